// A route's `lazy` loader for a page component (a light first load): the page and
// what only it uses become a separate chunk, fetched when the route first matches.
import type { ComponentType } from 'react';

export function lazyPage<M extends Record<string, unknown>>(load: () => Promise<M>, exportName: keyof M & string) {
  return async () => ({ Component: (await load())[exportName] as ComponentType });
}
