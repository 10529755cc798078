// Old cancellation links (spec 001 §2): /del.html?c=&p= and /max.html go to
// cancel-reservation/{c}/{p}, keeping the company of the address; without c and p the page
// says the link is incomplete.
import { Navigate, useLocation } from 'react-router';
import { CancelReservationPage } from './cancel-reservation-page';

export function LegacyCancelRedirect() {
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  const c = params.get('c')?.trim();
  const p = params.get('p')?.trim();
  if (!c || !p) return <CancelReservationPage missingParameters />;
  const company = params.get('company');
  return (
    <Navigate
      to={{
        pathname: `/cancel-reservation/${encodeURIComponent(c)}/${encodeURIComponent(p)}`,
        search: company ? `?company=${encodeURIComponent(company)}` : '',
      }}
      replace
    />
  );
}
