// POST account/logout (ours; the spec's logout only forgets the customer on the client): the
// server revokes every token naming the customer and answers with a fresh anonymous one.
import { apiRequest } from '../../../lib/api-client';

export function logout(): Promise<unknown> {
  return apiRequest('account/logout', { method: 'POST', body: {} });
}
