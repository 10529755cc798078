// language/* calls of spec 001 §7.
import { plainText } from '@tavola/domain/primitives';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { languageSchema } from '@tavola/domain/entities';
import { notFound } from '@tavola/domain/error-codes';
import { errorResponses } from '../../lib/error-responses';
import { requireSession } from '../../plugins/session';
import { findLanguageByLocale, listCompanyLanguages } from './language-repository';

export const languageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/language/getCompanyLanguages',
    {
      schema: {
        summary: "The languages the session's company offers",
        tags: ['language'],
        security: [{ bearer: [] }],
        response: { 200: z.array(languageSchema), ...errorResponses },
      },
    },
    async (request) => listCompanyLanguages(app.db, requireSession(request).companyId),
  );

  app.get(
    '/language/getLanguageByLocale',
    {
      schema: {
        summary: 'A language by its locale code (it, en, it-IT...)',
        tags: ['language'],
        querystring: z.object({ locale: plainText().trim().min(2).max(20) }),
        response: { 200: languageSchema, ...errorResponses },
      },
    },
    async (request) => {
      const language = await findLanguageByLocale(app.db, request.query.locale);
      if (!language) throw notFound('LANGUAGE_NOT_FOUND', `Lingua non disponibile: ${request.query.locale}`);
      return language;
    },
  );
};
