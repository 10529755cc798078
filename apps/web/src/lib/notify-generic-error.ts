// The generic error notification (spec 001 §8): the server's text under 'Si è verificato un
// problema', or the advice to retry. Sent by the query client's caches (app/) and by screens
// that catch an error themselves.
import { i18n } from '../i18n/i18n';
import { notifyError } from './notifications';

export function notifyGenericError(error: unknown): void {
  notifyError(error, {
    header: i18n.t('appShell.notifications.errorHeader'),
    fallback: i18n.t('appShell.notifications.errorMessage'),
  });
}
