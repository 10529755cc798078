// PGlite in a worker thread (pglite-worker.ts), seen from the server's thread with the part
// of PGlite's API that drizzle and the app use: query, transaction, listen, close.
// The worker runs one statement at a time and holds the whole database for an open
// transaction, as PGlite itself does.
import { Worker } from 'node:worker_threads';
import type { QueryOptions, Results } from '@electric-sql/pglite';
import { errorFrom, type QueryShape, type Reply, type Request, type WorkerStart } from './pglite-worker-protocol';

/** What a transaction's callback gets: what drizzle's PGlite session uses of PGlite's own. */
export interface RemoteTransaction {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
}

type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void };
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** The worker's entry beside this module: the TypeScript source (through tsx) or the built file. */
function workerEntry(): { url: URL; execArgv: string[] } {
  const fromSource = import.meta.url.endsWith('.ts');
  return {
    url: new URL(fromSource ? './pglite-worker.ts' : './pglite-worker.js', import.meta.url),
    execArgv: fromSource ? ['--import', 'tsx'] : [],
  };
}

const shapes = new WeakMap<QueryOptions, QueryShape>();
const PROBE = '2000-01-01 00:00:00';

/** The options as data: drizzle's parsers must be the identity (values kept as printed). */
function shapeOf(options: QueryOptions | undefined): QueryShape {
  if (!options) return {};
  let shape = shapes.get(options);
  if (!shape) {
    const textTypes = Object.entries(options.parsers ?? {}).map(([type, parser]) => {
      if (parser(PROBE, Number(type)) !== PROBE)
        throw new Error(`A parser for type ${type} cannot run in the database's worker.`);
      return Number(type);
    });
    if (options.serializers) throw new Error("Serializers cannot run in the database's worker.");
    shape = { rowMode: options.rowMode, textTypes };
    shapes.set(options, shape);
  }
  return shape;
}

export class PGliteRemote {
  private readonly pending = new Map<number, Pending>();
  private readonly listeners = new Map<string, Set<(payload: string | undefined) => void>>();
  private nextId = 1;
  private nextTransaction = 1;
  private isClosed = false;

  private readonly exited: Promise<void>;
  /** Resolves once PGlite is open and migrated in the worker; rejects (with `stage`) if not. */
  readonly opened: Promise<void>;
  private isOpen = false;

  private constructor(private readonly worker: Worker) {
    let settleOpening: { resolve: () => void; reject: (error: Error) => void };
    this.opened = new Promise((resolve, reject) => (settleOpening = { resolve, reject }));
    worker.on('message', (reply: Reply) => {
      if (reply.op === 'opened') {
        this.isOpen = true;
        // From now on only calls waiting for an answer keep the process alive.
        if (this.pending.size === 0) worker.unref();
        settleOpening.resolve();
      } else if (reply.op === 'failed') {
        settleOpening.reject(Object.assign(errorFrom(reply.error), { stage: reply.stage }));
      } else this.receive(reply);
    });
    worker.on('error', (error) => {
      settleOpening.reject(error);
      this.failAll(error);
    });
    this.exited = new Promise((resolve) =>
      worker.once('exit', () => {
        this.isClosed = true;
        const stopped = new Error('The database worker has stopped.');
        settleOpening.reject(stopped);
        this.failAll(stopped);
        resolve();
      }),
    );
  }

  /**
   * Starts the worker and PGlite in it. Usable at once: statements sent before PGlite has
   * opened (and migrated) wait in the worker's queue and run after.
   */
  static start(start: WorkerStart): PGliteRemote {
    const { url, execArgv } = workerEntry();
    const remote = new PGliteRemote(new Worker(url, { workerData: start, execArgv }));
    remote.opened.catch(() => undefined); // the caller's to handle
    return remote;
  }

  /** Starts the worker and waits until PGlite is open in it (no migrations). */
  static async open(dataDir: string | null): Promise<PGliteRemote> {
    const remote = PGliteRemote.start({ dataDir, migrationsFolder: null });
    await remote.opened;
    return remote;
  }

  get closed(): boolean {
    return this.isClosed;
  }

  /** Statements (and other calls) sent to the worker and not answered yet: its queue. */
  get queueLength(): number {
    return this.pending.size;
  }

  query<T>(sql: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    return this.call({ op: 'query', sql, params, shape: shapeOf(options) }) as Promise<Results<T>>;
  }

  /** Runs `callback` in one transaction: committed when it resolves, rolled back when it throws. */
  async transaction<T>(callback: (tx: RemoteTransaction) => Promise<T>): Promise<T> {
    const tx = this.nextTransaction++;
    await this.call({ op: 'begin', tx });
    const handle: RemoteTransaction = {
      query: <R>(sql: string, params: unknown[] = [], options?: QueryOptions) =>
        this.call({ op: 'query', sql, params, shape: shapeOf(options), tx }) as Promise<Results<R>>,
    };
    let result: T;
    try {
      result = await callback(handle);
    } catch (error) {
      await this.call({ op: 'end', tx, commit: false });
      throw error;
    }
    await this.call({ op: 'end', tx, commit: true });
    return result;
  }

  /** Has the worker run `sql` as the named statement `name` (pglite-named-statements.ts). */
  nameStatement(sql: string, name: string): void {
    if (!this.isClosed) this.worker.postMessage({ op: 'name', sql, name } satisfies Request);
  }

  async listen(channel: string, callback: (payload: string | undefined) => void): Promise<() => Promise<void>> {
    let callbacks = this.listeners.get(channel);
    if (!callbacks) {
      this.listeners.set(channel, (callbacks = new Set()));
      try {
        await this.call({ op: 'listen', channel });
      } catch (error) {
        this.listeners.delete(channel);
        throw error;
      }
    }
    callbacks.add(callback);
    return async () => {
      callbacks.delete(callback);
      if (callbacks.size > 0 || this.listeners.get(channel) !== callbacks) return;
      this.listeners.delete(channel);
      if (!this.isClosed) await this.call({ op: 'unlisten', channel });
    };
  }

  async close(): Promise<void> {
    if (this.isClosed) return;
    await this.call({ op: 'close' });
    this.isClosed = true;
    // The worker leaves once its port is closed; terminate is the fallback.
    this.worker.ref();
    const fallback = setTimeout(() => void this.worker.terminate(), 1000);
    await this.exited;
    clearTimeout(fallback);
  }

  private call(request: DistributiveOmit<Exclude<Request, { op: 'name' }>, 'id'>): Promise<unknown> {
    if (this.isClosed) return Promise.reject(new Error('PGlite is closed'));
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      if (this.pending.size === 0) this.worker.ref();
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ ...request, id });
    });
  }

  private settle(id: number): Pending | undefined {
    const waiting = this.pending.get(id);
    this.pending.delete(id);
    if (this.pending.size === 0 && this.isOpen) this.worker.unref();
    return waiting;
  }

  private receive(reply: Reply) {
    switch (reply.op) {
      case 'done':
        this.settle(reply.id)?.resolve(reply.value);
        return;
      case 'error':
        this.settle(reply.id)?.reject(errorFrom(reply.error));
        return;
      case 'notify':
        this.listeners.get(reply.channel)?.forEach((callback) => queueMicrotask(() => callback(reply.payload)));
        return;
      default:
        return;
    }
  }

  private failAll(error: Error) {
    for (const id of [...this.pending.keys()]) this.settle(id)?.reject(error);
  }
}
