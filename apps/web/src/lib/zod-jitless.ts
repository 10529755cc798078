// Imported first by main.tsx, in a chunk of its own that the entry loads before the others
// (vite.config.ts). Zod compiles fast object parsers with `new Function` after probing whether
// eval is allowed; the server's Content-Security-Policy forbids eval, and Chromium reports
// even the caught probe as a CSP violation (Lighthouse best practices). Jitless
// parsing gives the same results without the probe. The setting must be in place before the
// first parse, which other chunks may make while they load: zod reads its configuration from
// this global and keeps an object already there.
const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };

export {};
