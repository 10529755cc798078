// Register, receive the confirmation mail in the outbox, follow it ('Grazie
// la tua email è stata confermata!'), log out, log in, place an order, see it in 'I tuoi ordini'.
import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from './support/harness';
import { lastMailTo, loginFromMenu, logoutFromMenu, openSidePanel } from './support/accounts';
import { openCart, openCategory, productButton } from './ordering-support';
import { screenshot } from './support/browser';

const harness = useServerAndBrowser();

describe('registration', () => {
  it('registers, confirms by e-mail, logs out and in, and sees the order history', async () => {
    const email = 'giulia.e2e@example.com';
    const password = 'Segreta123';
    const context = await harness.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${harness.server.origin}/?company=demo`);
    await page.getByTestId('order-type-card-1').waitFor();

    // Side panel → Accedi → Registrati.
    const panel = await openSidePanel(page);
    await screenshot(page, 'accounts-side-panel-anonymous');
    await panel.getByRole('link', { name: 'Accedi' }).click();
    await page.getByRole('link', { name: 'Registrati' }).click();
    await page.getByRole('heading', { name: 'Registrati' }).waitFor();

    // The rules of spec 001 §5 first.
    await page.getByRole('button', { name: 'Registrati' }).click();
    await page.getByText('Conferma prima di continuare').first().waitFor();
    expect(await page.getByText('Conferma prima di continuare').count()).toBe(3);

    await page.getByLabel('Cognome*').fill('Rossi');
    await page.getByLabel('Nome*', { exact: true }).fill('Giulia');
    await page.getByLabel('Data di nascita').fill('1990-05-17');
    await page.getByLabel('Email*').fill(email);
    await page.getByLabel('Password*').fill('corta');
    await page.getByLabel('Telefono*').fill('+39 333 1234567');
    await page.getByLabel('Sono maggiorenne*').check();
    await page.getByLabel(/informativa sulla privacy/).check();
    await page.getByLabel(/termini e le condizioni/).check();
    await page.getByRole('button', { name: 'Registrati' }).click();
    await page.getByText('Lunghezza minima 6 caratteri').waitFor();
    await page.getByLabel('Password*').fill(password);
    await screenshot(page, 'accounts-register');
    await page.getByRole('button', { name: 'Registrati' }).click();

    await page.waitForURL((url) => url.pathname === '/confirm-customer-email');
    await page.getByText(/^Utente non confermato\./).waitFor();
    await screenshot(page, 'accounts-confirm-customer-email');

    // The confirmation mail, with its one-time link, in the developer outbox.
    const mail = await lastMailTo(harness.server.origin, email, /Conferma la tua registrazione/);
    const link = new URL(mail.links[0]);
    expect(link.origin).toBe(harness.server.origin);
    expect(link.pathname).toMatch(/^\/email-confirmed\/\d+\/$/);
    expect(link.searchParams.get('company')).toBe('demo');
    expect(link.searchParams.get('checkCode')).toMatch(/^[\w-]{40,}$/);

    await page.goto(link.toString());
    await page.getByText('Grazie la tua email è stata confermata!').waitFor();
    await screenshot(page, 'accounts-email-confirmed');
    await page.getByRole('button', { name: 'Continua', exact: true }).click();
    await page.getByText('Ciao Giulia').waitFor();

    // Log out: signed out; log in again from the menu.
    await logoutFromMenu(page);
    await page.getByText('Ciao Giulia').waitFor({ state: 'detached' });
    await loginFromMenu(page, email, 'sbagliata');
    await page.getByText('Username o password errati').waitFor();
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Accedi', exact: true }).click();
    // From the hamburger menu the login goes back, and back to the root stays the root.
    await page.getByText('Ciao Giulia').waitFor();
    expect(new URL(page.url()).pathname).toBe('/');

    // The registered customer's side panel and order history.
    const signedIn = await openSidePanel(page);
    await signedIn.getByText('giulia.e2e@example.com').waitFor();
    await screenshot(page, 'accounts-side-panel-signed-in');
    await signedIn.getByRole('button', { name: 'I tuoi ordini' }).click();
    await page.getByRole('heading', { name: 'I tuoi ordini' }).waitFor();
    await page.getByText('Non ci sono ordini.').waitFor();
    await screenshot(page, 'accounts-user-orders-empty');

    // Place a dine-in order as the signed-in customer (the ordering screens).
    await page.getByRole('button', { name: 'Indietro' }).click();
    await page.getByTestId('order-type-card-0').getByRole('button', { name: 'Continua' }).click();
    await page.waitForURL((url) => url.pathname === '/main/menu-selection');
    await page.getByRole('button', { name: /Menù alla carta/ }).click();
    await page.waitForURL((url) => url.pathname === '/main/menu');
    await openCategory(page, 'Pizze');
    await productButton(page, 'Margherita').click();
    await page.getByRole('heading', { level: 1, name: 'Margherita' }).waitFor();
    // The dough is a forced choice: its radios sit right above the sticky footer's buttons,
    // and still meet WCAG 2.2's target size.
    await screenshot(page, 'accounts-register-margherita', { wcag22: true });
    await page.getByRole('button', { name: 'Aggiungi al carrello' }).click();
    await page.getByRole('heading', { level: 1, name: 'Margherita' }).waitFor({ state: 'detached' });
    await openCart(page);
    await page.getByRole('button', { name: "Completa l'ordine" }).click();
    // Signed in already: no login page; a registered customer with a phone skips the contact data.
    await page.waitForURL((url) => url.pathname === '/main/questions');
    // Tavola Centro keeps its tables (the demo's 10-14): the diner chooses one.
    await page.getByLabel('Il tuo tavolo').selectOption('12');
    await page.getByLabel('Sala').selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Conferma' }).click();
    await page.waitForURL((url) => url.pathname === '/main/payments');
    await page.getByLabel('Pagamento alla cassa').check();
    await page.getByRole('button', { name: 'Conferma' }).click();
    await page.waitForURL((url) => /^\/main\/order-summary\/\d+\/\d+$/.test(url.pathname));
    const orderNumber = /order-summary\/\d+\/(\d+)/.exec(new URL(page.url()).pathname)![1];

    // 'I tuoi ordini' lists it.
    await page.getByRole('link', { name: 'Torna alla home' }).first().click();
    await page.getByTestId('order-type-card-0').waitFor();
    const again = await openSidePanel(page);
    await again.getByRole('button', { name: 'I tuoi ordini' }).click();
    const order = page.getByTestId('user-order').first();
    await order.getByText(`Ordine n. ${orderNumber}`).waitFor();
    await order.getByRole('button').first().click();
    await order.getByText(/1 x Margherita/).waitFor();
    await order.getByText('Pagamento: da pagare').waitFor();
    await page.waitForTimeout(400);
    await screenshot(page, 'accounts-user-orders');
    await context.close();
  });
});
