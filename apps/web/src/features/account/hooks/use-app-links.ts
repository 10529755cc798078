// Absolute links into this app for the e-mails the server sends (spec 001 §2 "E-mail links"):
// /{lang}/email-confirmed/{customerId}/?company=...[&seatWebId=] and
// /{lang}/reset-password/{customerId}/?company=...[&seatWebId=]. The server accepts only this
// origin or the company's own (docs/contract/README.md) and adds the checkCode itself.
import { useAppContext } from '../../../app/app-context';
import { languageFromPath } from '@tavola/domain/app-page';

export function useAppLinks() {
  const { company, seatWeb, canChangeSeatWeb } = useAppContext();
  const link = (path: string) => {
    const language = languageFromPath(window.location.pathname);
    const query = new URLSearchParams({ company: company.urlName });
    if (!canChangeSeatWeb && seatWeb) query.set('seatWebId', String(seatWeb.seatWebId));
    return `${window.location.origin}${language ? `/${language}` : ''}/${path}/?${query}`;
  };
  return {
    emailConfirmed: (customerId: number) => link(`email-confirmed/${customerId}`),
    /** '{customerId}' lets the server write the id: the browser does not learn it (#8). */
    resetPassword: (customerId: number | '{customerId}') => link(`reset-password/${customerId}`),
  };
}
