// The way back after the staff sign-in: a member who opens a bookmarked board
// or back-office page without a session signs in and lands on that page, not on the venue
// picker; the restaurant's code in the link (?company=demo) fills the sign-in form.

const SIGN_IN = '/staff/sign-in';

/** The sign-in page for a visitor of `location` without a staff session. */
export function staffSignInPath({ pathname, search }: { pathname: string; search: string }): string {
  const query = new URLSearchParams();
  const company = new URLSearchParams(search).get('company');
  if (company) query.set('company', company);
  if (pathname !== SIGN_IN) query.set('next', pathname + search);
  const text = query.toString();
  return text ? `${SIGN_IN}?${text}` : SIGN_IN;
}

/**
 * The page named by the sign-in link's `next`, when it is one of the staff screens of this
 * site; anything else (another site, `//host`, a diner's page, the sign-in itself) is ignored,
 * so a crafted link cannot send a member elsewhere after signing in.
 */
export function pageAfterSignIn(next: string | null): string | null {
  if (!next?.startsWith('/') || next.length > 500) return null;
  const here = 'https://staff.invalid';
  const url = new URL(next, here);
  if (url.origin !== here || !/^\/staff(\/|$)/.test(url.pathname) || url.pathname === SIGN_IN) return null;
  return url.pathname + url.search;
}
