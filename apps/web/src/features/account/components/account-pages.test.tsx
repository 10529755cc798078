// Spec 001 §2, §5, §8 on the account screens, against a mocked backend.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetNavigationHistory } from '../../../lib/navigation-history';
import { configureApiClient } from '../../../lib/api-client';
import { loader } from '../../../lib/loader';
import { notifications } from '../../../lib/notifications';
import { jsonResponse, makeAppState, makeCustomer, makeSettings } from '../../../test/fixtures';
import { renderWithAppState } from '../../../test/render';
import { accountRoutes } from '../account-routes';

type Handler = (url: URL, init: RequestInit) => Response | Promise<Response>;
let handler: Handler;
const fetchMock = vi.fn(async (input: unknown, init?: RequestInit) => handler(new URL(String(input)), init ?? {}));

beforeEach(() => {
  resetNavigationHistory();
  configureApiClient(makeSettings());
  vi.stubGlobal('fetch', fetchMock);
  handler = () => jsonResponse([]);
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockClear();
});

const routes = [
  { index: true, element: <p>radice</p> },
  { path: 'main/questions', element: <p>domande</p> },
  ...accountRoutes,
];
const render = (path: string, state = makeAppState()) => renderWithAppState(state, routes, path);
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('login', () => {
  it('shows the validation messages of spec 001 §5', async () => {
    render('/login');
    type('Email', 'non-una-mail');
    fireEvent.click(screen.getByRole('button', { name: 'Accedi' }));
    expect(await screen.findByText('Inserire un indirizzo email valido')).toBeTruthy();
    expect(screen.getByText('Compila il campo prima di continuare')).toBeTruthy();
  });

  it("says 'Username o password errati' on an empty answer", async () => {
    handler = () => new Response('null', { headers: { 'Content-Type': 'application/json' } });
    render('/login');
    type('Email', 'a@example.com');
    type('Password', 'sbagliata');
    fireEvent.click(screen.getByRole('button', { name: 'Accedi' }));
    expect(await screen.findByText('Username o password errati')).toBeTruthy();
  });

  it('goes to /main/questions after login, or without registering', async () => {
    handler = () => jsonResponse(makeCustomer());
    render('/login');
    fireEvent.click(screen.getByRole('button', { name: 'Prosegui senza registrarti' }));
    expect(await screen.findByText('domande')).toBeTruthy();
  });

  it('offers Google sign-in only when the settings carry a client id', () => {
    const { unmount } = render('/login');
    expect(screen.queryByTestId('google-sign-in')).toBeNull();
    unmount();
    render(
      '/login',
      makeAppState({ settings: makeSettings({ google: { clientId: 'id.apps.googleusercontent.com' } }) }),
    );
    expect(screen.getByTestId('google-sign-in')).toBeTruthy();
  });

  it("has no 'Prosegui senza registrarti' from the hamburger menu", () => {
    render('/login/hamburger-menu');
    expect(screen.queryByRole('button', { name: 'Prosegui senza registrarti' })).toBeNull();
  });

  it('sends an unconfirmed customer the confirmation mail and to the confirmation page', async () => {
    const calls: string[] = [];
    handler = (url) => {
      calls.push(url.pathname);
      if (url.pathname.endsWith('loginCustomer')) return jsonResponse(makeCustomer({ confirmed: false }));
      if (url.pathname.endsWith('VerifyCustomerConfirmed')) return jsonResponse(false);
      return jsonResponse(true);
    };
    render('/login');
    type('Email', 'giulia@example.com');
    type('Password', 'segreta1');
    fireEvent.click(screen.getByRole('button', { name: 'Accedi' }));
    expect(await screen.findByTestId('not-confirmed')).toBeTruthy();
    expect(calls).toContain('/api/account/SendConfirmRegistrationMail');
    const mailCall = fetchMock.mock.calls.find(([u]) => String(u).includes('SendConfirmRegistrationMail'))!;
    expect(JSON.parse(String(mailCall[1]!.body))).toEqual({
      customerId: 7,
      redirectUri: 'http://localhost:3000/email-confirmed/7/?company=demo',
    });
  });
});

