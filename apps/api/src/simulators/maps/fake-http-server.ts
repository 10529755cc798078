// A local HTTP server for the maps providers' fakes, with the failures the adapters must
// survive: an error status, no answer at all (timeout), and normal service.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeMode = 'ok' | 'error' | 'hang';

export interface FakeRequest {
  method: string;
  url: URL;
  headers: http.IncomingHttpHeaders;
  body: unknown;
}

export interface FakeAnswer {
  status: number;
  body: unknown;
}

export interface FakeServer {
  /** http://127.0.0.1:port */
  url: string;
  /** Every request received, oldest first. */
  requests: FakeRequest[];
  mode: FakeMode;
  close(): Promise<void>;
}

export async function startFakeServer(
  handle: (request: FakeRequest) => FakeAnswer,
  errorAnswer: FakeAnswer,
): Promise<FakeServer> {
  const hanging = new Set<http.ServerResponse>();
  const fake: FakeServer = { url: '', requests: [], mode: 'ok', close: async () => {} };
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      let body: unknown;
      try {
        body = raw ? JSON.parse(raw) : undefined;
      } catch {
        body = raw;
      }
      const request: FakeRequest = {
        method: req.method ?? 'GET',
        url: new URL(req.url ?? '/', fake.url),
        headers: req.headers,
        body,
      };
      fake.requests.push(request);
      if (fake.mode === 'hang') {
        hanging.add(res); // answered only when the server closes
        return;
      }
      const answer = fake.mode === 'error' ? errorAnswer : handle(request);
      res.writeHead(answer.status, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () =>
    new Promise<void>((resolve) => {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}
