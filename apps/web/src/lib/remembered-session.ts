// "Customer id stored (encrypted) per company ... only when above 0 and the customer is
// confirmed or anonymous; removed on customer removal" (spec 001 §4, §9). A bare id must never
// sign anyone in (docs/contract/README.md), so what is kept is the server-signed session token naming the
// customer: revocable (logout, password change) and expiring. Startup sends it when this tab
// has no token of its own, and the server restores the customer only if it is still valid.
import { z } from 'zod';
import { storedValue } from './storage';

const remembered = (companyUrlName: string) =>
  storedValue('local', `CustomerSession_${companyUrlName.toLowerCase()}`, z.string().min(1));

export const rememberedSession = {
  get: (companyUrlName: string) => remembered(companyUrlName).get(),
  set: (companyUrlName: string, token: string) => remembered(companyUrlName).set(token),
  remove: (companyUrlName: string) => remembered(companyUrlName).remove(),
};
