// Product and classifier pictures uploaded from the back office (issue #12): only JPEG, PNG or
// WebP, at most MENU_IMAGE_MAX_BYTES, decoded by sharp (so a renamed file or a corrupt one is
// refused), resized to a large and a small WebP and stored under DATA_DIR/media/menu/<company>/.
// Served at /media/menu/... by the route plugin. Random names: nothing of the upload's own name
// reaches the disk.
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import sharp from 'sharp';
import { badRequest } from '@tavola/domain/error-codes';

export const MENU_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** Longest side of the picture shown in the product detail, px. */
export const IMAGE_LARGE_SIZE = 1200;
/** Longest side of the list thumbnail (imageSmallWebUrl), px. */
export const IMAGE_SMALL_SIZE = 400;
/** Refuse decoding anything larger (a "pixel bomb"). */
const MAX_INPUT_PIXELS = 40_000_000;

export const IMAGE_TYPE_MESSAGE = "L'immagine deve essere un file JPEG, PNG o WebP.";
export const imageTooLargeMessage = (maxBytes: number) => `L'immagine supera la dimensione massima di ${Math.round(maxBytes / 1024 / 1024)} MB.`;

export const MEDIA_PREFIX = '/media/';

export function mediaRoot(dataDir: string): string {
  return path.join(dataDir, 'media');
}

const invalidImage = (message: string) => badRequest('INVALID_IMAGE', message, [{ path: 'image', message }]);

export async function storeMenuImage(
  dataDir: string,
  companyId: number,
  image: Buffer,
  maxBytes: number,
  /** Folder under media/ (the brand pictures of issue #13 use 'brand'). */
  area = 'menu',
): Promise<{ imageWebUrl: string; imageSmallWebUrl: string }> {
  if (image.length === 0) throw invalidImage(IMAGE_TYPE_MESSAGE);
  if (image.length > maxBytes) throw invalidImage(imageTooLargeMessage(maxBytes));
  let metadata: Awaited<ReturnType<ReturnType<typeof sharp>['metadata']>>;
  try {
    metadata = await sharp(image, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  } catch {
    throw invalidImage(IMAGE_TYPE_MESSAGE);
  }
  if (!metadata.format || !['jpeg', 'png', 'webp'].includes(metadata.format)) throw invalidImage(IMAGE_TYPE_MESSAGE);

  const folder = path.join(area, String(companyId));
  await mkdir(path.join(mediaRoot(dataDir), folder), { recursive: true });
  const name = randomUUID();
  const variants = [
    { file: `${name}.webp`, size: IMAGE_LARGE_SIZE },
    { file: `${name}-small.webp`, size: IMAGE_SMALL_SIZE },
  ];
  try {
    for (const v of variants) {
      // rotate(): apply the EXIF orientation of phone pictures before it is dropped.
      const out = await sharp(image, { limitInputPixels: MAX_INPUT_PIXELS })
        .rotate()
        .resize({ width: v.size, height: v.size, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer();
      await writeFile(path.join(mediaRoot(dataDir), folder, v.file), out);
    }
  } catch {
    throw invalidImage(IMAGE_TYPE_MESSAGE);
  }
  const url = (file: string) => `${MEDIA_PREFIX}${folder.split(path.sep).join('/')}/${file}`;
  return { imageWebUrl: url(variants[0].file), imageSmallWebUrl: url(variants[1].file) };
}

/** Serves the stored pictures at /media/ (random names; a week of browser cache). */
export const menuMediaPlugin = fp(async (app: FastifyInstance, opts: { dataDir: string }) => {
  const root = mediaRoot(opts.dataDir);
  await mkdir(root, { recursive: true });
  await app.register(fastifyStatic, { root, prefix: MEDIA_PREFIX, decorateReply: false, maxAge: '7d', index: false, list: false });
});
