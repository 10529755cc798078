// Makes the opened database available to route modules; the server (or a test) opens and
// closes it, so the app itself never decides which driver runs.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/database';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

export const dbPlugin = fp(async (app: FastifyInstance, opts: { db: Db }) => {
  app.decorate('db', opts.db);
});
