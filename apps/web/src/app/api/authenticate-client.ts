// POST account/authenticateClient (spec 001 §4 startup, §7). The session token comes back
// in the Authorization response header, which apiRequest stores.
import {
  authenticateClientResponseSchema,
  type AuthenticateClientRequest,
  type AuthenticateClientResponse,
} from '@tavola/domain/entities';
import { apiRequest } from '../../lib/api-client';

export function authenticateClient(request: AuthenticateClientRequest): Promise<AuthenticateClientResponse> {
  return apiRequest('account/authenticateClient', {
    method: 'POST',
    body: request,
    schema: authenticateClientResponseSchema,
    // Startup shows 'Applicazione non autenticata!' for a 401 (spec 001 §8) instead of reloading.
    reloadOnUnauthorized: false,
  });
}
