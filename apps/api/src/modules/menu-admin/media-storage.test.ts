// The two media stores of MEDIA_STORAGE: the local folder, and the S3 adapter
// driven through the real @aws-sdk/client-s3 against a local HTTP server that answers
// PutObject, GetObject and DeleteObject the way the S3 REST API does (path-style URLs,
// NoSuchKey XML error, 204 on delete) and checks the SDK's SigV4 headers reach it.
import { createHash } from 'node:crypto';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';
import { createSignedInStaff } from '../staff-accounts/staff-test-helpers';
import { createMediaStorage, isSafeMediaKey, localMediaStorage, type MediaStorage } from './media-storage';
import { menuImageKeys } from './menu-images';

interface SeenRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
}

/** A minimal S3: one bucket in memory, path-style addressing, signed requests only. */
function fakeS3(bucket: string) {
  const objects = new Map<string, { body: Buffer; contentType: string }>();
  const seen: SeenRequest[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers });
      const url = new URL(req.url ?? '/', 'http://localhost');
      const [, bucketName, ...keyParts] = url.pathname.split('/');
      const key = decodeURIComponent(keyParts.join('/'));
      const xmlError = (status: number, code: string, message: string) => {
        res.writeHead(status, { 'content-type': 'application/xml', 'x-amz-request-id': 'fake' });
        res.end(
          `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message><Key>${key}</Key><RequestId>fake</RequestId></Error>`,
        );
      };
      // Every S3 call is signed with SigV4: refuse what is not, like S3 does.
      const auth = req.headers.authorization ?? '';
      if (
        !/^AWS4-HMAC-SHA256 Credential=[^/]+\/\d{8}\/[^/]+\/s3\/aws4_request, SignedHeaders=[^,]+, Signature=[0-9a-f]{64}$/.test(
          auth,
        ) ||
        !req.headers['x-amz-date']
      ) {
        return xmlError(403, 'AccessDenied', 'Missing or malformed signature');
      }
      if (bucketName !== bucket) return xmlError(404, 'NoSuchBucket', 'The specified bucket does not exist');
      const body = Buffer.concat(chunks);
      if (req.method === 'PUT') {
        // The payload hash the SDK signed must be the body's.
        const declared = req.headers['x-amz-content-sha256'];
        if (declared !== 'UNSIGNED-PAYLOAD' && declared !== createHash('sha256').update(body).digest('hex'))
          return xmlError(400, 'XAmzContentSHA256Mismatch', 'hash mismatch');
        objects.set(key, { body, contentType: req.headers['content-type'] ?? 'binary/octet-stream' });
        res.writeHead(200, { etag: `"${createHash('md5').update(body).digest('hex')}"` });
        return res.end();
      }
      if (req.method === 'GET') {
        const found = objects.get(key);
        if (!found) return xmlError(404, 'NoSuchKey', 'The specified key does not exist.');
        res.writeHead(200, { 'content-type': found.contentType, 'content-length': String(found.body.length) });
        return res.end(found.body);
      }
      if (req.method === 'DELETE') {
        objects.delete(key);
        res.writeHead(204);
        return res.end();
      }
      return xmlError(405, 'MethodNotAllowed', 'The specified method is not allowed against this resource.');
    });
  });
  return { server, objects, seen };
}

