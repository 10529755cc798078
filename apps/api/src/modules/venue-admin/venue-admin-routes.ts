// /api/staff/venues: the venues back office. Who may call each route is its
// config.staff (plugins/staff-access.ts): owners create and remove venues and reach every one;
// managers read and edit their own venues (decision 009). Bodies are the domain's schemas
// (packages/domain venue-admin.ts), so a bad field gets a 400 naming it and changes nothing.
import { invalidateCompanyVenueCache } from '../company/company-venue-cache';
import { queryId } from '@tavola/domain/primitives';
import { adminVenueSchema, venueInputSchema, venueRemovalSchema, venueUpdateSchema } from '@tavola/domain/venue-admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/error-responses';
import { staffErrorResponses } from '../../lib/staff-error-responses';
import { requireStaff } from '../../plugins/staff-access';
import { MENU_IMAGE_TYPES, storeMenuImage } from '../menu-admin/menu-images';
import { announceHoursChanged } from '../time-frame/hours-changes';
import * as service from './venue-admin-service';
import { STAFF_ACCESS } from '@tavola/domain/staff';

const tags = ['staff: venues'];
const security = [{ staffCookie: [] }];
const responses = {
  ...staffErrorResponses,
  409: errorResponses[400].describe('StaleVersion: someone saved a newer version; reload and retry'),
};
const managers = { staff: STAFF_ACCESS.venues } as const;
const owners = { staff: { role: 'owner', scope: 'company' } } as const;
const venueManagers = { staff: STAFF_ACCESS.venueSettings } as const;
const venueOwners = { staff: { role: 'owner', scope: 'venue' } } as const;
const params = z.object({ seatWebId: queryId() });

export const venueAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx: service.VenueAdminContext = {
    db: app.db,
    maps: app.maps,
    now: () => app.now(),
    // What the diners' side keeps (venue rows, menu documents, slot lists) is dropped here
    // and, through NOTIFY after the commit, in every other process.
    venueChanged: async (companyId, seatWebId) => {
      await invalidateCompanyVenueCache(app.db, companyId);
      await announceHoursChanged(app.db, app.db, seatWebId);
      await app.menuChanges.notify(companyId);
    },
  };
  const maxImageBytes = app.config.MENU_IMAGE_MAX_MB * 1024 * 1024;
  app.addContentTypeParser(
    [...MENU_IMAGE_TYPES],
    { parseAs: 'buffer', bodyLimit: maxImageBytes },
    (_request, body, done) => done(null, body),
  );

  app.get(
    '/staff/venues',
    {
      config: managers,
      schema: {
        summary: 'The venues the member manages (owner: all of them)',
        tags,
        security,
        response: { 200: z.array(adminVenueSchema), ...responses },
      },
    },
    async (request) => service.listVenues(ctx, requireStaff(request)),
  );
  app.post(
    '/staff/venues',
    {
      config: owners,
      schema: {
        summary: 'Create a venue (owner); the address is geocoded into its coordinates',
        tags,
        security,
        body: venueInputSchema,
        response: { 200: adminVenueSchema, ...responses },
      },
    },
    async (request) => service.createVenue(ctx, requireStaff(request), request.body),
  );
  app.get(
    '/staff/venues/:seatWebId',
    {
      config: venueManagers,
      schema: { summary: 'One venue', tags, security, params, response: { 200: adminVenueSchema, ...responses } },
    },
    async (request) => service.getVenue(ctx, requireStaff(request), request.params.seatWebId),
  );
  app.put(
    '/staff/venues/:seatWebId',
    {
      config: venueManagers,
      schema: {
        summary: 'Update a venue (version check: 409 when stale)',
        tags,
        security,
        params,
        body: venueUpdateSchema,
        response: { 200: adminVenueSchema, ...responses },
      },
    },
    async (request) => service.updateVenue(ctx, requireStaff(request), request.params.seatWebId, request.body),
  );
  app.delete(
    '/staff/venues/:seatWebId',
    {
      config: venueOwners,
      schema: {
        summary: 'Remove a venue (owner)',
        description: 'A venue with orders or future bookings is disabled instead of deleted (outcome says which).',
        tags,
        security,
        params,
        response: { 200: venueRemovalSchema, ...responses },
      },
    },
    async (request) => service.removeVenue(ctx, requireStaff(request), request.params.seatWebId),
  );
  app.post(
    '/staff/venues/logo',
    {
      config: managers,
      schema: {
        summary: 'Upload a venue logo (JPEG, PNG or WebP); answers the URL to save in the venue',
        tags,
        security,
        body: z.instanceof(Buffer).describe('The picture file itself: JPEG, PNG or WebP'),
        response: { 200: z.object({ logo: z.string() }), ...responses },
      },
    },
    async (request) => {
      const stored = await storeMenuImage(
        app.mediaStorage,
        requireStaff(request).companyId,
        request.body,
        maxImageBytes,
      );
      return { logo: stored.imageSmallWebUrl };
    },
  );
};
