// The offline test card's payments (test_card_payments): the only code of the test card that
// touches the database.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { testCardPayments } from '../../db/schema';

export type TestCardPaymentRow = typeof testCardPayments.$inferSelect;

export async function findTestCardPayment(db: Db, paymentId: string): Promise<TestCardPaymentRow | null> {
  const rows = await db.select().from(testCardPayments).where(eq(testCardPayments.paymentId, paymentId)).limit(1);
  return rows[0] ?? null;
}

export async function insertTestCardPayment(
  db: Db,
  values: { paymentId: string; companyId: number; orderId: number; amountCents: number; currency: string },
): Promise<TestCardPaymentRow> {
  const [row] = await db.insert(testCardPayments).values(values).returning();
  return row;
}

export async function setTestCardPaymentOutcome(
  db: Db,
  paymentId: string,
  outcome: { status: 'succeeded' | 'declined'; cardLast4: string; declineMessage: string | null; confirmedAt: Date },
): Promise<TestCardPaymentRow> {
  const [row] = await db
    .update(testCardPayments)
    .set(outcome)
    .where(eq(testCardPayments.paymentId, paymentId))
    .returning();
  return row;
}
