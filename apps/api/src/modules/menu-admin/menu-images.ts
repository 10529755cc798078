// Product and classifier pictures uploaded from the back office: only JPEG, PNG or
// WebP, at most MENU_IMAGE_MAX_BYTES, decoded by sharp (so a renamed file or a corrupt one is
// refused), resized to a large and a small WebP and stored as menu/<company>/<uuid>.webp in the
// media storage MEDIA_STORAGE names (media-storage.ts: DATA_DIR/media or an S3 bucket).
// Served at /media/menu/... by the plugin below. Random names: nothing of the upload's own name
// reaches the store.
import { randomUUID } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type sharpModule from 'sharp';
import { badRequest } from '@tavola/domain/error-codes';
import { type MediaStorage, isSafeMediaKey } from './media-storage';

declare module 'fastify' {
  interface FastifyInstance {
    mediaStorage: MediaStorage;
  }
}

export const MENU_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** Longest side of the picture shown in the product detail, px. */
export const IMAGE_LARGE_SIZE = 1200;
/** Longest side of the list thumbnail (imageSmallWebUrl), px. */
export const IMAGE_SMALL_SIZE = 400;
/** Refuse decoding anything larger (a "pixel bomb"). */
const MAX_INPUT_PIXELS = 40_000_000;

export const IMAGE_TYPE_MESSAGE = "L'immagine deve essere un file JPEG, PNG o WebP.";
export const imageTooLargeMessage = (maxBytes: number) =>
  `L'immagine supera la dimensione massima di ${Math.round(maxBytes / 1024 / 1024)} MB.`;

export const MEDIA_PREFIX = '/media/';

export function mediaRoot(dataDir: string): string {
  return path.join(dataDir, 'media');
}

const invalidImage = (message: string) => badRequest('INVALID_IMAGE', message, [{ path: 'image', message }]);

export async function storeMenuImage(
  storage: MediaStorage,
  companyId: number,
  image: Buffer,
  maxBytes: number,
  /** Folder under media/ (the brand pictures use 'brand'). */
  area = 'menu',
): Promise<{ imageWebUrl: string; imageSmallWebUrl: string }> {
  if (image.length === 0) throw invalidImage(IMAGE_TYPE_MESSAGE);
  if (image.length > maxBytes) throw invalidImage(imageTooLargeMessage(maxBytes));
  // Loaded with the first picture, not at startup (a shorter cold start).
  const { default: sharp } = await import('sharp');
  let metadata: Awaited<ReturnType<ReturnType<typeof sharpModule>['metadata']>>;
  try {
    metadata = await sharp(image, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  } catch {
    throw invalidImage(IMAGE_TYPE_MESSAGE);
  }
  if (!metadata.format || !['jpeg', 'png', 'webp'].includes(metadata.format)) throw invalidImage(IMAGE_TYPE_MESSAGE);

  const folder = `${area}/${companyId}`;
  const name = randomUUID();
  const variants = [
    { file: `${name}.webp`, size: IMAGE_LARGE_SIZE },
    { file: `${name}-small.webp`, size: IMAGE_SMALL_SIZE },
  ];
  const outputs: Buffer[] = [];
  try {
    for (const v of variants) {
      // rotate(): apply the EXIF orientation of phone pictures before it is dropped.
      outputs.push(
        await sharp(image, { limitInputPixels: MAX_INPUT_PIXELS })
          .rotate()
          .resize({ width: v.size, height: v.size, fit: 'inside', withoutEnlargement: true })
          .webp({ quality: 80 })
          .toBuffer(),
      );
    }
  } catch {
    throw invalidImage(IMAGE_TYPE_MESSAGE);
  }
  // A storage failure (bucket down) is the server's problem, not the picture's: it stays a 5xx.
  for (const [index, v] of variants.entries()) await storage.put(`${folder}/${v.file}`, outputs[index], 'image/webp');
  const url = (file: string) => `${MEDIA_PREFIX}${folder}/${file}`;
  return { imageWebUrl: url(variants[0].file), imageSmallWebUrl: url(variants[1].file) };
}

/** The storage keys of a stored picture (its large and small file), from its /media/ URL; none for other URLs (seeded pictures). */
export function menuImageKeys(imageWebUrl: string | null | undefined): string[] {
  const match = imageWebUrl?.match(/^\/media\/([a-z]+\/\d+\/[0-9a-f-]+)(?:-small)?\.webp$/);
  if (!match) return [];
  return [`${match[1]}.webp`, `${match[1]}-small.webp`];
}

/** Removes a replaced or dropped picture; a failure is logged, never undoes the edit already saved. */
export async function deleteMenuImages(
  app: Pick<FastifyInstance, 'mediaStorage' | 'log'>,
  ...urls: (string | null | undefined)[]
): Promise<void> {
  for (const key of new Set(urls.flatMap(menuImageKeys))) {
    try {
      await app.mediaStorage.delete(key);
    } catch (err) {
      app.log.warn({ err, key }, 'could not delete a replaced menu picture');
    }
  }
}

/**
 * Serves the stored pictures at /media/ (random names; a week of browser cache): straight from
 * the folder for local storage, read through the S3 API for a bucket (so the bucket stays
 * private and the URLs are the same whatever the store).
 */
export const menuMediaPlugin = fp(async (app: FastifyInstance, opts: { dataDir: string; storage: MediaStorage }) => {
  app.decorate('mediaStorage', opts.storage);
  if (opts.storage.kind === 'local') {
    const root = mediaRoot(opts.dataDir);
    await mkdir(root, { recursive: true });
    await app.register(fastifyStatic, {
      root,
      prefix: MEDIA_PREFIX,
      decorateReply: false,
      maxAge: '7d',
      index: false,
      list: false,
    });
    return;
  }
  app.get(`${MEDIA_PREFIX}*`, { schema: { hide: true } }, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    const found = isSafeMediaKey(key) ? await opts.storage.get(key) : null;
    if (!found) return reply.code(404).send({ error: 'NOT_FOUND', message: 'Immagine non trovata.' });
    return reply
      .header('content-type', found.contentType)
      .header('cache-control', 'public, max-age=604800')
      .send(found.body);
  });
});
