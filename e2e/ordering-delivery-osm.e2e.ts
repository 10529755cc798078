// A delivery order with MAPS_PROVIDER=osm. The server asks a local stand-in for
// Photon and OSRM (apps/api/src/simulators/maps/osm-fake-server.ts, their wire formats).
// The diner types a street with its house number, picks it (the number comes with it), meets
// an outage with its own message and retries, gets the venue nearest by road (Tavola Navigli,
// 1,4 km, though Centro is nearer in a straight line), sees the map without tiles (the tile
// server answers 404: marker and address stay), and orders.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeServer } from '../apps/api/src/simulators/maps/fake-http-server';
import { demoWorld } from '../apps/api/src/simulators/maps/fake-world';
import { startOsmFake } from '../apps/api/src/simulators/maps/osm-fake-server';
import { journey, screenshot } from './support/browser';
import { useServerAndBrowser } from './support/harness';
import {
  addSimpleProduct,
  apiGet,
  customerIdOf,
  fillContactData,
  MOBILE,
  newPage,
  openCart,
  sessionToken,
  text,
  waitForPath,
} from './ordering-support';

let fake: FakeServer;
beforeAll(async () => {
  fake = await startOsmFake(demoWorld());
});
afterAll(() => fake?.close());

const harness = useServerAndBrowser({
  env: () => ({
    MAPS_PROVIDER: 'osm',
    PHOTON_URL: fake.url,
    OSRM_URL: fake.url,
    MAPS_TIMEOUT_MS: '5000',
    MAP_TILES_URL: `${fake.url}/tiles/{z}/{x}/{y}.png`,
  }),
});

const DELIVERY = 2;

describe('delivery with the osm maps provider', () => {
  it('finds the venue nearest by road for a typed house number, survives an outage, and orders', async () => {
    const { context, page } = await newPage(harness.browser, MOBILE);
    await journey(page, 'ordering-delivery-osm', async () => {
      await page.goto(`${harness.server.origin}/?company=demo`);
      const card = page.getByTestId(`order-type-card-${DELIVERY}`);
      await card.waitFor();

      const address = card.getByRole('combobox', { name: 'Indirizzo' });
      await address.fill('Via Cesare Correnti 11');
      await page.getByRole('option', { name: 'Via Cesare Correnti 11, Milano' }).click();
      expect(await address.inputValue()).toBe('Via Cesare Correnti');
      expect(await card.getByLabel('N. civico').inputValue()).toBe('11');
      expect(await card.getByLabel('Città').inputValue()).toBe('Milano');

      // The maps provider is down: its own message, not 'no venue', and a retry.
      fake.mode = 'error';
      await card.getByRole('button', { name: 'Continua' }).click();
      const modal = page.getByRole('dialog');
      await modal.getByRole('alert').filter({ hasText: 'Il servizio mappe non risponde in questo momento' }).waitFor();
      await screenshot(page, 'ordering-delivery-osm-outage');
      fake.mode = 'ok';
      await modal.getByRole('button', { name: 'Riprova' }).click();

      const venue = modal.getByTestId('nearest-venue');
      await venue.waitFor();
      expect(await text(venue)).toContain('Tavola Navigli');
      expect(await text(venue)).toContain('Distanza: 1,4 km');
      expect(await text(venue)).not.toContain('stima');
      // No tiles (404): the marker and the address stay on the map, which is named for screen readers.
      const map = modal.getByRole('region', { name: 'Mappa: Via Cesare Correnti 11, Milano' });
      await map.waitFor();
      await modal
        .locator('.location-map-no-tiles .location-map-label')
        .filter({ hasText: 'Via Cesare Correnti 11, Milano' })
        .waitFor();
      await screenshot(page, 'ordering-delivery-osm-nearest-venue');
      await modal.getByRole('button', { name: 'Conferma' }).click();

      await waitForPath(page, /\/main\/day-selection$/);
      await page.getByRole('button', { name: 'Comincia ad ordinare' }).click();
      await waitForPath(page, /\/main\/menu$/);
      await addSimpleProduct(page, 'Pizze', 'Margherita');
      await openCart(page);
      for (let i = 0; i < 4; i++) await page.getByRole('button', { name: 'Aumenta la quantità di Margherita' }).click();
      await page.getByRole('button', { name: "Completa l'ordine" }).click();

      await waitForPath(page, /\/login$/);
      await page.getByRole('button', { name: 'Prosegui senza registrarti' }).click();
      await waitForPath(page, /\/main\/questions$/);
      await page.getByLabel('Il tuo nome').fill('Giulia Bassi');
      await page.getByLabel('Vuoi posate e tovaglioli?').selectOption('N');
      await page.getByLabel('Per quante persone?').fill('2');
      await page.getByRole('button', { name: 'Conferma' }).click();
      await waitForPath(page, /\/main\/time-selection$/);
      await page.getByRole('button', { name: 'Continua', exact: true }).click();
      await waitForPath(page, /\/main\/complete-customer-registration$/);
      await fillContactData(page, 'giulia.osm@example.com', '+39 347 1112233');

      // The save re-checks the address with the same provider (OSRM asked again or cached).
      await waitForPath(page, /\/main\/payments$/);
      await page.getByLabel('Carta di prova (ambiente di test, nessun addebito reale)').check();
      await page.getByLabel('Numero della carta').fill('4242 4242 4242 4242');
      await page.getByLabel('Scadenza (MM/AA)').fill('12/39');
      await page.getByLabel('CVV').fill('123');
      await page.getByRole('button', { name: 'Paga' }).click();
      await waitForPath(page, /\/main\/order-summary\/\d+\/\d+$/);
      const [, orderId] = /order-summary\/(\d+)\//.exec(new URL(page.url()).pathname)!;

      const token = await sessionToken(page);
      type Stored = { orderId: number; customerDeliveryAddress: { address: string; city: string } | null };
      const orders = await apiGet<Stored[]>(
        harness.server.origin,
        token,
        `order/getCustomerOrders?customerId=${customerIdOf(token)}`,
      );
      expect(orders.find((o) => o.orderId === Number(orderId))).toMatchObject({
        customerDeliveryAddress: { address: 'Via Cesare Correnti 11', city: 'Milano' },
      });
      // The server, not the browser, asked the providers: Photon for the address, OSRM by road.
      const paths = fake.requests.map((r) => r.url.pathname);
      expect(paths).toContain('/api');
      expect(paths.some((p) => p.startsWith('/table/v1/driving/'))).toBe(true);
    });
    await context.close();
  });
});
