// Vitest global setup of the browser journeys: one server starts on an empty data folder,
// migrates and seeds the demo, and stops; every journey file's server then starts on a copy
// of that folder (support/server.ts). Keeps CI within its 30 minutes on two cores.
import fs from 'node:fs';
import type { TestProject } from 'vitest/node';
import { startServer } from './server';

export default async function setup(project: TestProject): Promise<() => void> {
  const server = await startServer({}, { fresh: true });
  await server.stop({ keepData: true });
  project.provide('serverDataTemplate', server.dataDir);
  return () => fs.rmSync(server.dataDir, { recursive: true, force: true });
}
