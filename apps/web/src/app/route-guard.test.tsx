import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeAppState, makeSeatWeb } from '../test/fixtures';
import { renderWithAppState } from '../test/render';
import { resetNavigationHistory } from '../lib/navigation-history';
import { canOpen, RouteGuard, type GuardInput } from './route-guard';

const base: GuardInput = {
  pathname: '/',
  search: '',
  previous: null,
  seatWebConfigured: false,
  isOnlyDigitalMenu: false,
  settingsMenuWebId: null,
};

describe('canOpen (spec 001 §2 route guard)', () => {
  it.each([
    '/main/payments',
    '/main/questions',
    '/user-profile',
    '/change-password',
    '/user-orders',
    '/login',
    '/login/hamburger-menu',
    '/register',
    '/forgot-password',
    '/confirm-customer-email',
  ])('sends %s opened directly to the root', (pathname) => {
    expect(canOpen({ ...base, pathname })).toBe(false);
    expect(canOpen({ ...base, pathname, previous: '/' })).toBe(true);
  });

  it.each([
    '/email-confirmed/12',
    '/reset-password/12',
    '/order-confirmed/1/2/abc',
    '/cancel-reservation/1/tok',
    '/start-error/1',
    '/main/order-summary/5/12',
  ])('opens %s without a previous page', (pathname) => expect(canOpen({ ...base, pathname })).toBe(true));

  it('leaves the root, home and unknown paths alone', () => {
    for (const pathname of ['/', '/home', '/whatever']) expect(canOpen({ ...base, pathname })).toBe(true);
  });

  it('sends the visitor leaving an order summary to the root', () => {
    expect(canOpen({ ...base, pathname: '/main/payments', previous: '/main/order-summary/5/12' })).toBe(false);
    expect(canOpen({ ...base, pathname: '/user-orders', previous: '/main/order-summary-to-pay/5/12' })).toBe(false);
    expect(canOpen({ ...base, pathname: '/', previous: '/main/order-summary/5/12' })).toBe(true);
  });

  it('opens the menu directly with a venue and (digital-menu-only company or a menu id)', () => {
    const menu = { ...base, pathname: '/main/menu' };
    expect(canOpen(menu)).toBe(false);
    expect(canOpen({ ...menu, seatWebConfigured: true })).toBe(false);
    expect(canOpen({ ...menu, seatWebConfigured: true, isOnlyDigitalMenu: true })).toBe(true);
    expect(canOpen({ ...menu, seatWebConfigured: true, search: '?company=demo&menuWebId=2' })).toBe(true);
    expect(canOpen({ ...menu, seatWebConfigured: true, settingsMenuWebId: 3 })).toBe(true);
    expect(canOpen({ ...menu, isOnlyDigitalMenu: true })).toBe(false);
  });
});

describe('RouteGuard', () => {
  beforeEach(() => resetNavigationHistory());

  const routes = [
    {
      element: <RouteGuard />,
      children: [
        { index: true, element: <p>radice</p> },
        { path: 'main/payments', element: <p>pagamenti</p> },
        { path: 'main/menu', element: <p>menu</p> },
      ],
    },
  ];

  it('redirects a direct /main/payments to the root, keeping the company', async () => {
    const { router } = renderWithAppState(makeAppState(), routes, '/main/payments?company=demo&x=1');
    expect(await screen.findByText('radice')).toBeTruthy();
    expect(router.state.location.search).toBe('?company=demo');
  });

  it('opens the menu of a configured venue with a menu id', async () => {
    renderWithAppState(makeAppState({ seatWeb: makeSeatWeb() }), routes, '/main/menu?menuWebId=1');
    expect(await screen.findByText('menu')).toBeTruthy();
  });

  it('lets in-app navigation through', async () => {
    const { router } = renderWithAppState(makeAppState(), routes, '/');
    await screen.findByText('radice');
    await router.navigate('/main/payments');
    expect(await screen.findByText('pagamenti')).toBeTruthy();
  });
});
