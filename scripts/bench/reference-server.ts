// The reference of the menu figure: a minimal Fastify serving the same menu
// document from memory, with the same content type. Started by bench.ts as its own process,
// like the real server, so both pay the same process and loopback costs.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const [bodyFile, port] = process.argv.slice(2);
const body = readFileSync(bodyFile, 'utf8');
const app = Fastify({ logger: false });
app.get('/api/menuWeb/getMenuWebGroupByClassifiers', (_request, reply) =>
  reply.type('application/json; charset=utf-8').send(body),
);
await app.listen({ port: Number(port), host: '127.0.0.1' });
process.send?.('ready');