describe('register', () => {
  it('requires names, e-mail, phone, a 6..16 password and the three consents', async () => {
    render('/register');
    type('Password*', '123');
    fireEvent.click(screen.getByRole('button', { name: 'Registrati' }));
    expect(await screen.findByText('Lunghezza minima 6 caratteri')).toBeTruthy();
    expect(screen.getAllByText('Compila il campo prima di continuare').length).toBeGreaterThanOrEqual(4);
    expect(screen.getAllByText('Conferma prima di continuare')).toHaveLength(3);
    expect(fetchMock.mock.calls.some(([u]) => String(u).includes('signIn'))).toBe(false);
  });

  it('shows the server text of a conflict', async () => {
    handler = (url) =>
      url.pathname.endsWith('signIn')
        ? jsonResponse(
            { code: 'EMAIL_ALREADY_REGISTERED', message: 'Esiste già un account con la mail x@example.com.' },
            { status: 509 },
          )
        : jsonResponse([]);
    render('/register');
    type('Cognome*', 'Rossi');
    type('Nome*', 'Giulia');
    type('Email*', 'x@example.com');
    type('Password*', 'segreta1');
    // The domain's phone rule (libphonenumber-js) runs in the form too.
    type('Telefono*', '333');
    for (const box of screen.getAllByRole('checkbox')) fireEvent.click(box);
    fireEvent.click(screen.getByRole('button', { name: 'Registrati' }));
    expect(await screen.findByText('Inserire un numero di telefono valido')).toBeTruthy();
    type('Telefono*', '333 123 4567');
    fireEvent.click(screen.getByRole('button', { name: 'Registrati' }));
    expect(await screen.findByText('Esiste già un account con la mail x@example.com.')).toBeTruthy();
    const call = fetchMock.mock.calls.find(([u]) => String(u).includes('signIn'))!;
    expect(JSON.parse(String(call[1]!.body)).telephoneNumber1).toBe('+393331234567');
  });

  it('freezes the page (full-screen spinner) while the registration runs, and not after', async () => {
    let answer!: (response: Response) => void;
    handler = (url) =>
      url.pathname.endsWith('signIn') ? new Promise<Response>((resolve) => (answer = resolve)) : jsonResponse([]);
    render('/register');
    type('Cognome*', 'Rossi');
    type('Nome*', 'Giulia');
    type('Email*', 'x@example.com');
    type('Password*', 'segreta1');
    type('Telefono*', '333 123 4567');
    for (const box of screen.getAllByRole('checkbox')) fireEvent.click(box);
    fireEvent.click(screen.getByRole('button', { name: 'Registrati' }));
    await waitFor(() => expect(loader.get().frozen).toBe(true));
    answer(jsonResponse({ code: 'EMAIL_ALREADY_REGISTERED', message: 'Esiste già un account.' }, { status: 509 }));
    expect(await screen.findByText('Esiste già un account.')).toBeTruthy();
    expect(loader.get().frozen).toBe(false);
  });
});

describe('links from e-mails', () => {
  it("reset-password says 'indirizzo non valido' without a numeric id and a checkCode", () => {
    render('/reset-password/abc?checkCode=x');
    expect(screen.getByText('indirizzo non valido')).toBeTruthy();
  });

  it('reset-password needs matching passwords, then sends the code once', async () => {
    handler = () => jsonResponse(true);
    render('/reset-password/7?checkCode=segreto');
    type('Nuova password', 'nuova123');
    type('Conferma password', 'diversa1');
    fireEvent.click(screen.getByRole('button', { name: 'Salva la nuova password' }));
    expect(
      await screen.findByText('Attenzione le password non corrispondono. Ti chiediamo di riprovare.'),
    ).toBeTruthy();
    type('Conferma password', 'nuova123');
    fireEvent.click(screen.getByRole('button', { name: 'Salva la nuova password' }));
    expect(await screen.findByText('La tua password è stata cambiata.')).toBeTruthy();
    const call = fetchMock.mock.calls.find(([u]) => String(u).includes('resetCustomerPassword'))!;
    expect(String(call[0])).not.toContain('nuova123');
    expect(JSON.parse(String(call[1]!.body))).toEqual({ customerId: 7, checkCode: 'segreto', newPassword: 'nuova123' });
  });

  it('email-confirmed confirms with the code and thanks', async () => {
    notifications.clear();
    handler = () => jsonResponse(makeCustomer({ email: 'giulia@example.com' }));
    render('/email-confirmed/7?company=demo&checkCode=abc');
    expect(await screen.findByText('Grazie la tua email è stata confermata!')).toBeTruthy();
    // The passing message says the link also signed the diner in.
    expect(notifications.get()).toMatchObject([
      { variant: 'success', header: 'Email confermata', message: "Hai effettuato l'accesso come giulia@example.com." },
    ]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0][0])).toContain('confirmCustomerRegistration?customerId=7&checkCode=abc');
  });

  it('email-confirmed explains a used or missing code', async () => {
    handler = () => jsonResponse({ code: 'CHECK_CODE_NOT_VALID', message: 'x' }, { status: 400 });
    render('/email-confirmed/7?checkCode=usato');
    expect(
      await screen.findByText(
        'Siamo spiacenti, ma non è stato possibile completare la registrazione. Ti chiediamo di riprovare.',
      ),
    ).toBeTruthy();
  });
});

describe('forgot password', () => {
  // The page answers the same whether or not the e-mail has an account (no lookup,
  // no id in the browser); the server fills the id into the link and the mail says what to do.
  it('asks for the mail with a reset link of this app, the server filling in the id', async () => {
    handler = (url) =>
      url.pathname.endsWith('getCheckCodeForResetPassword')
        ? new Response('ref-1', { headers: { 'Content-Type': 'text/plain' } })
        : jsonResponse(true);
    render('/forgot-password');
    type('Email', 'giulia@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Invia' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('giulia@example.com'));
    expect(screen.getByRole('status').textContent).toContain('Se esiste un account');
    expect(fetchMock.mock.calls.some(([u]) => String(u).includes('getCustomerByEmail'))).toBe(false);
    const call = fetchMock.mock.calls.find(([u]) => String(u).includes('sendResetPasswordMailToCustomer'))!;
    expect(JSON.parse(String(call[1]!.body)).redirectUri).toBe(
      'http://localhost:3000/reset-password/{customerId}/?company=demo',
    );
  });
});

