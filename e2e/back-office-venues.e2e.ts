// Journeys of the venues back office and a new restaurant.
// (a) The platform operator creates a company (operator API, OPERATOR_TOKEN); its owner accepts
//     the mailed invitation, lands on the setup checklist, creates a venue with takeaway and
//     cash, gives it takeaway hours on the hours screen, copies the demo menu, is told the legal
//     texts are missing and writes them (only then 'Tutto pronto'); a diner then
//     completes a takeaway order there, paid in cash at pick-up and confirmed by e-mail.
// (b) The owner raises Tavola Navigli's delivery minimum from 20 € to 30 € on the venue screen;
//     a diner's delivery cart of 21 € is then below the minimum and blocked, and goes through
//     once it reaches 30 € (the rule the cart shows is the one just saved).
import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from './support/harness';
import { journey, screenshot } from './support/browser';
import { lastMailTo, outbox } from './support/accounts';
import {
  addSimpleProduct,
  euros,
  firstTakeawayPaidAtPickUp,
  newPage,
  MOBILE,
  openCart,
  text,
  waitForPath,
} from './ordering-support';

const OPERATOR_TOKEN = 'e2e-operator-token-0123456789abcdef';
const harness = useServerAndBrowser({ env: () => ({ OPERATOR_TOKEN }) });
const DELIVERY = 2;

