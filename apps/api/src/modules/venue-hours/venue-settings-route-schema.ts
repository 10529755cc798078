// What the venue-settings routes (hours and booking capacity) declare alike: the
// OpenAPI tag, the staff cookie, the venue in the path, who may call them (owners; managers of
// the venue: config.staff, plugins/staff-access.ts) and the answers, 409 included.
import { queryId } from '@tavola/domain/primitives';
import type { ZodType } from 'zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/error-responses';
import { staffErrorResponses } from '../../lib/staff-error-responses';
import { STAFF_ACCESS } from '@tavola/domain/staff';

/** tags, security and params of every venue-settings route schema. */
export const venueSettingsSchema = {
  tags: ['staff: venue settings'],
  security: [{ staffCookie: [] }],
  params: z.object({ seatWebId: queryId() }),
};

/** Owners, and managers of the venue in the path; staff members run the boards only (decision 009): 403. */
export const venueEditors = { staff: STAFF_ACCESS.venueSettings } as const;

/** 200 the document, the staff errors, and 409 (described per document). */
export function venueSettingsResponses<T extends ZodType>(
  document: T,
  conflict = 'StaleVersion: someone saved a newer version; reload and retry',
) {
  return { 200: document, ...staffErrorResponses, 409: errorResponses[400].describe(conflict) };
}
