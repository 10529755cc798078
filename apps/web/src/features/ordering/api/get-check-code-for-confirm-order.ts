// GET order/getCheckCodeForConfirmOrder?orderId (spec 000 §7): "text". The server answers an
// opaque, non-secret value; the secret goes only into the e-mail (docs/contract/README.md).
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

export function getCheckCodeForConfirmOrder(orderId: number): Promise<string> {
  return apiRequest('order/getCheckCodeForConfirmOrder', { query: { orderId }, schema: z.coerce.string() });
}
