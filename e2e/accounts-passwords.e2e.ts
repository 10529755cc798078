// Forgot password → reset through the mailed link → log in with the
// new password, the old one fails, the link does not work twice; change password and edit the
// profile, reload still signed in, logout signed out.
import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from './support/harness';
import { createCustomer, lastMailTo, loginFromMenu, logoutFromMenu, openSidePanel } from './support/accounts';
import { screenshot } from './support/browser';

const harness = useServerAndBrowser();

describe('forgotten password', () => {
  it('resets through the mailed link once; the new password works, the old one not', async () => {
    const email = 'dimentica@example.com';
    await createCustomer(harness.server.origin, { email, password: 'vecchia1', firstName: 'Marco' }, { confirm: true });
    const context = await harness.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${harness.server.origin}/?company=demo`);
    const panel = await openSidePanel(page);
    await panel.getByRole('link', { name: 'Accedi' }).click();
    await page.getByRole('link', { name: 'Password dimenticata?' }).click();
    await page.getByRole('heading', { name: 'Password dimenticata' }).waitFor();

    await page.getByLabel(/^Email\s*\*?$/).fill('non-una-mail');
    await page.getByRole('button', { name: 'Invia' }).click();
    await page.getByText('Email non valida').waitFor();
    // The same answer with or without an account; the mailbox says what to do.
    await page.getByLabel(/^Email\s*\*?$/).fill('nessuno@example.com');
    await page.getByRole('button', { name: 'Invia' }).click();
    await page.getByText('Se esiste un account con nessuno@example.com', { exact: false }).waitFor();
    const noAccount = await lastMailTo(harness.server.origin, 'nessuno@example.com', /Recupero password/);
    expect(noAccount.text).toContain('non esiste un account');
    expect(new URL(noAccount.links[0]).pathname).toBe('/register');
    await page.getByLabel(/^Email\s*\*?$/).fill(email);
    await page.getByRole('button', { name: 'Invia' }).click();
    await page.getByText(`Se esiste un account con ${email}`, { exact: false }).waitFor();

    const mail = await lastMailTo(harness.server.origin, email, /Recupero password/);
    const link = mail.links[0];
    expect(new URL(link).pathname).toMatch(/^\/reset-password\/\d+\/$/);
    await page.goto(link);
    await page.getByRole('heading', { name: 'Recupero password' }).waitFor();
    await page.getByLabel('Nuova password').fill('nuova123');
    await page.getByLabel('Conferma password').fill('nuova124');
    await page.getByRole('button', { name: 'Salva la nuova password' }).click();
    await page.getByText('Attenzione le password non corrispondono. Ti chiediamo di riprovare.').waitFor();
    await page.getByLabel('Conferma password').fill('nuova123');
    await page.getByRole('button', { name: 'Salva la nuova password' }).click();
    await page.getByText('La tua password è stata cambiata.').waitFor();
    await screenshot(page, 'accounts-reset-password-done');

    // The old password fails, the new one works.
    await page.goto(`${harness.server.origin}/?company=demo`);
    await loginFromMenu(page, email, 'vecchia1');
    await page.getByText('Username o password errati').waitFor();
    await screenshot(page, 'accounts-login-wrong-password');
    await page.getByLabel('Password').fill('nuova123');
    await page.getByRole('button', { name: 'Accedi', exact: true }).click();
    await page.getByText('Ciao Marco').waitFor();

    // The link does not work twice.
    await page.goto(link);
    await page.getByLabel('Nuova password').fill('terza123');
    await page.getByLabel('Conferma password').fill('terza123');
    await page.getByRole('button', { name: 'Salva la nuova password' }).click();
    await page.getByRole('alert').filter({ hasText: 'Il link non è valido o è scaduto' }).waitFor();
    await context.close();
  });
});

describe('password change and profile', () => {
  it('changes password and profile; a reload keeps the session, logout ends it', async () => {
    const email = 'profilo@example.com';
    await createCustomer(
      harness.server.origin,
      { email, password: 'prima123', firstName: 'Sara', lastName: 'Bianchi' },
      { confirm: true },
    );
    const context = await harness.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${harness.server.origin}/?company=demo`);
    await loginFromMenu(page, email, 'prima123');
    await page.getByText('Ciao Sara').waitFor();

    let panel = await openSidePanel(page);
    await panel.getByRole('button', { name: 'Cambio password' }).click();
    await page.getByRole('heading', { name: 'Cambio password' }).waitFor();
    await page.getByLabel('Password attuale').fill('sbagliata');
    await page.getByLabel('Nuova password').fill('seconda123');
    await page.getByLabel('Conferma password').fill('seconda123');
    await page.getByRole('button', { name: 'Cambia password' }).click();
    await page.getByText('La password attuale non è corretta.').waitFor();
    await page.getByLabel('Password attuale').fill('prima123');
    await page.getByLabel('Nuova password').fill('seconda123');
    await page.getByLabel('Conferma password').fill('seconda123');
    await page.getByRole('button', { name: 'Cambia password' }).click();
    await page.getByText('La tua password è stata cambiata.').waitFor();
    await screenshot(page, 'accounts-change-password');

    await page.getByRole('button', { name: 'Indietro' }).click();
    panel = await openSidePanel(page);
    await panel.getByRole('button', { name: 'I tuoi dati' }).click();
    await page.getByRole('heading', { name: 'I tuoi dati' }).waitFor();
    expect(await page.getByLabel('Nome*', { exact: true }).inputValue()).toBe('Sara');
    await page.getByLabel('Nome*', { exact: true }).fill('');
    await page.getByLabel('Telefono*').fill('1'.repeat(21));
    await page.getByRole('button', { name: 'Salva' }).click();
    await page.getByText('Compila il campo prima di continuare').waitFor();
    await page.getByText('Lunghezza massima 20 caratteri').waitFor();
    await page.getByLabel('Nome*', { exact: true }).fill('Sarah');
    await page.getByLabel('Telefono*').fill('+39 02 555 1234');
    await page.getByRole('button', { name: 'Salva' }).click();
    await page.getByText('Dati salvati.').waitFor();
    await screenshot(page, 'accounts-profile');

    // A reload keeps the page, the session and the new name; back home greets her.
    await page.reload();
    await page.getByRole('heading', { name: 'I tuoi dati' }).waitFor();
    await expect.poll(() => page.getByLabel('Nome*', { exact: true }).inputValue()).toBe('Sarah');
    await page.getByRole('button', { name: 'Indietro' }).click();
    await page.getByText('Ciao Sarah').waitFor();
    // A new tab of the same browser too (the remembered session of spec 001 §4).
    const second = await context.newPage();
    await second.goto(`${harness.server.origin}/?company=demo`);
    await second.getByText('Ciao Sarah').waitFor();
    await second.close();

    await logoutFromMenu(page);
    await page.getByText('Ciao Sarah').waitFor({ state: 'detached' });
    await page.reload();
    await page.getByTestId('order-type-card-1').waitFor();
    expect(await page.getByText('Ciao Sarah').count()).toBe(0);
    const anonymousPanel = await openSidePanel(page);
    await anonymousPanel.getByRole('link', { name: 'Accedi' }).waitFor();

    // The new password is the one that works.
    await page.keyboard.press('Escape');
    await loginFromMenu(page, email, 'prima123');
    await page.getByText('Username o password errati').waitFor();
    await page.getByLabel('Password').fill('seconda123');
    await page.getByRole('button', { name: 'Accedi', exact: true }).click();
    await page.getByText('Ciao Sarah').waitFor();
    await context.close();
  });
});
