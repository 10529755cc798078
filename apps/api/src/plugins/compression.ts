// Compressed answers: brotli or gzip by the client's Accept-Encoding for API
// answers of 1 KB or more. Brotli at quality 4 costs about what gzip does while shrinking
// JSON better; the web app's files are compressed once at build (web-app.ts serves them).
import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Also for the app page, which web-app.ts compresses itself. */
export const BROTLI_QUALITY = 4;

export const compressionPlugin = fp(async (app: FastifyInstance) => {
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
  });
});