describe('profile and orders', () => {
  it('saves the profile and shows the answer', async () => {
    handler = (_url, init) => jsonResponse({ ...makeCustomer(), ...JSON.parse(String(init.body)) });
    render('/user-profile', makeAppState({ customer: makeCustomer({ telephoneNumber1: '+393331234567' }) }));
    type('Nome*', '');
    fireEvent.click(screen.getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Compila il campo prima di continuare')).toBeTruthy();
    type('Nome*', 'Anna');
    fireEvent.click(screen.getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Dati salvati.')).toBeTruthy();
  });

  it("lists orders with labels, and 'Non ci sono ordini.' when none", async () => {
    const order = {
      orderId: 5,
      orderNumber: 12,
      orderType: 1,
      menuWebId: 3,
      customerAddressIdInvoice: null,
      customerDeliveryAddress: null,
      requestedDateTime: '2026-11-20 19:30:00',
      productAmount: 20,
      deliveryAmount: 0,
      totalAmount: 20,
      orderStatus: 4,
      paymentStatus: 0,
      paymentType: 0,
      paymentReference: null,
      notes: null,
      extraField1: null,
      extraField2: null,
      extraField3: null,
      extraField4: null,
      extraField5: null,
      timeFrameWebId: null,
      seatAddress: 'Via Roma 1, Milano',
      userAddress: null,
      ckError: false,
      ckErrorStr: null,
      ckErrorCode: null,
      state: 'delivered',
      rejectionReason: null,
      refund: null,
      estimatedReadyTime: '19:25',
      acceptedAt: '2026-11-20 18:40',
      readyAt: '2026-11-20 19:20',
      deliveredAt: '2026-11-20 19:47',
      details: [
        {
          orderDetailId: 1,
          productWebId: 9,
          quantity: 2,
          amount: 20,
          description: 'Margherita',
          extendedDescription: null,
          additiveVariations: [{ ingredientId: 1, description: 'Bufala', unitPrice: 1 }],
          subtractiveVariations: [{ ingredientId: 2, description: 'Basilico', unitPrice: 0 }],
        },
      ],
    };
    // A rejected order keeps orderStatus 1 and a cancelled one 0: the state says what they are.
    const rejected = {
      ...order,
      orderId: 6,
      orderNumber: 13,
      orderType: 2,
      orderStatus: 1,
      state: 'rejected',
      rejectionReason: 'Fuori zona',
      acceptedAt: null,
      readyAt: null,
      deliveredAt: null,
    };
    const cancelled = {
      ...order,
      orderId: 7,
      orderNumber: 14,
      orderStatus: 0,
      paymentType: 5,
      state: 'cancelled',
      acceptedAt: null,
      readyAt: null,
      deliveredAt: null,
    };
    const ready = { ...order, orderId: 8, orderNumber: 15, orderStatus: 3, state: 'ready', deliveredAt: null };
    handler = () => jsonResponse([order, rejected, cancelled, ready]);
    render('/user-orders', makeAppState({ customer: makeCustomer() }));
    expect(await screen.findByText('Ordine n. 12')).toBeTruthy();
    const statuses = screen.getAllByTestId('user-order-status').map((b) => b.textContent);
    // Collected at the real time (19:47), not the requested slot (19:30); a ready pickup is never in transit.
    expect(statuses).toEqual([
      'Ritirato alle 19:47',
      'Rifiutato dal ristorante',
      'Annullato: il pagamento non è stato completato',
      'Pronto per il ritiro',
    ]);
    expect(screen.getAllByTestId('user-order-status')[1].className).toContain('text-bg-danger');
    const full = screen.getAllByTestId('user-order-status-full').map((b) => b.textContent);
    expect(full[1]).toBe('Stato: Rifiutato dal ristorante — Fuori zona');
    expect(screen.getAllByText('Richiesto per il 20/11/2026 alle 19:30').length).toBe(4);
    expect(screen.getAllByText('Accettato alle 18:40').length).toBe(2);
    expect(screen.getAllByText('Pronto alle 19:20').length).toBe(2);
    expect(screen.getAllByText('2 x Margherita').length).toBe(4);
    expect(screen.getAllByText('Più: Bufala').length).toBe(4);
    expect(screen.getAllByText('Meno: Basilico').length).toBe(4);
    // The rejected and the cancelled order owe nothing.
    expect(screen.getAllByText('Pagamento: da pagare').length).toBe(2);
    expect(screen.getAllByText('Pagamento: nulla da pagare').length).toBe(2);
    expect(String(fetchMock.mock.calls[0][0])).toContain('order/getCustomerOrders?customerId=7&pageSize=20');
  });

  it("says 'Non ci sono ordini.'", async () => {
    handler = () => jsonResponse([]);
    render('/user-orders', makeAppState({ customer: makeCustomer() }));
    expect(await screen.findByText('Non ci sono ordini.')).toBeTruthy();
  });
});
