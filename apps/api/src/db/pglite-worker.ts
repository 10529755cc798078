// The worker thread that owns PGlite, in a folder or in memory (decision record
// 012). PGlite runs PostgreSQL on the thread that calls it; on the server's thread every
// statement held up the HTTP work of every other request. Here PostgreSQL has a core of its
// own. The server's side is pglite-remote.ts; the messages are pglite-worker-protocol.ts.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { Db } from './database';
import { migrationsApplied } from './migration-status';
import { pgliteModuleWithSharedBuffers } from './pglite-memory';
import { nameStatement, runNamedStatements } from './pglite-named-statements';
import { errorFields, type QueryShape, type Reply, type Request, type WorkerStart } from './pglite-worker-protocol';

const port = parentPort!;
const send = (reply: Reply) => port.postMessage(reply);
const done = (id: number, value?: unknown) => send({ id, op: 'done', value });
const fail = (id: number, error: unknown) => send({ id, op: 'error', error: errorFields(error) });

/** One options object per shape: the named statements keep each column's parser per options object. */
const optionsByShape = new Map<string, QueryOptions | undefined>();
const asPrinted = (value: string) => value;
function optionsOf(shape: QueryShape): QueryOptions | undefined {
  const key = `${shape.rowMode ?? ''}|${(shape.textTypes ?? []).join(',')}`;
  if (!optionsByShape.has(key)) {
    const parsers = shape.textTypes?.length
      ? Object.fromEntries(shape.textTypes.map((type) => [type, asPrinted]))
      : undefined;
    optionsByShape.set(key, shape.rowMode || parsers ? { rowMode: shape.rowMode, parsers } : undefined);
  }
  return optionsByShape.get(key);
}

/** What of a result crosses back: the rows, their fields, the rows a write touched. */
const resultOf = ({ rows, fields, affectedRows }: Results) => ({ rows, fields, affectedRows });

/** The requests of one open transaction, taken one at a time by the transaction's callback. */
class Inbox {
  private readonly queue: Request[] = [];
  private waiting: ((request: Request) => void) | null = null;
  push(request: Request) {
    if (this.waiting) {
      const take = this.waiting;
      this.waiting = null;
      take(request);
    } else this.queue.push(request);
  }
  next(): Promise<Request> {
    const queued = this.queue.shift();
    return queued ? Promise.resolve(queued) : new Promise((resolve) => (this.waiting = resolve));
  }
}

const ROLLBACK = Symbol('rollback');

async function main() {
  const { dataDir, migrationsFolder } = workerData as WorkerStart;
  let client: PGlite;
  try {
    // With smaller shared buffers than PGlite's own 128 MB (pglite-memory.ts).
    client = await PGlite.create(dataDir ?? undefined, { wasmModule: await pgliteModuleWithSharedBuffers() });
  } catch (error) {
    send({ op: 'failed', stage: 'open', error: errorFields(error) });
    return;
  }
  if (migrationsFolder) {
    try {
      // Cold start: one read says whether the migrator (every migration file read
      // and hashed, three statements) has anything to do. One process owns a PGlite folder.
      const db = drizzle({ client });
      if (!(await migrationsApplied(db as unknown as Db).catch(() => false))) await migrate(db, { migrationsFolder });
    } catch (error) {
      await client.close().catch(() => undefined);
      send({ op: 'failed', stage: 'migrate', error: errorFields(error) });
      return;
    }
  }
  runNamedStatements(client);
  const transactions = new Map<number, Inbox>();
  const unlisteners = new Map<string, () => Promise<void>>();

  const run = async (on: PGlite | Transaction, request: Extract<Request, { op: 'query' }>) => {
    try {
      done(request.id, resultOf(await on.query(request.sql, request.params, optionsOf(request.shape))));
    } catch (error) {
      fail(request.id, error);
    }
  };

  const begin = (request: Extract<Request, { op: 'begin' }>) => {
    const inbox = new Inbox();
    transactions.set(request.tx, inbox);
    let end: Extract<Request, { op: 'end' }> | null = null;
    client
      .transaction(async (tx) => {
        done(request.id);
        for (;;) {
          const next = await inbox.next();
          if (next.op === 'end') {
            end = next;
            if (next.commit) return;
            throw ROLLBACK;
          }
          if (next.op === 'query') await run(tx, next);
        }
      })
      .then(
        () => done(end!.id),
        (error: unknown) => (end ? (error === ROLLBACK ? done(end.id) : fail(end.id, error)) : fail(request.id, error)),
      )
      .finally(() => transactions.delete(request.tx));
  };

  port.on('message', (request: Request) => {
    if ((request.op === 'query' || request.op === 'end') && request.tx !== undefined) {
      const inbox = transactions.get(request.tx);
      if (inbox) inbox.push(request);
      else fail(request.id, new Error('The transaction has ended.'));
      return;
    }
    switch (request.op) {
      case 'query':
        void run(client, request);
        return;
      case 'begin':
        begin(request);
        return;
      case 'name':
        nameStatement(client, request.sql, request.name);
        return;
      case 'listen':
        client
          .listen(request.channel, (payload) => send({ op: 'notify', channel: request.channel, payload }))
          .then(
            (unlisten) => {
              unlisteners.set(request.channel, unlisten);
              done(request.id);
            },
            (error: unknown) => fail(request.id, error),
          );
        return;
      case 'unlisten': {
        const unlisten = unlisteners.get(request.channel);
        unlisteners.delete(request.channel);
        (unlisten ? unlisten() : Promise.resolve()).then(
          () => done(request.id),
          (error: unknown) => fail(request.id, error),
        );
        return;
      }
      case 'close':
        (client.closed ? Promise.resolve() : client.close()).then(
          () => {
            done(request.id);
            port.close();
          },
          (error: unknown) => fail(request.id, error),
        );
        return;
    }
  });
  send({ op: 'opened' });
}

void main();
