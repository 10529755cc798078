// /api/staff/company: the owner's screen of the company's brand,
// legal texts, languages, white-label origins and booking numbers. Owners only (config.staff,
// plugins/staff-access.ts); the company is always the owner's own. Bodies are the domain's
// schemas, so a bad field is a 400 naming it and nothing is saved.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  COMPANY_IMAGE_KINDS,
  companySettingsSchema,
  companySettingsUpdateSchema,
} from '@tavola/domain/company-settings';
import { errorResponses } from '../../lib/error-responses';
import { staffErrorResponses } from '../../lib/staff-error-responses';
import { requireStaff } from '../../plugins/staff-access';
import { MENU_IMAGE_TYPES, storeMenuImage } from '../menu-admin/menu-images';
import { readCompanySettings, saveCompanyImage, saveCompanySettings } from './company-admin-service';
import { STAFF_ACCESS } from '@tavola/domain/staff';

const tags = ['staff-company'];
const security = [{ staffCookie: [] }];
const owners = { staff: STAFF_ACCESS.company } as const;
const responses = {
  ...staffErrorResponses,
  409: errorResponses[400].describe('StaleVersion: someone saved a newer version; reload and retry'),
};
const imageParams = z.object({ kind: z.enum(COMPANY_IMAGE_KINDS) });

export const companyAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const maxImageBytes = app.config.MENU_IMAGE_MAX_MB * 1024 * 1024;
  // Pictures arrive as the raw file, as in the menu back office (this plugin is encapsulated).
  app.addContentTypeParser(
    [...MENU_IMAGE_TYPES],
    { parseAs: 'buffer', bodyLimit: maxImageBytes },
    (_request, body, done) => done(null, body),
  );

  app.get(
    '/staff/company',
    {
      config: owners,
      schema: {
        summary: "The company's brand and legal settings",
        tags,
        security,
        response: { 200: companySettingsSchema, ...responses },
      },
    },
    async (request) => readCompanySettings(app.db, requireStaff(request).companyId),
  );

  app.put(
    '/staff/company',
    {
      config: owners,
      schema: {
        summary: "Save the company's brand and legal settings (version check: 409 when stale)",
        description:
          'vatNumber: an Italian partita IVA with a right check digit; allowedOrigins: https origins only (the white-label ' +
          'domains: the app opens this company there, CORS allows them, mailed links may point to them), each used by one ' +
          "company only and never this server's own origin (400); languageIds: the default first. Pictures are uploaded " +
          'with /staff/company/images/{kind}.',
        tags,
        security,
        body: companySettingsUpdateSchema,
        response: { 200: companySettingsSchema, ...responses },
      },
    },
    async (request) =>
      saveCompanySettings(app.db, requireStaff(request).companyId, request.body, app.config.publicOrigin),
  );

  app.put(
    '/staff/company/images/:kind',
    {
      config: owners,
      schema: {
        summary: 'Upload the logo, the home page banner or the home page image (the raw JPEG, PNG or WebP file)',
        tags,
        security,
        params: imageParams,
        body: z.instanceof(Buffer).describe('The picture file itself: JPEG, PNG or WebP'),
        response: { 200: companySettingsSchema, ...responses },
      },
    },
    async (request) => {
      const { companyId } = requireStaff(request);
      const stored = await storeMenuImage(app.mediaStorage, companyId, request.body, maxImageBytes, 'brand');
      return saveCompanyImage(app.db, companyId, request.params.kind, stored.imageWebUrl);
    },
  );

  app.delete(
    '/staff/company/images/:kind',
    {
      config: owners,
      schema: {
        summary: 'Remove the logo, the banner or the home page image',
        tags,
        security,
        params: imageParams,
        response: { 200: companySettingsSchema, ...responses },
      },
    },
    async (request) => saveCompanyImage(app.db, requireStaff(request).companyId, request.params.kind, null),
  );
};
