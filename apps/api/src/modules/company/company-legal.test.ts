// The company call carries the legal texts the footer links (migration 0008).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('company legal details', () => {
  it('answers the privacy policy, the service terms and the legal information', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/account/authenticateClient',
      payload: { companyUrlName: 'demo' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { company } = res.json();
    expect(company.businessName).toBe('Da Tavola S.r.l.');
    // The VAT number and the registered office have their own fields now.
    expect(company.vatNumber).toBe('01234567897');
    expect(company.registeredOffice).toBe('Via Torino 21, 20123 Milano');
    expect(company.privacyPolicy).toContain('Da Tavola S.r.l.');
    expect(company.serviceTerms).toContain('Gli ordini sono confermati');
  });
});
