// Helpers shared by the provider simulators: each simulator is a Fastify plugin that
// answers like its provider's documented REST API. Tests start one on a loopback port as the
// provider's fake; the demo's "simulated provider" mode (APP_ENV demo/dev only) starts the same
// code on a loopback port for the server's SDK calls and mounts it under /simulated/<provider>
// for the browser's stand-in widget, with one shared store.
import { createHmac } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';

/** 'a[b][c]=1' form fields (Stripe's encoding) as nested objects. */
export function parseBracketForm(body: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const parts = rawKey.replace(/\]/g, '').split('[');
    let node = out;
    parts.forEach((part, i) => {
      if (i === parts.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Record<string, unknown>;
    });
  }
  return out;
}

/** Lets the browser's stand-in widget call a simulator on another origin (tests), like the providers' APIs. */
export function allowCors(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('access-control-allow-origin', '*');
    reply.header('access-control-allow-headers', 'authorization, content-type, stripe-version, paypal-request-id');
    reply.header('access-control-allow-methods', 'GET, POST, OPTIONS');
    if (request.method === 'OPTIONS') return reply.status(204).send();
  });
}

export interface RunningSimulator {
  url: string;
  close(): Promise<void>;
}

/** Starts a simulator plugin on a free loopback port. */
export async function listenSimulator(plugin: FastifyPluginAsync): Promise<RunningSimulator> {
  // A test ending during a simulated outage leaves a handler still sleeping: close() must not
  // wait for it (it held afterAll past its timeout on PostgreSQL runs).
  const app = Fastify({ logger: false, forceCloseConnections: true });
  await app.register(plugin);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => app.close() };
}

export const hmacHex = (algorithm: 'sha256' | 'sha1', key: string, data: string) =>
  createHmac(algorithm, key).update(data, 'utf8').digest('hex');

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
