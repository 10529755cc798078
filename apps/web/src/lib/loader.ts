// The global loader of spec 001 §4 and §7: every request shows it. show() increments a
// counter and forces a hide after 30 s (so a hung request cannot keep it forever); hide()
// decrements, and loading ends at zero. freeze() (a full-screen spinner over the page) ends by
// itself after 30 s too. The diner's long submissions run under whileFrozen(): placing the
// order on the payments page and registering, so nothing can be pressed twice meanwhile.
export const LOADER_TIMEOUT_MS = 30_000;

export interface LoaderState {
  loading: boolean;
  frozen: boolean;
}

let counter = 0;
let frozen = false;
/** Submissions running under whileFrozen(): the freeze ends with the last of them. */
let frozenWork = 0;
let freezeTimer: ReturnType<typeof setTimeout> | null = null;
let state: LoaderState = { loading: false, frozen: false };
const listeners = new Set<() => void>();

function publish() {
  const next = { loading: counter > 0, frozen };
  if (next.loading === state.loading && next.frozen === state.frozen) return;
  state = next;
  listeners.forEach((listener) => listener());
}

export const loader = {
  /** Shows the loader; the returned function hides it (once), or it hides itself after 30 s. */
  show(): () => void {
    counter++;
    publish();
    let done = false;
    const hide = () => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      counter = Math.max(0, counter - 1);
      publish();
    };
    const timer = setTimeout(hide, LOADER_TIMEOUT_MS);
    return hide;
  },
  freeze() {
    frozen = true;
    if (freezeTimer) clearTimeout(freezeTimer);
    freezeTimer = setTimeout(() => loader.unfreeze(), LOADER_TIMEOUT_MS);
    publish();
  },
  unfreeze() {
    frozen = false;
    if (freezeTimer) clearTimeout(freezeTimer);
    freezeTimer = null;
    publish();
  },
  /** Runs a long submission with the page frozen; it ends with the work, or after 30 s. */
  async whileFrozen<T>(work: () => Promise<T>): Promise<T> {
    frozenWork++;
    loader.freeze();
    try {
      return await work();
    } finally {
      frozenWork--;
      if (frozenWork === 0) loader.unfreeze();
    }
  },
  get(): LoaderState {
    return state;
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  /** For tests. */
  reset() {
    counter = 0;
    frozenWork = 0;
    loader.unfreeze();
    state = { loading: false, frozen: false };
  },
};
