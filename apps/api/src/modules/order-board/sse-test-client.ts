// Reads a server-sent event stream in tests: collects messages as they arrive and waits for one
// that matches, so tests never assert timings; `ended` resolves when the server ends the stream.
export interface SseMessage {
  id: string | null;
  event: string;
  data: unknown;
}

export function openEventStream(url: string, headers: Record<string, string>) {
  const controller = new AbortController();
  const messages: SseMessage[] = [];
  const waiters: Array<() => void> = [];
  let markEnded: () => void = () => {};
  let endedByServer = false;
  const ended = new Promise<void>((resolve) => (markEnded = resolve));
  const ready = fetch(url, { headers: { accept: 'text/event-stream', ...headers }, signal: controller.signal }).then(
    async (res) => {
      if (res.status !== 200 || !res.body) throw new Error(`event stream answered ${res.status}`);
      void (async () => {
        const decoder = new TextDecoder();
        let buffer = '';
        try {
          for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
            buffer += decoder.decode(chunk, { stream: true });
            let end: number;
            while ((end = buffer.indexOf('\n\n')) >= 0) {
              const block = buffer.slice(0, end);
              buffer = buffer.slice(end + 2);
              const fields = new Map<string, string>();
              for (const line of block.split('\n')) {
                if (line.startsWith(':') || !line.includes(':')) continue;
                const i = line.indexOf(':');
                fields.set(line.slice(0, i), line.slice(i + 1).replace(/^ /, ''));
              }
              if (!fields.has('data')) continue;
              messages.push({
                id: fields.get('id') ?? null,
                event: fields.get('event') ?? 'message',
                data: JSON.parse(fields.get('data')!),
              });
              waiters.splice(0).forEach((w) => w());
            }
          }
          endedByServer = true;
        } catch {
          // Aborted by close().
        }
        markEnded();
      })();
      return res;
    },
  );
  return {
    ready,
    messages,
    /** Resolves when the stream is over (ended by the server, or closed here). */
    ended,
    get endedByServer() {
      return endedByServer;
    },
    /** Resolves with the first message (from `from` on) that matches. */
    async waitFor(match: (m: SseMessage) => boolean, from = 0): Promise<SseMessage> {
      await ready;
      for (;;) {
        const found = messages.slice(from).find(match);
        if (found) return found;
        await new Promise<void>((resolve) => waiters.push(resolve));
      }
    },
    close() {
      controller.abort();
    },
  };
}
