// Calls of the venues back office and the setup checklist: /api/staff/venues and
// /api/staff/setup, same origin, the staff session cookie goes by itself. Responses are parsed
// with the domain's schemas.
import { z } from 'zod';
import {
  adminVenueSchema,
  setupChecklistSchema,
  venueRemovalSchema,
  type VenueInput,
} from '@tavola/domain/venue-admin';
import { staffCall } from '../../lib/staff-api-call';

export const VENUES_KEY = ['staff', 'venues-admin'] as const;
export const SETUP_KEY = ['staff', 'setup'] as const;

const call = staffCall;

export const venuesApi = {
  list: () => call('venues', z.array(adminVenueSchema)),
  get: (seatWebId: number) => call(`venues/${seatWebId}`, adminVenueSchema),
  create: (input: VenueInput) => call('venues', adminVenueSchema, { method: 'POST', body: input }),
  update: (seatWebId: number, version: number, input: VenueInput) =>
    call(`venues/${seatWebId}`, adminVenueSchema, { method: 'PUT', body: { ...input, version } }),
  remove: (seatWebId: number) => call(`venues/${seatWebId}`, venueRemovalSchema, { method: 'DELETE' }),
  uploadLogo: (file: File) => call('venues/logo', z.object({ logo: z.string() }), { method: 'POST', raw: file }),
  setup: () => call('setup', setupChecklistSchema),
  copyDemoMenu: () => call('setup/copyDemoMenu', z.object({ menus: z.number() }), { method: 'POST' }),
};
