// Runs after `vite build`: writes a brotli (.br) and a gzip (.gz) copy beside every
// text file of the build, once, at the highest levels, so the server sends the smaller copy
// the browser accepts without compressing per request (apps/api/src/plugins/web-app.ts).
// Files under 1 KB, or that do not shrink, are left alone.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '../dist'));
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

let before = 0;
let afterBrotli = 0;
for (const entry of await readdir(dist, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
  const file = path.join(entry.parentPath, entry.name);
  const content = await readFile(file);
  if (content.length < 1024) continue;
  const br = brotliCompressSync(content, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
  });
  const gz = gzipSync(content, { level: 9 });
  if (br.length < content.length) await writeFile(`${file}.br`, br);
  if (gz.length < content.length) await writeFile(`${file}.gz`, gz);
  before += content.length;
  afterBrotli += Math.min(br.length, content.length);
}
console.log(
  `precompressed ${path.relative(process.cwd(), dist) || dist}: ${(before / 1024).toFixed(1)} KB -> ${(afterBrotli / 1024).toFixed(1)} KB brotli`,
);
