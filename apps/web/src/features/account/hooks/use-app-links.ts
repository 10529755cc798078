// Absolute links into this app for the e-mails the server sends (spec 001 §2 "E-mail links"):
// /{lang}/email-confirmed/{customerId}/?company=...[&seatWebId=] and
// /{lang}/reset-password/{customerId}/?company=...[&seatWebId=], the language prefix left out
// on a local host. The server accepts only this origin or the company's own
// (docs/contract/README.md) and adds the checkCode itself.
import { mailLinkLanguagePrefix } from '@tavola/domain/mail-links';
import { useTranslation } from 'react-i18next';
import { useAppContext } from '../../../lib/app-context';

export function useAppLinks() {
  const { company, seatWeb, canChangeSeatWeb } = useAppContext();
  const { i18n } = useTranslation();
  const link = (path: string) => {
    const prefix = mailLinkLanguagePrefix(window.location.origin, i18n.language);
    const query = new URLSearchParams({ company: company.urlName });
    if (!canChangeSeatWeb && seatWeb) query.set('seatWebId', String(seatWeb.seatWebId));
    return `${window.location.origin}${prefix}/${path}/?${query}`;
  };
  return {
    emailConfirmed: (customerId: number) => link(`email-confirmed/${customerId}`),
    /** '{customerId}' lets the server write the id: the browser does not learn it. */
    resetPassword: (customerId: number | '{customerId}') => link(`reset-password/${customerId}`),
  };
}
