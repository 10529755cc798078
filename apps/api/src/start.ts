// The process's entry (dist/server.js, `npm start`): turns on Node's compile cache before any
// other module loads, then runs server.ts. Cold start: most of a start is V8
// compiling the code of the app and its packages; with the cache (Node 22.1+, kept in the
// system's temporary folder, keyed by each file's content) a restart reuses that work.
// NODE_DISABLE_COMPILE_CACHE=1 turns it off; on an older Node it is simply absent.
import module from 'node:module';

(module as { enableCompileCache?: typeof module.enableCompileCache }).enableCompileCache?.();
await import('./server');
