// GET /api/company/{urlName}/manifest.webmanifest and its icons (web-manifest.ts). The app's
// page links the manifest of the company it opens (settings/app-page-head.ts). The icons are
// drawn from the logo once per logo and size and kept in memory.
import fs from 'node:fs';
import path from 'node:path';
import { notFound } from '@tavola/domain/error-codes';
import { plainText } from '@tavola/domain/primitives';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/error-responses';
import { ICON_FILES, backgroundColorOf, manifestOf, webAppManifestSchema, type IconFile } from './web-manifest';

const COMPANY_NOT_FOUND_MESSAGE = 'Azienda non trovata.';
const KEPT_ICONS = 200;
const urlNameParam = plainText().min(1).max(100);

export const webManifestRoutes: FastifyPluginAsyncZod = async (app) => {
  const productIcon = path.join(app.config.repoRoot, 'apps/api/assets/app-icon.svg');
  const icons = new Map<string, Buffer>();

  const companyOf = async (urlName: string) => {
    const company = await app.companyVenueCache.companyByUrlName(urlName);
    if (!company || company.obsolete) throw notFound('COMPANY_NOT_FOUND', COMPANY_NOT_FOUND_MESSAGE);
    return company;
  };

  /** The logo's bytes when this server serves it (/images, /media), else null. */
  const logoBytes = async (logo: string | null): Promise<Buffer | null> => {
    if (!logo || !logo.startsWith('/') || logo.startsWith('//')) return null;
    const res = await app.inject({ method: 'GET', url: logo });
    return res.statusCode === 200 ? res.rawPayload : null;
  };

  const draw = async (logo: string | null, background: string, file: IconFile): Promise<Buffer> => {
    const { default: sharp } = await import('sharp');
    const { size, maskable } = ICON_FILES[file];
    const source = (await logoBytes(logo)) ?? fs.readFileSync(productIcon);
    // A maskable icon keeps its picture inside the middle 80% the launcher may crop to.
    const inner = maskable ? Math.round(size * 0.7) : size;
    const picture = await sharp(source, { density: 300 })
      .resize(inner, inner, { fit: 'contain', background })
      .png()
      .toBuffer();
    if (!maskable) return sharp(picture).flatten({ background }).png().toBuffer();
    return sharp({ create: { width: size, height: size, channels: 4, background } })
      .composite([{ input: picture, gravity: 'center' }])
      .png()
      .toBuffer();
  };

  app.get(
    '/company/:urlName/manifest.webmanifest',
    {
      schema: {
        summary: "The installable app's manifest of a company: its name, colours and icons",
        tags: ['settings'],
        params: z.object({ urlName: urlNameParam }),
        response: { 200: webAppManifestSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const company = await companyOf(request.params.urlName);
      // Browsers look again now and then; a brand change reaches an installed app within minutes.
      reply.header('cache-control', 'public, max-age=300').type('application/manifest+json');
      return manifestOf(company);
    },
  );

  app.get(
    '/company/:urlName/icons/:file',
    {
      schema: {
        summary: "The installable app's icon of a company (its logo, square PNG)",
        tags: ['settings'],
        params: z.object({ urlName: urlNameParam, file: z.enum(Object.keys(ICON_FILES) as [IconFile, ...IconFile[]]) }),
        querystring: z.object({ v: z.string().max(20).optional() }),
        response: { 200: z.any().describe('A PNG image of the size its name says'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const company = await companyOf(request.params.urlName);
      const background = backgroundColorOf(company);
      const key = `${company.companyId}\n${company.logo ?? ''}\n${background}\n${request.params.file}`;
      let png = icons.get(key);
      if (!png) {
        png = await draw(company.logo, background, request.params.file);
        if (icons.size >= KEPT_ICONS) icons.delete(icons.keys().next().value as string);
        icons.set(key, png);
      }
      reply.header('cache-control', 'public, max-age=86400').type('image/png');
      return reply.send(png);
    },
  );
};
