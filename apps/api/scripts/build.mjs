// `npm run build -w @tavola/api`: bundles the API into plain JavaScript that `node` runs
// directly (issue #8, production runtime). The shared domain package is TypeScript source,
// so it is bundled in; every other dependency stays an import from node_modules (PGlite
// finds its own WebAssembly there). The SQL migrations are copied next to the bundle, where
// database.ts looks for them (./migrations beside the running module).
import { cp, rm } from 'node:fs/promises';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outdir = path.join(apiDir, 'dist');
const pkg = JSON.parse(await readFile(path.join(apiDir, 'package.json'), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@tavola/'));

await rm(outdir, { recursive: true, force: true });
await build({
  absWorkingDir: apiDir,
  // Flat in dist/: config.ts and database.ts resolve the repository and ./migrations from
  // their own location, which keeps the same depth as src/.
  entryPoints: { server: 'src/server.ts', seed: 'src/db/seed-cli.ts' },
  outdir,
  bundle: true,
  platform: 'node',
  target: 'node22',
  format: 'esm',
  // Cold start (issue #14): the modules server.ts imports dynamically (the app, the seed)
  // become chunks of their own, so the database starts opening while they load, instead of
  // every package being imported before the first line of server.ts runs. Chunks stay flat
  // in dist/ (default chunkNames) for the same reason as above.
  splitting: true,
  external: external.flatMap((name) => [name, `${name}/*`]),
  sourcemap: true,
  logLevel: 'warning',
});
await cp(path.join(apiDir, 'src/db/migrations'), path.join(outdir, 'migrations'), { recursive: true });
console.log(`API built into ${path.relative(process.cwd(), outdir) || '.'}`);
