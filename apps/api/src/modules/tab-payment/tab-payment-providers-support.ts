// What the tab's provider tests share: a tab of two with one round (Anna 18 €, Bruno 12 €), and
// the diner's calls (start a payment of a share, complete it, read the balance) through the app.
import { expect } from 'vitest';
import type { ProviderTest } from '../payment/provider-test-helpers';
import { addRound, createTestTab, tabHeaders, type TestTab } from './tab-payment-test-helpers';

export function tabCalls(p: () => ProviderTest, method: string) {
  let keys = 0;
  return {
    async tabOfTwo(): Promise<TestTab> {
      const tab = await createTestTab(p().t.db, { names: ['Anna', 'Bruno'] });
      await addRound(p().t.db, tab, [
        { participantId: tab.participants[0].participantId, amountCents: 1800 },
        { participantId: tab.participants[1].participantId, amountCents: 1200 },
      ]);
      return tab;
    },
    start: (token: string, body: Record<string, unknown>) =>
      p().t.app.inject({
        method: 'POST',
        url: '/api/tableTab/payments',
        headers: tabHeaders(token),
        payload: { idempotencyKey: `${method}-key-${++keys}-${Date.now()}`, method, ...body },
      }),
    complete: (token: string, id: number, body?: Record<string, unknown>) =>
      p().t.app.inject({
        method: 'POST',
        url: `/api/tableTab/payments/${id}/complete`,
        headers: tabHeaders(token),
        ...(body ? { payload: body } : {}),
      }),
    async balance(token: string) {
      const res = await p().t.app.inject({ method: 'GET', url: '/api/tableTab/payments', headers: tabHeaders(token) });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as {
        remainingCents: number;
        pendingCents: number;
        paidCents: number;
        methods: Array<{ method: string; simulated: boolean; scriptUrl?: string }>;
      };
    },
  };
}
