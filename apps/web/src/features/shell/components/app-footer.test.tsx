// Spec 001 §9: the footer's legal details, current year and legal texts.
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeAppState, makeCompany } from '../../../test/fixtures';
import { renderWithAppState } from '../../../test/render';
import { AppFooter } from './app-footer';

describe('footer', () => {
  it('shows the legal details, the current year and opens the privacy policy and the service terms', async () => {
    const company = makeCompany({
      businessName: 'Da Tavola S.r.l.',
      information: 'P. IVA 01234567890 — Via Torino 21, 20123 Milano',
      privacyPolicy: 'Trattiamo i tuoi dati solo per gli ordini.',
      serviceTerms: 'Gli ordini sono confermati quando ricevi la conferma.',
    });
    renderWithAppState(makeAppState({ company }), [
      { index: true, element: <AppFooter now={new Date('2031-05-02T10:00:00Z')} /> },
    ]);
    const footer = await screen.findByTestId('app-footer');
    expect(footer.textContent).toContain('© 2031 Da Tavola S.r.l.');
    expect(footer.textContent).toContain('P. IVA 01234567890');
    fireEvent.click(screen.getByRole('button', { name: 'Condizioni del servizio' }));
    expect((await screen.findByRole('dialog', { name: 'Condizioni del servizio' })).textContent).toContain(
      'Gli ordini sono confermati quando ricevi la conferma.',
    );
    expect(screen.getByRole('button', { name: 'Informativa sulla privacy' })).toBeTruthy();
  });

  it('prints the VAT number and registered office set on the brand and legal screen (issue #13)', async () => {
    const company = makeCompany({
      businessName: 'Da Tavola S.r.l.',
      vatNumber: '01234567897',
      registeredOffice: 'Via Torino 21, 20123 Milano',
      information: 'info@datavola.example',
    });
    renderWithAppState(makeAppState({ company }), [
      { index: true, element: <AppFooter now={new Date('2031-05-02T10:00:00Z')} /> },
    ]);
    const footer = await screen.findByTestId('app-footer');
    expect(footer.textContent).toContain('© 2031 Da Tavola S.r.l. — P. IVA 01234567897 — Via Torino 21, 20123 Milano');
    expect(footer.textContent).toContain('info@datavola.example');
  });

  it('offers no link to a text the company does not have', async () => {
    renderWithAppState(makeAppState({ company: makeCompany({ privacyPolicy: null, serviceTerms: null }) }), [
      { index: true, element: <AppFooter /> },
    ]);
    const footer = await screen.findByTestId('app-footer');
    expect(footer.textContent).toContain(`© ${new Date().getFullYear()}`);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
