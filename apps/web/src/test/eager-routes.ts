// Pages are lazy routes; unit tests render them synchronously, so the setup
// resolves every route's `lazy` once, in place, before the tests run. The browser journeys
// exercise the real on-demand loading.
import type { RouteObject } from 'react-router';

export async function resolveLazyRoutes(routes: RouteObject[]): Promise<void> {
  for (const route of routes) {
    if (typeof route.lazy === 'function') {
      Object.assign(route, await route.lazy());
      delete route.lazy;
    }
    if (route.children) await resolveLazyRoutes(route.children);
  }
}
