// The error bodies a staff route may answer with: the diners' set plus 403 (role
// or venue not allowed) and 429 (sign-in rate limit).
import { errorResponses } from './error-responses';

export const staffErrorResponses = {
  ...errorResponses,
  403: errorResponses[401].describe('Forbidden: the staff member’s role or venues do not allow the call'),
  429: errorResponses[401].describe('TooManyRequests'),
};
