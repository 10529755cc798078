// A new restaurant:
// - POST /api/operator/companies: the platform operator creates a company and invites its
//   first owner. Behind its own credential, OPERATOR_TOKEN (Authorization: Bearer ...), never a
//   staff or diner session; without OPERATOR_TOKEN configured the route answers 404.
// - PUT /api/operator/companies/{urlName}/endOfService: the operator ends (or resumes) a
//   company's service (spec 001 §4: diners then get start-error 1); same credential.
// - GET /api/staff/setup: the owner's setup checklist, each step computed by the server.
// - POST /api/staff/setup/copyDemoMenu: the "copy the demo menu" step.
import { invalidateCompanyVenueCache } from '../company/company-venue-cache';
import { createHash, timingSafeEqual } from 'node:crypto';
import { notFound, unauthorized } from '@tavola/domain/error-codes';
import {
  operatorCompanyInputSchema,
  operatorEndOfServiceSchema,
  setupChecklistSchema,
  urlNameSchema,
} from '@tavola/domain/venue-admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { errorResponses } from '../../lib/error-responses';
import { staffErrorResponses } from '../../lib/staff-error-responses';
import { requireStaff } from '../../plugins/staff-access';
import { setCompanyEndOfService } from './company-setup-repository';
import { copyDemoMenu } from './demo-menu-copy';
import { createCompanyWithOwner } from './new-company-service';
import { setupChecklist } from './setup-checklist';
import { STAFF_ACCESS } from '@tavola/domain/staff';

const owners = { staff: STAFF_ACCESS.setup } as const;
const security = [{ staffCookie: [] }];

export const OPERATOR_TOKEN_INVALID_MESSAGE = 'Credenziale dell’operatore mancante o non valida.';

/** Constant-time comparison of the bearer token with OPERATOR_TOKEN (hashes: equal lengths). */
function operatorTokenMatches(request: FastifyRequest, expected: string): boolean {
  const header = request.headers.authorization ?? '';
  const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : '';
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return given.length > 0 && timingSafeEqual(digest(given), digest(expected));
}

export const companySetupRoutes: FastifyPluginAsyncZod = async (app) => {
  const requireOperator = (request: FastifyRequest) => {
    const expected = app.config.OPERATOR_TOKEN;
    if (!expected) throw notFound('NOT_FOUND', 'Not found');
    if (!operatorTokenMatches(request, expected))
      throw unauthorized('OPERATOR_TOKEN_INVALID', OPERATOR_TOKEN_INVALID_MESSAGE);
  };

  app.put(
    '/operator/companies/:urlName/endOfService',
    {
      schema: {
        summary: "Platform operator: set or clear a company's end of service",
        description:
          'Authorization: Bearer OPERATOR_TOKEN (404 when not configured). endOfService: YYYY-MM-DD or null. From the day after, diners ' +
          'get start-error 1 (spec 001 §4), and more than 60 days later the marketing site. 404 for an unknown company.',
        tags: ['operator'],
        security: [{ bearer: [] }],
        params: z.object({ urlName: urlNameSchema }),
        body: operatorEndOfServiceSchema,
        response: { 200: z.object({ urlName: z.string(), endOfService: z.string().nullable() }), ...errorResponses },
      },
    },
    async (request) => {
      requireOperator(request);
      const updated = await setCompanyEndOfService(app.db, request.params.urlName, request.body.endOfService);
      if (!updated) throw notFound('COMPANY_NOT_FOUND', `L'azienda '${request.params.urlName}' non esiste.`);
      await invalidateCompanyVenueCache(app.db, updated.companyId);
      request.log.info(
        { urlName: updated.urlName, endOfService: updated.endOfService },
        'end of service set by the operator',
      );
      return { urlName: updated.urlName, endOfService: updated.endOfService };
    },
  );

  app.post(
    '/operator/companies',
    {
      schema: {
        summary: 'Platform operator: create a company and invite its first owner',
        description:
          'Authorization: Bearer OPERATOR_TOKEN. 404 when OPERATOR_TOKEN is not configured; 400 COMPANY_EXISTS when the urlName is taken.',
        tags: ['operator'],
        security: [{ bearer: [] }],
        body: operatorCompanyInputSchema,
        response: {
          200: z.object({ companyId: z.number().int(), urlName: z.string(), ownerStaffMemberId: z.number().int() }),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      requireOperator(request);
      const created = await createCompanyWithOwner(
        {
          db: app.db,
          mailer: app.mailer,
          now: app.now(),
          inviteTtlHours: app.config.STAFF_INVITE_TTL_HOURS,
          origin: app.config.publicOrigin,
        },
        request.body,
      );
      request.log.info({ companyId: created.companyId, urlName: created.urlName }, 'company created by the operator');
      return created;
    },
  );

  app.get(
    '/staff/setup',
    {
      config: owners,
      schema: {
        summary: "The owner's setup checklist (each step done or to do)",
        tags: ['staff: setup'],
        security,
        response: { 200: setupChecklistSchema, ...staffErrorResponses },
      },
    },
    async (request) => setupChecklist(app.db, requireStaff(request).companyId),
  );

  app.post(
    '/staff/setup/copyDemoMenu',
    {
      config: owners,
      schema: {
        summary: "Copy the demo company's menus into the owner's company",
        tags: ['staff: setup'],
        security,
        response: { 200: z.object({ menus: z.number().int() }), ...staffErrorResponses },
      },
    },
    async (request) => {
      const companyId = requireStaff(request).companyId;
      const copied = await copyDemoMenu(app.db, companyId);
      await app.menuChanges.notify(companyId);
      return copied;
    },
  );
};
