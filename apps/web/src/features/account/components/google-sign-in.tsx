// Google sign-in (spec 001 §2, §7): shown only when the settings carry a Google client id.
// Google Identity Services renders its own button (width 200..400, 001 §9) and hands over an
// ID token, which the server verifies (signature, audience, issuer, expiry).
import type { Customer } from '@tavola/domain/entities';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppContext } from '../../../lib/app-context';
import { loginCustomerWithGoogle } from '../api/login-customer-with-google';

const GIS_SCRIPT = 'https://accounts.google.com/gsi/client';

interface GoogleAccountsId {
  initialize(options: {
    client_id: string;
    callback: (response: { credential?: string }) => void;
    auto_select?: boolean;
    cancel_on_tap_outside?: boolean;
  }): void;
  renderButton(element: HTMLElement, options: Record<string, unknown>): void;
  /** One Tap (spec 001 §7). */
  prompt(): void;
}
declare global {
  interface Window {
    google?: { accounts?: { id?: GoogleAccountsId } };
  }
}

let scriptPromise: Promise<GoogleAccountsId> | null = null;
export function loadGoogleIdentity(): Promise<GoogleAccountsId> {
  scriptPromise ??= new Promise((resolve, reject) => {
    if (window.google?.accounts?.id) return resolve(window.google.accounts.id);
    const script = document.createElement('script');
    script.src = GIS_SCRIPT;
    script.async = true;
    script.onload = () => (window.google?.accounts?.id ? resolve(window.google.accounts.id) : reject(new Error('gis')));
    script.onerror = () => {
      scriptPromise = null;
      reject(new Error('gis'));
    };
    document.head.append(script);
  });
  return scriptPromise;
}

/** The loginCustomerWithGoogle request of an ID token (the server verifies the token itself). */
export function googleLoginRequest(credential: string) {
  const claims = decodePayload(credential);
  const str = (key: string) => (typeof claims[key] === 'string' ? (claims[key] as string) : null);
  return {
    idToken: credential,
    id: str('sub') ?? '',
    name: str('name'),
    email: str('email') ?? '',
    photoUrl: str('picture'),
    firstName: str('given_name'),
    lastName: str('family_name'),
    provider: 'GOOGLE' as const,
  };
}

/** The payload of a JWT, unverified: only to prefill the social user; the server verifies. */
export function decodePayload(idToken: string): Record<string, unknown> {
  try {
    const part = idToken.split('.')[1] ?? '';
    const json = atob(part.replace(/-/g, '+').replace(/_/g, '/'));
    return JSON.parse(decodeURIComponent(escape(json))) as Record<string, unknown>;
  } catch {
    return {};
  }
}

export function GoogleSignIn({
  onCustomer,
  onError,
}: {
  onCustomer: (customer: Customer) => Promise<void>;
  onError: (message: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const { settings } = useAppContext();
  const clientId = settings.google?.clientId;
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!clientId) return;
    let cancelled = false;
    loadGoogleIdentity()
      .then((gis) => {
        if (cancelled || !container.current) return;
        gis.initialize({
          client_id: clientId,
          // eslint-disable-next-line @typescript-eslint/no-misused-promises -- the handler catches its own errors
          callback: async ({ credential }) => {
            if (!credential) return onError(t('account.google.notLoggedIn'));
            try {
              const customer = await loginCustomerWithGoogle(googleLoginRequest(credential));
              if (customer) await onCustomer(customer);
              else onError(t('account.login.wrongCredentials'));
            } catch {
              onError(t('account.login.error'));
            }
          },
        });
        const width = Math.max(200, Math.min(400, container.current.clientWidth || 300));
        gis.renderButton(container.current, { type: 'standard', width, locale: i18n.language, text: 'signin_with' });
      })
      .catch(() => !cancelled && onError(t('account.google.notReady')));
    return () => {
      cancelled = true;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [clientId]);

  if (!clientId) return null;
  return (
    <div className="google-sign-in text-center my-3">
      <div className="text-muted small mb-2">{t('account.login.or')}</div>
      <div
        ref={container}
        className="d-inline-block"
        aria-label={t('account.google.signIn')}
        data-testid="google-sign-in"
      />
    </div>
  );
}
