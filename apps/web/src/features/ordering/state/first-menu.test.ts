// The menu of a page load that opens on it is asked for as startup answers. The
// query must be the one the menu page makes (same key), and only for a journey that shows
// the menu: otherwise it is a call for nothing.
import { OrderType } from '@tavola/domain/enums';
import type { TimeFrame } from '@tavola/domain/menu';
import { describe, expect, it } from 'vitest';
import { makeAppState, makeCompany, makeSeatWeb } from '../../../test/fixtures';
import { firstMenuQuery } from './first-menu';
import { menuLinkToStart } from './menu-link';
import { orderingStateFor, updateOrdering } from './ordering-store';

const venue = makeSeatWeb({ seatWebId: 1, digitalMenuEnabled: true, localOrderEnabled: true });
const fixed = makeAppState({ company: makeCompany({ seatWebs: [venue] }), seatWeb: venue, canChangeSeatWeb: false });
const keyOf = (pathname: string, search: string, state = fixed) =>
  firstMenuQuery(state, pathname, search)?.queryKey ?? null;

describe('the first menu of a page load (issue #14)', () => {
  it("asks for a link's menu on a fresh phone, browsing or at the named table", () => {
    expect(keyOf('/main/menu', '?company=demo&seatWebId=1&menuWebId=7')).toEqual([
      'menu',
      1,
      { kind: 'menu', menuWebId: 7 },
    ]);
    expect(keyOf('/main/menu/', '?company=demo&seatWebId=1&menuWebId=7&table=12')).toEqual([
      'menu',
      1,
      { kind: 'menu', menuWebId: 7 },
    ]);
  });

  it("asks for the stored journey's menu after a reload: the chosen menu, or the time frame's", () => {
    updateOrdering('demo', () => ({ orderType: OrderType.AlTavolo, seatWebId: 1, menuWebId: 3 }));
    expect(keyOf('/main/menu', '?menuWebId=3')).toEqual(['menu', 1, { kind: 'menu', menuWebId: 3 }]);
    const frame: TimeFrame = {
      timeFrameWebId: 9,
      seatWebId: 1,
      description: 'Pranzo',
      beginTime: '12:00',
      endTime: '14:00',
      daysOfWeek: 127,
      openingTimeInTimeFrame: [],
    };
    updateOrdering('demo', () => ({
      orderType: OrderType.Asporto,
      seatWebId: 1,
      menuWebId: null,
      timeFrameRequested: frame,
    }));
    expect(keyOf('/main/menu', '')).toEqual([
      'menu',
      1,
      { kind: 'timeFrame', timeFrameWebId: 9, menuPublicationStatus: expect.any(Number) },
    ]);
  });

  it('asks for nothing the menu page would not show', () => {
    // Another address, or a takeaway without its time frame yet.
    expect(keyOf('/main/cart', '?menuWebId=7')).toBeNull();
    updateOrdering('demo', () => ({ orderType: OrderType.Asporto, seatWebId: 1 }));
    expect(keyOf('/main/menu', '')).toBeNull();
    // A journey of another venue and no link: the frame sends the diner home.
    updateOrdering('demo', () => ({ orderType: OrderType.AlTavolo, seatWebId: 2 }));
    expect(keyOf('/main/menu', '')).toBeNull();
    // A venue the session is not connected to yet: the frame connects it first.
    expect(keyOf('/main/menu', '?menuWebId=7', { ...fixed, canChangeSeatWeb: true })).toBeNull();
    expect(keyOf('/main/menu', '?menuWebId=7', { ...fixed, seatWeb: null })).toBeNull();
  });
});

describe('a menu link starts its own journey', () => {
  it('whatever this browser chose before: a booking, another order type, menu or table', () => {
    const link = '?company=demo&seatWebId=1&menuWebId=7';
    // 'Prenota un tavolo' pressed earlier at the same venue: the menu link still shows its menu.
    updateOrdering('demo', () => ({
      orderType: OrderType.PrenotaUnTavolo,
      seatWebId: 1,
      menuWebId: null,
      tableNumber: null,
    }));
    expect(menuLinkToStart('/main/menu', link, venue, orderingStateFor('demo'))).toEqual({
      orderType: OrderType.DigitalMenu,
      menuWebId: 7,
      tableNumber: null,
    });
    expect(keyOf('/main/menu', link)).toEqual(['menu', 1, { kind: 'menu', menuWebId: 7 }]);
    // A takeaway journey, another menu: the link's menu and order type.
    updateOrdering('demo', () => ({ orderType: OrderType.Asporto, seatWebId: 1, menuWebId: 3 }));
    expect(menuLinkToStart('/main/menu', link, venue, orderingStateFor('demo'))?.menuWebId).toBe(7);
    // A table QR code while browsing the same menu: dine-in at that table.
    updateOrdering('demo', () => ({ orderType: OrderType.DigitalMenu, seatWebId: 1, menuWebId: 7 }));
    expect(menuLinkToStart('/main/menu', `${link}&table=12`, venue, orderingStateFor('demo'))).toEqual({
      orderType: OrderType.AlTavolo,
      menuWebId: 7,
      tableNumber: '12',
    });
  });

  it("goes on with the link's own journey (a reload) and with the app's own menu address", () => {
    updateOrdering('demo', () => ({ orderType: OrderType.AlTavolo, seatWebId: 1, menuWebId: 7, tableNumber: '12' }));
    expect(
      menuLinkToStart('/main/menu', '?company=demo&seatWebId=1&menuWebId=7&table=12', venue, orderingStateFor('demo')),
    ).toBeNull();
    // The menu selection's address names only the menu: the journey at this venue goes on.
    updateOrdering('demo', () => ({ orderType: OrderType.Asporto, seatWebId: 1, menuWebId: 3, tableNumber: null }));
    expect(menuLinkToStart('/main/menu', '?menuWebId=3', venue, orderingStateFor('demo'))).toBeNull();
  });
});
