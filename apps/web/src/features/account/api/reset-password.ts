// The forgot-password calls of spec 001 §7: getCheckCodeForResetPassword (an opaque request
// reference; the real secret only travels by e-mail), sendResetPasswordMailToCustomer, and
// resetCustomerPassword (sent as a POST body so the password never sits in a URL).
import type { ResetCustomerPasswordRequest } from '@tavola/domain/account';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

export function getCheckCodeForResetPassword(customerEmail: string): Promise<string> {
  return apiRequest('account/getCheckCodeForResetPassword', { query: { customerEmail }, schema: z.string() });
}

export function sendResetPasswordMailToCustomer(customerEmail: string, redirectUri: string): Promise<unknown> {
  return apiRequest('account/sendResetPasswordMailToCustomer', {
    method: 'POST',
    body: { customerEmail, redirectUri },
  });
}

export function resetCustomerPassword(request: ResetCustomerPasswordRequest): Promise<boolean> {
  return apiRequest('account/resetCustomerPassword', { method: 'POST', body: request, schema: z.boolean() });
}
