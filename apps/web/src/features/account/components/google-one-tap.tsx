// Google One Tap (spec 001 §7: "the identity script is used for sign-in and one-tap").
// When the settings carry a Google client id (GOOGLE_CLIENT_ID) and nobody is
// signed in, the home page asks Google Identity Services for its One Tap prompt; the ID token
// it hands over signs the diner in through the same call as the button (the server verifies
// it). A failure is told through the notification service; a dismissed prompt says nothing.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppContext } from '../../../lib/app-context';
import { notify } from '../../../lib/notifications';
import { loginCustomerWithGoogle } from '../api/login-customer-with-google';
import { googleLoginRequest, loadGoogleIdentity } from './google-sign-in';

export function GoogleOneTap() {
  const { t } = useTranslation();
  const { settings, customer, setCustomer } = useAppContext();
  const clientId = settings.google?.clientId;
  const signedIn = customer != null && !customer.isAnonymous;

  useEffect(() => {
    if (!clientId || signedIn) return;
    let cancelled = false;
    const fail = (message: string) => notify({ variant: 'danger', header: t('account.google.oneTapHeader'), message });
    loadGoogleIdentity()
      .then((gis) => {
        if (cancelled) return;
        gis.initialize({
          client_id: clientId,
          cancel_on_tap_outside: true,
          // eslint-disable-next-line @typescript-eslint/no-misused-promises -- the handler catches its own errors
          callback: async ({ credential }) => {
            // An answer without an ID token is the library's 'Not logged in' (decision 014).
            if (!credential) return fail(t('account.google.notLoggedIn'));
            try {
              const signed = await loginCustomerWithGoogle(googleLoginRequest(credential));
              if (signed) setCustomer(signed);
              else fail(t('account.login.wrongCredentials'));
            } catch {
              fail(t('account.login.error'));
            }
          },
        });
        gis.prompt();
      })
      // Without the script (offline, blocked) there is simply no One Tap: the login page's
      // button says so when the diner asks for it.
      .catch(() => {});
    return () => {
      cancelled = true;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [clientId, signedIn]);

  return null;
}
