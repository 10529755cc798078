// The loader freeze of spec 001 §2, §4 around a long submission (whileFrozen).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOADER_TIMEOUT_MS, loader } from './loader';

afterEach(() => {
  loader.reset();
  vi.useRealTimers();
});

const deferred = () => {
  let resolve!: () => void;
  let reject!: (e: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

describe('whileFrozen', () => {
  it('freezes the page while the submission runs and answers its result', async () => {
    const work = deferred();
    const running = loader.whileFrozen(async () => {
      await work.promise;
      return 'salvato';
    });
    expect(loader.get().frozen).toBe(true);
    work.resolve();
    await expect(running).resolves.toBe('salvato');
    expect(loader.get().frozen).toBe(false);
  });

  it('unfreezes when the submission fails', async () => {
    await expect(loader.whileFrozen(() => Promise.reject(new Error('500')))).rejects.toThrow('500');
    expect(loader.get().frozen).toBe(false);
  });

  it('stays frozen until the last of two nested submissions ends', async () => {
    const inner = deferred();
    let innerRun: Promise<void> | null = null;
    const outer = loader.whileFrozen(async () => {
      innerRun = loader.whileFrozen(() => inner.promise);
      await Promise.resolve();
    });
    await outer;
    expect(loader.get().frozen).toBe(true);
    inner.resolve();
    await innerRun;
    expect(loader.get().frozen).toBe(false);
  });

  it('ends by itself after 30 s even if the submission hangs', () => {
    vi.useFakeTimers();
    void loader.whileFrozen(() => new Promise<void>(() => {}));
    vi.advanceTimersByTime(LOADER_TIMEOUT_MS);
    expect(loader.get().frozen).toBe(false);
  });
});
