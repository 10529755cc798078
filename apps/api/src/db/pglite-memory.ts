// PostgreSQL's shared buffers inside PGlite (decision record 018). PGlite 0.3 starts the
// PostgreSQL of a database folder with `shared_buffers=128MB` written into its WebAssembly
// module: it reads no postgresql.conf for it, ALTER SYSTEM is saved but never read back, and its
// start options take no PostgreSQL settings. PostgreSQL zeroes its shared memory at start, so
// the 128 MB were resident from the first statement, for databases of a few tens of MB. The
// module is therefore compiled here with that one argument rewritten, and handed to
// PGlite.create (its wasmModule option), which otherwise compiles the same file. (A database in
// memory, the tests', starts another way and keeps PGlite's 128 MB.)
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * The buffers PGlite's PostgreSQL keeps database pages in. Pages beyond them are read again
 * through the file system (the operating system's cache), as PostgreSQL does on any server;
 * the order save's statements touch a few index and table pages each. Measured in
 * docs/performance.md ("A lighter server").
 */
export const PGLITE_SHARED_BUFFERS = '16MB';

/** The argument as PGlite 0.3 ships it, with the C string's end. */
const SHIPPED = Buffer.from('shared_buffers=128MB\0');

/**
 * PGlite's WebAssembly module with PGLITE_SHARED_BUFFERS in place of its 128MB, or undefined
 * when the module does not hold the shipped argument exactly once (another PGlite version:
 * PGlite then loads its module as shipped; pglite-memory.test.ts fails on such an upgrade).
 */
export async function pgliteModuleWithSharedBuffers(
  sharedBuffers = PGLITE_SHARED_BUFFERS,
): Promise<WebAssembly.Module | undefined> {
  const file = path.join(path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')), 'pglite.wasm');
  const bytes = await readFile(file);
  const at = bytes.indexOf(SHIPPED);
  if (at === -1 || bytes.indexOf(SHIPPED, at + 1) !== -1) return undefined;
  // Zero-filled to the shipped length: the new, shorter string ends at its first zero byte.
  const replacement = Buffer.alloc(SHIPPED.length);
  const written = replacement.write(`shared_buffers=${sharedBuffers}`);
  if (written >= SHIPPED.length) throw new Error(`shared_buffers=${sharedBuffers} is longer than PGlite's own setting`);
  replacement.copy(bytes, at);
  return webAssembly.compile(bytes);
}

/** Node's WebAssembly object: the API's TypeScript settings declare only its types. */
const webAssembly = (
  globalThis as unknown as { WebAssembly: { compile(bytes: Uint8Array): Promise<WebAssembly.Module> } }
).WebAssembly;
