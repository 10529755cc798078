// The language change of spec 001 §2: "reloads the page at /{languageCode}/?company={urlName}
// [&seatWebId={id}]". That is the address from the home page. The toolbar is on every page,
// and a diner who changes language in the middle of an order must not be sent back to the
// order-type choice: elsewhere the same page reloads under the new prefix, with its query
// (a menu's menuWebId, ...) kept and the company and a fixed venue always in it.

const HOME = /^\/(home\/?)?$/;

export interface LanguageAddressInput {
  /** The app's path below the language prefix (the router's pathname). */
  pathname: string;
  /** The current query, with or without its '?'. */
  search: string;
  companyUrlName: string;
  /** The venue the address fixed (canChangeSeatWeb false), else null. */
  fixedSeatWebId: number | null;
}

export function languageAddress(
  languageCode: string,
  { pathname, search, companyUrlName, fixedSeatWebId }: LanguageAddressInput,
): string {
  const home = HOME.test(pathname);
  const query = home ? new URLSearchParams() : new URLSearchParams(search);
  query.set('company', companyUrlName);
  if (fixedSeatWebId != null) query.set('seatWebId', String(fixedSeatWebId));
  return `/${languageCode}${home ? '/' : pathname}?${query}`;
}

/**
 * Reloads the page at `address` as the same history entry: the router's state (its location
 * key) stays, so after the reload the route guard still knows the page the diner came from,
 * as after any reload, and a step of the order opens again instead of the root.
 */
export function reloadAt(address: string): void {
  window.history.replaceState(window.history.state, '', address);
  window.location.reload();
}
