// Starts the real server (the built web app included) on a free loopback port with a fresh
// embedded database in a temporary folder, the way a user runs the demo: `node` on the
// compiled API (npm run build), the same artefact `npm start` runs in production.
// The fresh folder is a copy of the one data-template.global.ts makes once per run (the
// demo seeded by the same server), which spares each file an initdb, the migrations and
// the seed in WASM.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';

const repoRoot = path.resolve(import.meta.dirname, '../..');

export interface TestServer {
  origin: string;
  dataDir: string;
  /** Everything the server printed, for failure messages. */
  output(): string;
  /** `keepData`: leaves the data folder (the run's template) in place. */
  stop(options?: { keepData?: boolean }): Promise<void>;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The data folder of a server that seeded the demo and stopped (data-template.global.ts). */
    serverDataTemplate: string;
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface StartOptions {
  /** Runs on the fresh data folder before the server starts (e.g. the payments CLI). */
  beforeStart?: (run: (script: string, args: string[]) => Promise<string>) => Promise<void>;
  /** An empty data folder instead of a copy of the run's template (to make the template). */
  fresh?: boolean;
}

export async function startServer(env: Record<string, string> = {}, options: StartOptions = {}): Promise<TestServer> {
  const webIndex = path.join(repoRoot, 'apps/web/dist/index.html');
  const apiServer = path.join(repoRoot, 'apps/api/dist/server.js');
  if (!fs.existsSync(webIndex) || !fs.existsSync(apiServer)) {
    throw new Error('The app is not built: run `npm run build` (npm run test:e2e does it first).');
  }
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tavola-e2e-'));
  if (!options.fresh) fs.cpSync(inject('serverDataTemplate'), dataDir, { recursive: true });
  let output = '';
  const serverEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    APP_ENV: 'demo',
    SEED_DEMO: 'true',
    // Mailed links point here (the browser's origin), never at the request's Host.
    PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'warn',
    INIT_CWD: repoRoot,
    // The dashboard computes days nobody stored when asked; storing the demo's weeks ahead
    // would only compete with each journey for the one database.
    REPORT_DAYS_INTERVAL_MINUTES: '0',
    ...env,
  };
  if (options.beforeStart) {
    await options.beforeStart(
      (script, args) =>
        new Promise((resolve, reject) => {
          let out = '';
          const run = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
            cwd: repoRoot,
            env: serverEnv,
            stdio: ['ignore', 'pipe', 'pipe'],
          });
          run.stdout?.on('data', (d) => (out += d));
          run.stderr?.on('data', (d) => (out += d));
          run.on('exit', (code) =>
            code === 0 ? resolve(out) : reject(new Error(`${script} failed (${code}):\n${out}`)),
          );
        }),
    );
  }
  const child: ChildProcess = spawn(process.execPath, [apiServer], {
    cwd: repoRoot,
    env: serverEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const origin = `http://127.0.0.1:${port}`;

  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited (${child.exitCode}):\n${output}`);
    try {
      const res = await fetch(`${origin}/settings.json`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The server did not start within 90 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }

  return {
    origin,
    dataDir,
    output: () => output,
    async stop({ keepData = false } = {}) {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      if (!keepData) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
