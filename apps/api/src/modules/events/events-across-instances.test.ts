// Two API instances on one database: an order saved through one appears on a board
// connected to the other. Under `npm run test:pg` the second instance has its own pool and its
// own LISTEN connection to the same PostgreSQL database, so the event crosses connections
// exactly as between two server processes; on PGlite both share the embedded database.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase } from '../../db/database';
import { registeredCustomer } from '../../test/ordering-fixtures';
import { createTestApp } from '../../test/test-app';
import { demoLines, NOW, save, takeawayOrder } from '../order/order-test-helpers';
import { openEventStream } from '../order-board/sse-test-client';
import { createSignedInStaff } from '../staff-accounts/staff-test-helpers';

let first: Awaited<ReturnType<typeof createTestApp>>;
let second: Awaited<ReturnType<typeof createTestApp>>['app'];
let closeSecondDb: () => Promise<void> = async () => {};

beforeAll(async () => {
  first = await createTestApp({ now: () => NOW });
  const opened = first.databaseUrl ? await openDatabase({ databaseUrl: first.databaseUrl }) : null;
  closeSecondDb = async () => opened?.close();
  second = (await createTestApp({ now: () => NOW, database: { db: opened?.db ?? first.db, close: async () => {} } }))
    .app;
});
afterAll(async () => {
  await second?.close();
  await closeSecondDb();
  await first?.close();
});

it('an order saved through one instance reaches a board streaming from the other', async () => {
  const kitchen = await createSignedInStaff(first, { role: 'staff', seatWebIds: [2] });
  const address = await second.listen({ port: 0, host: '127.0.0.1' });
  // The board is connected to the second instance (the same session cookie works on both).
  const stream = openEventStream(`${address}/api/staff/venues/2/orders/events`, kitchen.headers);
  await stream.ready;

  const diner = await registeredCustomer(first.app, first.db, `istanze-${Date.now()}@example.com`, { seatWebId: 2 });
  const saved = await save(first.app, diner.token, takeawayOrder(await demoLines(first.db)));
  expect(saved.statusCode, saved.body).toBe(200);
  const orderId = String(saved.json().orderId);
  const message = await stream.waitFor((m) => (m.data as { subject: string }).subject === orderId);
  expect(message.event).toBe('order');
  expect((message.data as { data: { stage: string } }).data.stage).toBe('new');
  stream.close();
});
