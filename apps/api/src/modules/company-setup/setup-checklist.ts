// The setup checklist a new restaurant's owner follows (issue #13, /staff/setup). Each step is
// computed here from what the company has, never remembered by the browser, so a step done on
// another screen (or by a colleague) shows as done on the next load:
// - company: the business name for the footer is filled in (brand screen /staff/company);
// - venue: the company has a venue;
// - hours: a venue has service times diners can order in (time frames);
// - menu: an enabled menu of the company has at least one product on sale;
// - payments: an enabled venue offers an order type with at least one accepted payment method.
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { parseAcceptedPayments, SETUP_STEPS, type SetupChecklist, type SetupStep } from '@tavola/domain/venue-admin';
import type { Db } from '../../db/database';
import { companies, menuClassifiers, menuWebs, products, seatWebs, timeFrames } from '../../db/schema';

export async function setupChecklist(db: Db, companyId: number): Promise<SetupChecklist> {
  const [company] = await db.select({ businessName: companies.businessName }).from(companies).where(eq(companies.companyId, companyId));
  const venues = await db.select().from(seatWebs).where(eq(seatWebs.companyId, companyId)).orderBy(seatWebs.sortOrder, seatWebs.seatWebId);
  const venueIds = venues.map((v) => v.seatWebId);
  const frames = venueIds.length === 0 ? [] : await db.select({ id: timeFrames.timeFrameWebId }).from(timeFrames).where(inArray(timeFrames.seatWebId, venueIds)).limit(1);
  const onSale = await db
    .select({ id: products.productWebId })
    .from(products)
    .innerJoin(menuClassifiers, eq(menuClassifiers.menuClassifierId, products.menuClassifierId))
    .innerJoin(menuWebs, eq(menuWebs.menuWebId, menuClassifiers.menuWebId))
    .where(and(eq(menuWebs.companyId, companyId), eq(menuWebs.enabled, true), eq(products.enabled, true), isNull(products.archivedAt)))
    .limit(1);
  const paying = venues.some(
    (v) =>
      v.enabled &&
      ((v.localOrderEnabled && parseAcceptedPayments(v.localOrderAcceptedPayments).length > 0) ||
        (v.takeawayEnabled && parseAcceptedPayments(v.takeawayAcceptedPayments).length > 0) ||
        (v.deliveryEnabled && parseAcceptedPayments(v.deliveryAcceptedPayments).length > 0)),
  );
  const done: Record<SetupStep, boolean> = {
    company: Boolean(company?.businessName?.trim()),
    venue: venues.length > 0,
    hours: frames.length > 0,
    menu: onSale.length > 0,
    payments: paying,
  };
  const steps = SETUP_STEPS.map((step) => ({ step, done: done[step] }));
  return { steps, firstSeatWebId: venues[0]?.seatWebId ?? null, complete: steps.every((s) => s.done) };
}
