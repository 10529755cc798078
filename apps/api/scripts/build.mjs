// `npm run build -w @tavola/api`: bundles the API into plain JavaScript that `node` runs
// directly (production runtime). The shared domain package (TypeScript source) and
// most packages are bundled in; the few listed below stay imports from node_modules. The SQL
// migrations and the demo data files are copied next to the bundle, where database.ts and
// demo-data-loader.ts look for them (./migrations and ./demo-data beside the running module).
import { cp, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outdir = path.join(apiDir, 'dist');
// Cold start: resolving and linking a few thousand files of node_modules one by
// one was most of the time before the first line of server.ts ran, so the packages are bundled
// in. These stay imports: they find files beside their own code (PGlite its WebAssembly,
// swagger-ui its page, sharp its native binary), or are large and loaded on first use only
// (the payment SDKs, the S3 client; axios for PayPal's).
const KEPT_EXTERNAL = [
  '@electric-sql/pglite',
  '@fastify/swagger-ui',
  'sharp',
  'stripe',
  '@paypal/paypal-server-sdk',
  '@sumup/sdk',
  '@aws-sdk/client-s3',
  'axios',
];
const external = [...KEPT_EXTERNAL, 'pg-native'];

await rm(outdir, { recursive: true, force: true });
await build({
  absWorkingDir: apiDir,
  // Flat in dist/: config.ts and database.ts resolve the repository and ./migrations from
  // their own location, which keeps the same depth as src/.
  // The worker thread that runs PGlite (db/pglite-remote.ts starts it from beside itself).
  entryPoints: { server: 'src/start.ts', seed: 'src/db/seed-cli.ts', 'pglite-worker': 'src/db/pglite-worker.ts' },
  outdir,
  bundle: true,
  platform: 'node',
  target: 'node22',
  format: 'esm',
  // Cold start: the modules server.ts imports dynamically (the app, the seed)
  // become chunks of their own, so the database starts opening while they load, instead of
  // every package being imported before the first line of server.ts runs. Chunks stay flat
  // in dist/ (default chunkNames) for the same reason as above.
  splitting: true,
  external: external.flatMap((name) => [name, `${name}/*`]),
  sourcemap: true,
  // Bundled CommonJS packages call require() for Node's own modules; an ES module has none.
  banner: {
    js: "import { createRequire as __tavolaCreateRequire } from 'node:module'; const require = __tavolaCreateRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
await cp(path.join(apiDir, 'src/db/migrations'), path.join(outdir, 'migrations'), { recursive: true });
await cp(path.join(apiDir, 'src/db/demo-data'), path.join(outdir, 'demo-data'), { recursive: true });
console.log(`API built into ${path.relative(process.cwd(), outdir) || '.'}`);
