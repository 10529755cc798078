// Where uploaded menu pictures live ("stored under DATA_DIR (or an S3-compatible
// bucket by config)"). One small interface, two adapters chosen by MEDIA_STORAGE: a local
// folder (DATA_DIR/media, the default, nothing to set up) or an S3 bucket through the official
// SDK (AWS, or any S3-compatible store such as MinIO or Ceph via S3_ENDPOINT and path-style
// addressing). Keys are relative paths like `menu/<company>/<uuid>.webp`; the public URL is
// always /media/<key>, served by this API from whichever store holds it.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { S3Client } from '@aws-sdk/client-s3';

export interface StoredMedia {
  body: Buffer;
  contentType: string;
}

export interface MediaStorage {
  readonly kind: 'local' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Null when no such key. */
  get(key: string): Promise<StoredMedia | null>;
  /** Removing a missing key is not an error. */
  delete(key: string): Promise<void>;
}

/** Keys are made by the server (random names) but checked anyway: no `..`, no absolute paths. */
export function isSafeMediaKey(key: string): boolean {
  return /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/.test(key) && !key.split('/').includes('..');
}

function assertSafeKey(key: string): void {
  if (!isSafeMediaKey(key)) throw new Error(`unsafe media key: ${key}`);
}

const CONTENT_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
};

/** DATA_DIR/media: the files are also served directly by @fastify/static (menu-images.ts). */
export function localMediaStorage(root: string): MediaStorage {
  const file = (key: string) => {
    assertSafeKey(key);
    return path.join(root, ...key.split('/'));
  };
  return {
    kind: 'local',
    async put(key, body) {
      const target = file(key);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, body);
    },
    async get(key) {
      try {
        const target = file(key);
        return {
          body: await readFile(target),
          contentType: CONTENT_TYPES[path.extname(target)] ?? 'application/octet-stream',
        };
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async delete(key) {
      await rm(file(key), { force: true });
    },
  };
}

export interface S3MediaOptions {
  bucket: string;
  region: string;
  /** An S3-compatible store's URL (MinIO, Ceph, a local fake); unset: AWS. */
  endpoint?: string;
  /** Bucket in the path (http://host/bucket/key) instead of the host name: most S3-compatible stores need it. */
  forcePathStyle: boolean;
  /** Unset: the SDK's default chain (environment, instance role...). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Keys are stored under this prefix inside the bucket (e.g. `tavola/`). */
  prefix?: string;
}

export function s3MediaStorage(options: S3MediaOptions): MediaStorage {
  // The AWS SDK loads with the first picture stored or read, not at startup (about
  // 110 ms of a cold start).
  let loaded: Promise<{ s3: typeof import('@aws-sdk/client-s3'); client: S3Client }> | undefined;
  const sdk = () =>
    (loaded ??= import('@aws-sdk/client-s3').then((s3) => ({
      s3,
      client: new s3.S3Client({
        region: options.region,
        endpoint: options.endpoint,
        forcePathStyle: options.forcePathStyle,
        credentials: options.credentials,
        // Checksums only where S3 requires them: several S3-compatible stores refuse the newer
        // default trailing CRC32 checksums of PutObject.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      }),
    })));
  const objectKey = (key: string) => {
    assertSafeKey(key);
    return `${options.prefix ?? ''}${key}`;
  };
  return {
    kind: 's3',
    async put(key, body, contentType) {
      const { s3, client } = await sdk();
      await client.send(
        new s3.PutObjectCommand({
          Bucket: options.bucket,
          Key: objectKey(key),
          Body: body,
          ContentType: contentType,
          CacheControl: 'public, max-age=604800',
        }),
      );
    },
    async get(key) {
      const { s3, client } = await sdk();
      try {
        const out = await client.send(new s3.GetObjectCommand({ Bucket: options.bucket, Key: objectKey(key) }));
        if (!out.Body) return null;
        return {
          body: Buffer.from(await out.Body.transformToByteArray()),
          contentType: out.ContentType ?? 'application/octet-stream',
        };
      } catch (err) {
        if (err instanceof s3.NoSuchKey) return null;
        if (err instanceof s3.S3ServiceException && err.$metadata.httpStatusCode === 404) return null;
        throw err;
      }
    },
    async delete(key) {
      const { s3, client } = await sdk();
      await client.send(new s3.DeleteObjectCommand({ Bucket: options.bucket, Key: objectKey(key) }));
    },
  };
}

export interface MediaStorageConfig {
  MEDIA_STORAGE: 'local' | 's3';
  S3_BUCKET?: string;
  S3_REGION: string;
  S3_ENDPOINT?: string;
  S3_FORCE_PATH_STYLE?: boolean;
  S3_ACCESS_KEY_ID?: string;
  S3_SECRET_ACCESS_KEY?: string;
  S3_PREFIX?: string;
  dataDir: string;
}

/** The adapter MEDIA_STORAGE names (config.ts has already required S3_BUCKET for s3). */
export function createMediaStorage(config: MediaStorageConfig): MediaStorage {
  if (config.MEDIA_STORAGE === 'local') return localMediaStorage(path.join(config.dataDir, 'media'));
  return s3MediaStorage({
    bucket: config.S3_BUCKET ?? '',
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    // An own endpoint is nearly always an S3-compatible store, which wants path-style.
    forcePathStyle: config.S3_FORCE_PATH_STYLE ?? config.S3_ENDPOINT !== undefined,
    credentials:
      config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY }
        : undefined,
    prefix: config.S3_PREFIX,
  });
}