describe('back office, venues', () => {
  it('a new restaurant goes from nothing to its first takeaway order through screens', async () => {
    const origin = harness.server.origin;
    const ownerEmail = 'mario@trattoria-e2e.test';
    const dinerEmail = 'cliente@trattoria-e2e.test';

    // The operator creates the company; the owner's invitation goes out by e-mail.
    const created = await fetch(`${origin}/api/operator/companies`, {
      method: 'POST',
      headers: { authorization: `Bearer ${OPERATOR_TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({ urlName: 'trattoria-e2e', tradeName: 'Trattoria E2E', ownerEmail, ownerName: 'Mario' }),
    });
    expect(created.status).toBe(200);
    const invitation = await lastMailTo(origin, ownerEmail, /Trattoria E2E/);
    const link = invitation.links.find((l) => l.includes('/staff/invite'));
    expect(link).toBeDefined();

    const owner = await newPage(harness.browser);
    const op = owner.page;
    await journey(op, 'new-restaurant-owner', async () => {
      await op.goto(link!);
      // The invitation names the restaurant and the e-mail, and asks the password twice.
      await op.getByRole('heading', { name: 'Entra nello staff di Trattoria E2E' }).waitFor();
      expect(await op.getByLabel('E-mail').inputValue()).toBe(ownerEmail);
      await screenshot(op, 'new-restaurant-invitation');
      const passphrase = 'una trattoria nuova in via Torino';
      await op.getByLabel(/^Nuova password/).fill(passphrase);
      await op.getByLabel('Ripeti la password').fill(passphrase);
      await op.getByRole('button', { name: 'Salva e accedi', exact: true }).click();
      // The first sign-in of a company without venues leads to the setup checklist.
      await waitForPath(op, /\/staff\/setup$/);
      await op.getByRole('heading', { name: 'Configura il tuo ristorante' }).waitFor();
      await screenshot(op, 'new-restaurant-setup-empty');

      // A first venue: takeaway with cash, the new-venue defaults.
      await op.getByRole('link', { name: 'Una prima sede — Vai' }).click();
      await op.getByRole('heading', { name: 'Nuova sede' }).waitFor();
      await op.getByLabel('Nome', { exact: true }).fill('Trattoria E2E Centro');
      await op.getByLabel('Indirizzo (via e numero)').fill('Via Torino 5');
      await op.getByLabel('Città').fill('Milano');
      await op.getByLabel('CAP').fill('20123');
      expect(await op.getByLabel('Asporto', { exact: true }).isChecked()).toBe(true);
      expect(await op.getByRole('group', { name: 'Asporto' }).getByLabel('Contanti').isChecked()).toBe(true);
      await op.getByRole('button', { name: 'Salva', exact: true }).click();
      await op.getByRole('heading', { name: /Modifica sede: Trattoria E2E Centro/ }).waitFor();
      await op.getByText(/Posizione trovata dalla mappa/).waitFor();
      // The same form on the venue's own address, its confirmation still there.
      await op.getByText('Sede salvata. I clienti vedono già le modifiche.').waitFor();

      // Takeaway hours on the hours screen: one window round the clock, every day.
      await op.getByRole('link', { name: 'Orari di apertura e servizio' }).click();
      await op.getByRole('button', { name: 'Aggiungi fascia' }).click();
      const window1 = op.getByRole('group', { name: 'Fascia 1' });
      await window1.getByLabel('Dalle', { exact: true }).fill('00:00');
      await window1.getByLabel('Alle', { exact: true }).fill('23:59');
      // The hours screen's own confirmation is its branch's to show; the saved answer is ours to wait for.
      const savedHours = op.waitForResponse(
        (r) => r.request().method() === 'PUT' && /\/api\/staff\/venues\/\d+\/hours$/.test(r.url()),
      );
      await op.getByRole('button', { name: 'Salva', exact: true }).click();
      expect((await savedHours).status()).toBe(200);

      // The menu: a copy of the demo menu, published for takeaway and delivery.
      await op.goto(`${origin}/staff/setup`);
      await op.getByRole('button', { name: 'Copia il menù dimostrativo' }).click();
      await op.getByText('Menù copiato: modificalo nella gestione menù.').waitFor();
      const steps = op.getByRole('list').first();
      for (const step of [
        'Una prima sede',
        'Orari di servizio',
        'Un menù con almeno un prodotto',
        'Metodi di pagamento della sede',
      ]) {
        await expect.poll(async () => text(steps.getByRole('listitem').filter({ hasText: step }))).toContain('Fatto');
      }
      // Not ready while the consent boxes would open empty legal texts.
      const legal = steps.getByRole('listitem').filter({ hasText: 'Informativa privacy e condizioni del servizio' });
      expect(await text(legal)).toContain('Da fare');
      expect(await op.getByText('Tutto pronto: i clienti possono ordinare.').count()).toBe(0);
      const asDiner = op.getByRole('link', { name: /Vedi come un cliente/ });
      expect(await asDiner.getAttribute('href')).toBe('/?company=trattoria-e2e');
      expect(await asDiner.getAttribute('target')).toBe('_blank');
      await legal.getByRole('link', { name: /Vai$/ }).click();
      await op.getByRole('heading', { level: 1, name: 'Brand e dati legali' }).waitFor();
      await op.getByLabel('Ragione sociale').fill('Trattoria E2E srl');
      await op.getByLabel('Informativa sulla privacy').fill('Trattiamo i tuoi dati solo per gli ordini.');
      await op.getByLabel('Condizioni del servizio').fill('Gli ordini si ritirano all’orario scelto.');
      await op.getByRole('button', { name: 'Salva', exact: true }).click();
      await op.getByText('Salvato.').first().waitFor();
      await op
        .getByRole('navigation', { name: 'Gestione' })
        .getByRole('link', { name: /^Configurazione/ })
        .click();
      await op.getByText('Tutto pronto: i clienti possono ordinare.').waitFor();
      expect(
        await text(steps.getByRole('listitem').filter({ hasText: 'Informativa privacy e condizioni del servizio' })),
      ).toContain('Fatto');
      await screenshot(op, 'new-restaurant-setup-done');
    });

    // A diner orders takeaway at the new restaurant and pays cash at pick-up.
    const diner = await newPage(harness.browser, MOBILE);
    const page = diner.page;
    await journey(page, 'new-restaurant-diner', async () => {
      await firstTakeawayPaidAtPickUp(page, origin, 'trattoria-e2e', {
        name: 'Anna Bianchi',
        email: dinerEmail,
        phone: '+39 333 7654321',
      });
      await expect.poll(async () => (await outbox(origin, dinerEmail)).length).toBeGreaterThan(0);
      await page.goto(`${origin}/dev/outbox?to=${encodeURIComponent(dinerEmail)}`);
      await page.locator('a[href*="/order-confirmed/"]').first().click();
      await page.getByRole('heading', { name: 'Ordine confermato' }).waitFor();
      await screenshot(page, 'new-restaurant-first-order-confirmed');
    });
    await owner.context.close();
    await diner.context.close();
    // Two journeys in one test (the owner's, then the diner's): longer than the default minute.
  }, 240_000);

  it('the owner changes the delivery minimum and the diner’s cart rule follows', async () => {
    const origin = harness.server.origin;
    const owner = await newPage(harness.browser);
    const op = owner.page;
    await journey(op, 'back-office-venues-minimum', async () => {
      await op.goto(`${origin}/staff/sign-in?company=demo`);
      await op.getByLabel('Codice del ristorante').fill('demo');
      await op.getByLabel('E-mail').fill('titolare@demo.tavola.test');
      await op.getByLabel('Password').fill('titolare1');
      await op.getByRole('button', { name: 'Accedi' }).click();
      await op.waitForURL((url) => !url.pathname.includes('sign-in'));
      await op.getByRole('link', { name: 'Sedi', exact: true }).click();
      await op.getByRole('heading', { name: 'Le tue sedi' }).waitFor();
      await screenshot(op, 'back-office-venues-list');
      await op.getByRole('link', { name: 'Tavola Navigli — Modifica' }).click();
      await op.getByRole('heading', { name: /Modifica sede: Tavola Navigli/ }).waitFor();
      const minimum = op.getByLabel('Ordine minimo consegna (€)');
      expect(await minimum.inputValue()).toBe('20');

      // The domain schema speaks first: a negative amount is refused on its field.
      await minimum.fill('-1');
      await op.getByRole('button', { name: 'Salva', exact: true }).click();
      await op.getByText('Inserire un prezzo tra 0 e 9999,99 €').waitFor();
      await minimum.fill('30');
      // The form checks again as it is typed in; its warning leaves and the button moves up.
      // Pressed before that, the click lands where the button was (CI saw it).
      await op.getByText('Inserire un prezzo tra 0 e 9999,99 €').waitFor({ state: 'detached' });
      await screenshot(op, 'back-office-venue-form');
      await op.getByRole('button', { name: 'Salva', exact: true }).click();
      await op.getByText('Sede salvata. I clienti vedono già le modifiche.').waitFor();
      expect(await minimum.inputValue()).toBe('30');
      // It stays once the page has read the venue again (it used to vanish with a remounted form).
      await op.waitForLoadState('networkidle');
      await screenshot(op, 'back-office-venue-saved');
      expect(await op.getByText('Sede salvata. I clienti vedono già le modifiche.').isVisible()).toBe(true);
    });

    const diner = await newPage(harness.browser, MOBILE);
    const page = diner.page;
    await journey(page, 'back-office-venues-minimum-diner', async () => {
      await page.goto(`${origin}/?company=demo`);
      const card = page.getByTestId(`order-type-card-${DELIVERY}`);
      await card.waitFor();
      await card.getByRole('combobox', { name: 'Indirizzo' }).fill('Alzaia Nav');
      await page.getByRole('option', { name: /Alzaia Naviglio Grande/ }).click();
      await card.getByLabel('N. civico').fill('40');
      await card.getByRole('button', { name: 'Continua' }).click();
      const modal = page.getByRole('dialog');
      await modal.getByTestId('nearest-venue').waitFor();
      expect(await text(modal.getByTestId('nearest-venue'))).toContain('Tavola Navigli');
      await modal.getByRole('button', { name: 'Conferma' }).click();
      await waitForPath(page, /\/main\/day-selection$/);
      await page.getByRole('button', { name: 'Comincia ad ordinare' }).click();
      await waitForPath(page, /\/main\/menu$/);

      // 3 × 7 = 21 €: enough for the old 20 € minimum, not for the new 30 €.
      await addSimpleProduct(page, 'Pizze', 'Margherita');
      await openCart(page);
      const more = page.getByRole('button', { name: 'Aumenta la quantità di Margherita' });
      await more.click();
      await more.click();
      await page.getByRole('button', { name: "Completa l'ordine" }).click();
      const below = page.getByRole('alert').filter({ hasText: "L'importo dell'ordine è inferiore all'importo minimo" });
      await below.waitFor();
      expect(await text(below)).toContain('9,00');
      await screenshot(page, 'back-office-venues-diner-below-new-minimum');

      // 5 × 7 = 35 €: above the new minimum, the order goes on.
      await more.click();
      await more.click();
      expect(euros(await text(page.getByTestId('cart-total')))).toBe(35);
      await page.getByRole('button', { name: "Completa l'ordine" }).click();
      await page.waitForURL((url) => !url.pathname.endsWith('/main/cart'));
      expect(await below.count()).toBe(0);
    });
    await owner.context.close();
    await diner.context.close();
    // Two journeys in one test (the owner's, then the diner's): longer than the default minute.
  }, 240_000);
});
