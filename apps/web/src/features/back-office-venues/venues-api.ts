// Calls of the venues back office and the setup checklist (issue #13): /api/staff/venues and
// /api/staff/setup, same origin, the staff session cookie goes by itself. Responses are parsed
// with the domain's schemas.
import { z } from 'zod';
import { DEFAULT_ERROR_MESSAGE } from '@tavola/domain/error-codes';
import { adminVenueSchema, setupChecklistSchema, venueRemovalSchema, type VenueInput } from '@tavola/domain/venue-admin';
import { ApiError } from '../../lib/api-client';

const BASE = '/api/staff';
export const VENUES_KEY = ['staff', 'venues-admin'] as const;
export const SETUP_KEY = ['staff', 'setup'] as const;

async function call<T>(path: string, schema: z.ZodType<T>, init: { method?: string; body?: unknown; raw?: File } = {}): Promise<T> {
  let res: Response;
  try {
    res = await fetch(`${BASE}/${path}`, {
      method: init.method ?? 'GET',
      credentials: 'same-origin',
      headers: init.raw
        ? { accept: 'application/json', 'content-type': init.raw.type }
        : init.body === undefined
          ? { accept: 'application/json' }
          : { accept: 'application/json', 'content-type': 'application/json' },
      body: init.raw ?? (init.body === undefined ? undefined : JSON.stringify(init.body)),
    });
  } catch {
    throw new ApiError(0, DEFAULT_ERROR_MESSAGE);
  }
  const text = await res.text();
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  if (!res.ok) {
    const body = (json ?? {}) as { message?: string; code?: string; fields?: { path: string; message: string }[] };
    throw new ApiError(res.status, body.message ?? DEFAULT_ERROR_MESSAGE, body.code, body.fields);
  }
  return schema.parse(json);
}

export const venuesApi = {
  list: () => call('venues', z.array(adminVenueSchema)),
  get: (seatWebId: number) => call(`venues/${seatWebId}`, adminVenueSchema),
  create: (input: VenueInput) => call('venues', adminVenueSchema, { method: 'POST', body: input }),
  update: (seatWebId: number, version: number, input: VenueInput) => call(`venues/${seatWebId}`, adminVenueSchema, { method: 'PUT', body: { ...input, version } }),
  remove: (seatWebId: number) => call(`venues/${seatWebId}`, venueRemovalSchema, { method: 'DELETE' }),
  uploadLogo: (file: File) => call('venues/logo', z.object({ logo: z.string() }), { method: 'POST', raw: file }),
  setup: () => call('setup', setupChecklistSchema),
  copyDemoMenu: () => call('setup/copyDemoMenu', z.object({ menus: z.number() }), { method: 'POST' }),
};
