// The kept startup answer the app opens on offline: per company, and checked on read.
import { beforeEach, describe, expect, it } from 'vitest';
import { italian, makeCompany, makeCustomer, makeSeatWeb } from '../test/fixtures';
import { offlineStartup } from './offline-startup';

const answer = {
  company: makeCompany(),
  seatWeb: makeSeatWeb(),
  canChangeSeatWeb: false,
  customer: null,
  language: italian,
};

beforeEach(() => localStorage.clear());

describe('offlineStartup', () => {
  it('recalls the answer kept for the company, and none for another', () => {
    offlineStartup.remember('demo', answer);
    expect(offlineStartup.recall('demo')).toEqual(answer);
    expect(offlineStartup.recall('altra')).toBeNull();
  });

  it('forgets the customer of a company, keeping its menu for offline', () => {
    offlineStartup.remember('demo', { ...answer, customer: makeCustomer() });
    offlineStartup.remember('altra', { ...answer, customer: makeCustomer() });
    offlineStartup.forgetCustomer('demo');
    expect(offlineStartup.recall('demo')).toEqual(answer);
    expect(offlineStartup.recall('altra')?.customer).not.toBeNull();
  });

  it('reads a kept value that is not a startup answer as none', () => {
    localStorage.setItem('tavola.offlineStartup.vecchia', JSON.stringify({ state: { company: 'x' }, version: 0 }));
    expect(offlineStartup.recall('vecchia')).toBeNull();
  });
});
