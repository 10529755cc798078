// The language prefix of the app's own links in e-mails (spec 001 §2 "E-mail links", spec 000
// §7 sendEmailConfirmOrder): /{languageCode}/... except on a local host, where links carry no
// prefix at all.
import { pathBelowLanguage } from './app-page';

/** localhost, 127.0.0.1 (any 127.x) and ::1: the hosts of a developer's machine. */
export function isLocalHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    /^127(\.\d{1,3}){3}$/.test(host) ||
    host === '[::1]' ||
    host === '::1'
  );
}

/** '/en' for English on a real host, '' on a local host or without a language. */
export function mailLinkLanguagePrefix(origin: string, languageCode: string | null | undefined): string {
  const code = languageCode?.trim().toLowerCase();
  if (!code || !/^[a-z]{2}$/.test(code) || isLocalHost(new URL(origin).hostname)) return '';
  return `/${code}`;
}

/**
 * The path of a link as a mail carries it: on a local host its language prefix is taken off;
 * elsewhere it is left as the app wrote it.
 */
export function mailLinkPath(origin: string, pathname: string): string {
  return isLocalHost(new URL(origin).hostname) ? pathBelowLanguage(pathname) : pathname;
}
