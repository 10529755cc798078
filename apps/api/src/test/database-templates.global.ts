// Vitest global setup of the API project: makes, once per run, the migrated databases that
// every test file then copies. A fresh PGlite database costs an initdb and every migration in
// WASM (about 2 s of CPU, and a run opens some eighty of them); copying a folder of a migrated
// one costs a fraction of that. On PostgreSQL, CREATE DATABASE ... TEMPLATE copies a migrated
// (and seeded) database instead of migrating and seeding each new one. Keeps CI within its
// 30 minutes on two cores.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/database';
import { seedDemoData } from '../db/seed';
import { createPostgresDatabase, dropPostgresDatabase, type DatabaseTemplates } from './test-database';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const made = adminUrl ? await makePostgresTemplates(adminUrl) : await makePgliteTemplates();
  project.provide('databaseTemplates', made.templates);
  return made.remove;
}

async function makePgliteTemplates(): Promise<{ templates: DatabaseTemplates; remove: () => Promise<void> }> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'tavola-test-templates-'));
  const templates = { empty: path.join(root, 'empty'), seeded: path.join(root, 'seeded') };
  await Promise.all(
    (['empty', 'seeded'] as const).map(async (kind) => {
      const opened = await openDatabase({ dataDir: templates[kind] });
      if (kind === 'seeded') await seedDemoData(opened.db);
      await opened.close();
    }),
  );
  return { templates, remove: () => rm(root, { recursive: true, force: true }) };
}

async function makePostgresTemplates(
  adminUrl: string,
): Promise<{ templates: DatabaseTemplates; remove: () => Promise<void> }> {
  const templates: DatabaseTemplates = { empty: '', seeded: '' };
  try {
    for (const kind of ['empty', 'seeded'] as const) {
      const made = await createPostgresDatabase(adminUrl, `template_${kind}`);
      templates[kind] = made.name;
      const opened = await openDatabase({ databaseUrl: made.url });
      if (kind === 'seeded') await seedDemoData(opened.db);
      await opened.close();
    }
  } catch (error) {
    await removePostgresTemplates(adminUrl, templates);
    throw error;
  }
  return { templates, remove: () => removePostgresTemplates(adminUrl, templates) };
}

async function removePostgresTemplates(adminUrl: string, templates: DatabaseTemplates): Promise<void> {
  for (const name of Object.values(templates)) if (name) await dropPostgresDatabase(adminUrl, name);
}
