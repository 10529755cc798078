// A reload keeps the previous page of the history entry, so the route guard
// (spec 001 §2 rule 2) lets the step through; a fresh address still has none.
import { beforeEach, describe, expect, it } from 'vitest';
import { previousPathname, recordLocation, resetNavigationHistory } from './navigation-history';

beforeEach(() => {
  sessionStorage.clear();
  resetNavigationHistory();
});

describe('navigation history', () => {
  it('knows the page rendered before', () => {
    recordLocation('default', '/');
    recordLocation('a1', '/main/menu');
    recordLocation('b2', '/main/questions');
    expect(previousPathname()).toBe('/main/menu');
  });

  it('keeps the previous page across a reload of the same entry', () => {
    recordLocation('default', '/');
    recordLocation('a1', '/main/menu');
    recordLocation('b2', '/main/questions');
    resetNavigationHistory(); // the page reloads: memory is gone, the entry key is not
    recordLocation('b2', '/main/questions');
    expect(previousPathname()).toBe('/main/menu');
  });

  it('has no previous page for an address opened afresh', () => {
    recordLocation('a1', '/main/menu');
    resetNavigationHistory();
    recordLocation('default', '/main/questions');
    expect(previousPathname()).toBeNull();
  });
});
