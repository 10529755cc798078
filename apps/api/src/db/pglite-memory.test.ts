// PGlite's PostgreSQL on a database folder (the server's) runs with the shared buffers of
// pglite-memory.ts, not the 128 MB its module ships with: this fails when a PGlite upgrade
// changes how the module sets them.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { PGLITE_SHARED_BUFFERS } from './pglite-memory';
import { PGliteRemote } from './pglite-remote';

let remote: PGliteRemote;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tavola-pglite-memory-'));

beforeAll(async () => {
  remote = await PGliteRemote.open(dataDir);
}, 120_000);

afterAll(async () => {
  await remote?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

it('starts PostgreSQL with the smaller shared buffers', async () => {
  const { rows } = await remote.query<{ shared_buffers: string }>('show shared_buffers');
  expect(rows[0].shared_buffers).toBe(PGLITE_SHARED_BUFFERS);
  expect(PGLITE_SHARED_BUFFERS).not.toBe('128MB');
});

it('still stores and reads rows', async () => {
  await remote.query('create table memo (id int primary key, note text)');
  await remote.query(`insert into memo select g, repeat('x', 500) from generate_series(1, 5000) g`);
  expect((await remote.query<{ n: number }>('select count(*)::int as n from memo')).rows).toEqual([{ n: 5000 }]);
});
