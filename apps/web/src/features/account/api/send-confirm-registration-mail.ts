// POST account/SendConfirmRegistrationMail (spec 001 §7): the server mails a link to
// redirectUri with a one-time check code it adds itself.
import { apiRequest } from '../../../lib/api-client';

export function sendConfirmRegistrationMail(customerId: number, redirectUri: string): Promise<unknown> {
  return apiRequest('account/SendConfirmRegistrationMail', { method: 'POST', body: { customerId, redirectUri } });
}