describe('S3 adapter against a local S3-compatible server', () => {
  const fake = fakeS3('tavola-media');
  let storage: MediaStorage;

  beforeAll(async () => {
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    const { port } = fake.server.address() as AddressInfo;
    storage = createMediaStorage({
      MEDIA_STORAGE: 's3',
      S3_BUCKET: 'tavola-media',
      S3_REGION: 'eu-south-1',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_ACCESS_KEY_ID: 'AKIATESTTAVOLA',
      S3_SECRET_ACCESS_KEY: 'secret-for-tests',
      S3_PREFIX: 'tavola/',
      dataDir: '/nonexistent',
    });
  });
  afterAll(() => new Promise<void>((resolve) => fake.server.close(() => resolve())));

  it('puts, gets and deletes an object with signed path-style requests', async () => {
    const body = Buffer.from('a webp picture');
    await storage.put('menu/1/abc.webp', body, 'image/webp');
    const put = fake.seen.at(-1)!;
    expect(put.method).toBe('PUT');
    // Path-style: the bucket in the path, the prefix before the key.
    expect(new URL(put.url, 'http://x').pathname).toBe('/tavola-media/tavola/menu/1/abc.webp');
    expect(put.headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIATESTTAVOLA\/\d{8}\/eu-south-1\/s3\/aws4_request, SignedHeaders=.*host.*x-amz-date/,
    );
    expect(put.headers['content-type']).toBe('image/webp');
    expect(fake.objects.get('tavola/menu/1/abc.webp')?.body.toString()).toBe('a webp picture');

    const got = await storage.get('menu/1/abc.webp');
    expect(got?.body.toString()).toBe('a webp picture');
    expect(got?.contentType).toBe('image/webp');
    expect(fake.seen.at(-1)!.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 /);

    await storage.delete('menu/1/abc.webp');
    expect(fake.seen.at(-1)!.method).toBe('DELETE');
    expect(fake.objects.has('tavola/menu/1/abc.webp')).toBe(false);
    // S3 answers NoSuchKey: the adapter says "not there".
    expect(await storage.get('menu/1/abc.webp')).toBeNull();
  });

  it('a refused call (wrong bucket) is an error, not a silent success', async () => {
    const { port } = fake.server.address() as AddressInfo;
    const wrong = createMediaStorage({
      MEDIA_STORAGE: 's3',
      S3_BUCKET: 'other',
      S3_REGION: 'eu-south-1',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_ACCESS_KEY_ID: 'a',
      S3_SECRET_ACCESS_KEY: 'b',
      dataDir: '/x',
    });
    await expect(wrong.put('menu/1/x.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow();
  });

  it('never sends a key that leaves its folder', async () => {
    await expect(storage.put('../etc/passwd', Buffer.from('x'), 'image/webp')).rejects.toThrow(/unsafe/);
    expect(isSafeMediaKey('menu/1/a.webp')).toBe(true);
    expect(isSafeMediaKey('menu/../a.webp')).toBe(false);
    expect(isSafeMediaKey('/menu/a.webp')).toBe(false);
  });
});

describe('MEDIA_STORAGE=s3 in the app', () => {
  const fake = fakeS3('menu-pictures');
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    const { port } = fake.server.address() as AddressInfo;
    t = await createTestApp({
      env: {
        MEDIA_STORAGE: 's3',
        S3_BUCKET: 'menu-pictures',
        S3_ENDPOINT: `http://127.0.0.1:${port}`,
        S3_ACCESS_KEY_ID: 'AKIAAPP',
        S3_SECRET_ACCESS_KEY: 'app-secret',
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => fake.server.close(() => resolve()));
  });

  it('an uploaded picture lands in the bucket and is served at /media/ through the API', async () => {
    const { headers } = await createSignedInStaff(t, { role: 'owner' });
    const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#33c' } })
      .png()
      .toBuffer();
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/staff/menu/classifiers/1/image',
      headers: { ...headers, 'content-type': 'image/png' },
      payload: png,
    });
    expect(res.statusCode, res.body).toBe(200);
    const url = res.json().imageWebUrl as string;
    const key = url.replace('/media/', '');
    expect(fake.objects.get(key)?.contentType).toBe('image/webp');
    expect(fake.objects.has(key.replace('.webp', '-small.webp'))).toBe(true);
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
    expect((await t.app.inject({ method: 'GET', url: '/media/menu/1/missing.webp' })).statusCode).toBe(404);
    // Removing the picture deletes both objects from the bucket.
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/api/staff/menu/classifiers/1/image', headers })).statusCode,
    ).toBe(200);
    expect(fake.objects.has(key)).toBe(false);
  });
});

describe('local folder adapter', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'tavola-media-'));
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('writes under the folder, reads it back with its type, deletes it', async () => {
    const storage = localMediaStorage(root);
    await storage.put('menu/7/pic.webp', Buffer.from('pixels'), 'image/webp');
    await stat(path.join(root, 'menu', '7', 'pic.webp'));
    expect(await storage.get('menu/7/pic.webp')).toEqual({ body: Buffer.from('pixels'), contentType: 'image/webp' });
    await storage.delete('menu/7/pic.webp');
    expect(await storage.get('menu/7/pic.webp')).toBeNull();
    await storage.delete('menu/7/pic.webp'); // missing: not an error
    await expect(storage.get('../outside.webp')).rejects.toThrow(/unsafe/);
  });
});

describe('menuImageKeys', () => {
  it('names both files of an uploaded picture and nothing for seeded ones', () => {
    expect(menuImageKeys('/media/menu/3/0f1e2d3c-aaaa-bbbb-cccc-123456789abc.webp')).toEqual([
      'menu/3/0f1e2d3c-aaaa-bbbb-cccc-123456789abc.webp',
      'menu/3/0f1e2d3c-aaaa-bbbb-cccc-123456789abc-small.webp',
    ]);
    expect(menuImageKeys('/images/menu/margherita.jpg')).toEqual([]);
    expect(menuImageKeys(null)).toEqual([]);
  });
});
