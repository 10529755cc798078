// Helpers for the ordering API tests: sessions with a venue and a customer, and the
// demo menu's products looked up by name (ids are the seed's, but names read better).
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { ingredients, menuClassifiers, products } from '../db/schema';
import { authenticate, type createTestApp } from './test-app';

type App = Awaited<ReturnType<typeof createTestApp>>['app'];

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}

export function tokenOf(res: { headers: Record<string, unknown> }): string {
  return String(res.headers.authorization ?? '').replace(/^Bearer /, '');
}

/** A session on a venue of the demo company (no customer). */
export async function venueSession(app: App, seatWebId = 1, companyUrlName = 'demo'): Promise<string> {
  const { token } = await authenticate(app, { companyUrlName, seatWebId });
  return token;
}

export const consents = { adultDeclarationChecked: true, privacyAccepted: true, serviceTermsAccepted: true };

/** completeCustomerRegistration as an anonymous diner; returns the new token and the customer. */
export async function anonymousCustomer(app: App, email: string, seatWebId = 1, token?: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/account/completeCustomerRegistration',
    headers: bearer(token ?? (await venueSession(app, seatWebId))),
    payload: { customerId: 0, email, telephoneNumber1: '+39 333 1234567', ...consents },
  });
  if (res.statusCode !== 200) throw new Error(`completeCustomerRegistration failed: ${res.statusCode} ${res.body}`);
  return { token: tokenOf(res), customer: res.json() as { customerId: number; email: string } };
}

/** A product of a menu by its description. */
export async function productOn(db: Db, menuWebId: number, description: string) {
  const rows = await db
    .select({ productWebId: products.productWebId, unitPriceCents: products.unitPriceCents })
    .from(products)
    .innerJoin(menuClassifiers, eq(menuClassifiers.menuClassifierId, products.menuClassifierId))
    .where(and(eq(menuClassifiers.menuWebId, menuWebId), eq(products.description, description)));
  if (!rows[0]) throw new Error(`no product '${description}' on menu ${menuWebId}`);
  return rows[0];
}

/** An ingredient of company 1 by description. */
export async function ingredient(db: Db, description: string) {
  const rows = await db
    .select()
    .from(ingredients)
    .where(and(eq(ingredients.companyId, 1), eq(ingredients.description, description)));
  if (!rows[0]) throw new Error(`no ingredient '${description}'`);
  return rows[0];
}

/** A registered customer of company 1 signed into a session on a venue (confirmed unless told). */
export async function registeredCustomer(
  app: App,
  db: Db,
  email: string,
  opts: { seatWebId?: number; confirmed?: boolean } = {},
) {
  const { customers } = await import('../db/schema');
  const [row] = await db
    .insert(customers)
    .values({
      companyId: 1,
      email,
      isAnonymous: false,
      hasAccount: true,
      confirmed: opts.confirmed ?? true,
      passwordHash: 'x',
      firstName: 'Anna',
      telephoneNumber1: '333',
    })
    .returning();
  const headers: Record<string, string> = {};
  const token = await app.issueSession({ header: (name: string, value: string) => (headers[name] = value) } as never, {
    companyId: 1,
    seatWebId: opts.seatWebId ?? 1,
    seatWebFixed: false,
    languageId: 1,
    customerId: row.customerId,
  });
  return { token, customer: row };
}
