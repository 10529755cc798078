// A stand-in for a browser vendor's push service, for tests: each subscription is a browser
// made here (its own P-256 key pair and auth secret, as PushManager makes them), and the server
// takes Web Push requests (RFC 8030) to its endpoints, decrypting every payload with that
// browser's keys (RFC 8291, aes128gcm) and checking the VAPID header's JWT (RFC 8292)
// signature against the key it names. An endpoint can be told to answer 404 or 410 (gone).
import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { decodeJwt, decodeProtectedHeader, importJWK, jwtVerify } from 'jose';

interface Ece {
  decrypt(
    buffer: Buffer,
    params: { version: 'aes128gcm'; privateKey: ReturnType<typeof createECDH>; authSecret: string },
  ): Buffer;
}
const ece = createRequire(import.meta.url)('http_ece') as Ece;

export interface ReceivedPush {
  endpoint: string;
  /** The decrypted message, parsed. */
  message: Record<string, unknown>;
  vapid: { aud: string; sub: string; exp: number; publicKey: string; signatureValid: boolean; alg: string };
  headers: Record<string, string | string[] | undefined>;
}

export interface TestBrowser {
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  /** What this browser got, oldest first. */
  received: ReceivedPush[];
  /** The next requests to this endpoint answer with this status (201 by default). */
  answer(status: number): void;
}

async function vapidOf(authorization: string) {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization);
  if (!match) throw new Error(`not a VAPID Authorization header: ${authorization}`);
  const [, token, publicKey] = match;
  const raw = Buffer.from(publicKey, 'base64url');
  const key = await importJWK(
    {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33, 65).toString('base64url'),
    },
    'ES256',
  );
  let signatureValid = true;
  try {
    await jwtVerify(token, key, { algorithms: ['ES256'] });
  } catch {
    signatureValid = false;
  }
  const claims = decodeJwt(token);
  return {
    aud: String(claims.aud),
    sub: String(claims.sub),
    exp: Number(claims.exp),
    publicKey,
    signatureValid,
    alg: String(decodeProtectedHeader(token).alg),
  };
}

export async function startTestPushService() {
  const browsers = new Map<
    string,
    { ecdh: ReturnType<typeof createECDH>; auth: string; browser: TestBrowser; status: number }
  >();
  const failures: string[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      void (async () => {
        const entry = browsers.get(req.url ?? '');
        if (!entry || req.method !== 'POST') {
          res.writeHead(404).end();
          return;
        }
        if (entry.status !== 201) {
          res.writeHead(entry.status).end();
          return;
        }
        try {
          if (req.headers['content-encoding'] !== 'aes128gcm')
            throw new Error(`content-encoding ${req.headers['content-encoding']}`);
          const plain = ece.decrypt(Buffer.concat(chunks), {
            version: 'aes128gcm',
            privateKey: entry.ecdh,
            authSecret: entry.auth,
          });
          entry.browser.received.push({
            endpoint: entry.browser.subscription.endpoint,
            message: JSON.parse(plain.toString('utf8')) as Record<string, unknown>,
            vapid: await vapidOf(String(req.headers.authorization ?? '')),
            headers: req.headers,
          });
          res.writeHead(201).end();
        } catch (error) {
          failures.push(String(error));
          res.writeHead(400).end();
        }
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    /** Requests that could not be decrypted or checked. */
    failures,
    /** A new browser with its own keys and endpoint. */
    browser(): TestBrowser {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16).toString('base64url');
      const path = `/push/${randomUUID()}`;
      const entry = {
        ecdh,
        auth,
        status: 201,
        browser: {
          subscription: {
            endpoint: `${origin}${path}`,
            keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth },
          },
          received: [] as ReceivedPush[],
          answer: (status: number) => {
            entry.status = status;
          },
        },
      };
      browsers.set(path, entry);
      return entry.browser;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
