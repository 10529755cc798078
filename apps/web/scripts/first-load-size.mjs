// Prints what the first load of any route downloads before the app can render (
// "a light, fast first load"): the JS and CSS that dist/index.html references (entry script,
// modulepreloads, stylesheets), raw and brotli-compressed. Routes loaded on demand are not
// counted: they arrive only when the diner navigates there.
// Usage: node apps/web/scripts/first-load-size.mjs [dist]
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync } from 'node:zlib';

const dist = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '../dist'));
const html = await readFile(path.join(dist, 'index.html'), 'utf8');
const urls = [...html.matchAll(/<(?:script|link)\b[^>]*?(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map(
  (m) => m[1],
);

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const totals = { js: [0, 0], css: [0, 0] };
for (const url of [...new Set(urls)]) {
  const content = await readFile(path.join(dist, url));
  const br = brotliCompressSync(content).length;
  const kind = url.endsWith('.css') ? 'css' : 'js';
  totals[kind][0] += content.length;
  totals[kind][1] += br;
  console.log(`${url.padEnd(48)} ${kb(content.length).padStart(10)} ${kb(br).padStart(10)} br`);
}
for (const kind of ['js', 'css'])
  console.log(`${kind.toUpperCase()} total: ${kb(totals[kind][0])} (${kb(totals[kind][1])} brotli)`);
console.log(`first load JS+CSS: ${kb(totals.js[0] + totals.css[0])} (${kb(totals.js[1] + totals.css[1])} brotli)`);
