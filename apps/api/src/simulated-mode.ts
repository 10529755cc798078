// The one door from the production code to src/simulators/ (the provider simulators and the
// browser-SDK stand-ins the demo pays through). They are loaded here, with a dynamic import,
// only when the configuration allows simulated providers (APP_ENV demo or dev), so a
// production start never loads them, and the build keeps them in a chunk of their own.
import type { Config } from './config';

export type Simulators = typeof import('./simulators/index');

/** The simulators, or null in production. */
export async function loadSimulators(config: Pick<Config, 'APP_ENV'>): Promise<Simulators | null> {
  if (config.APP_ENV === 'prod') return null;
  return import('./simulators/index');
}
