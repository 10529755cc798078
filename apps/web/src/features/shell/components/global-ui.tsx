// What every page shows on top of itself (spec 001 §2, §4, §7, §8): the global loader bar, the
// full-screen spinner while the loader is frozen, the notifications, the offline banner, and keeping the
// remembered session of a signed-in customer in step with the token, and the company's brand colour.
import { useEffect, useLayoutEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppContext } from '../../../lib/app-context';
import { FullPageSpinner } from '../../../components/full-page-spinner';
import { OfflineBanner } from '../../../components/offline-banner';
import { loader } from '../../../lib/loader';
import { offlineStartup } from '../../../lib/offline-startup';
import { rememberedSession } from '../../../lib/remembered-session';
import '../shell.css';
import { applyBrandColour } from '../brand-colours';
import { NotificationStack } from './notification-stack';

function LoaderIndicators() {
  const { t } = useTranslation();
  const state = useSyncExternalStore(loader.subscribe, loader.get);
  return (
    <>
      {state.loading && (
        <div
          className="global-loader-bar"
          role="progressbar"
          aria-label={t('appShell.loader.loading')}
          data-testid="global-loader"
        />
      )}
      {state.frozen && (
        <div className="frozen-overlay" data-testid="frozen-overlay">
          <FullPageSpinner />
        </div>
      )}
    </>
  );
}

/**
 * Spec 001 §4: the customer is remembered per company only when confirmed or anonymous, and
 * forgotten when removed. What is remembered is the session token (lib/remembered-session.ts).
 */
function RememberCustomerSession() {
  const { company, customer, token } = useAppContext();
  useEffect(() => {
    if (customer && customer.customerId > 0 && (customer.confirmed || customer.isAnonymous) && token) {
      rememberedSession.set(company.urlName, token);
    } else if (!customer) {
      rememberedSession.remove(company.urlName);
      offlineStartup.forgetCustomer(company.urlName);
    }
  }, [company.urlName, customer, token]);
  return null;
}

/** The company's brand colour on buttons, links and the phone's bar, set before the first paint. */
function BrandColour() {
  const { company } = useAppContext();
  useLayoutEffect(() => applyBrandColour(company.brandColour), [company.brandColour]);
  return null;
}

export function GlobalUi() {
  return (
    <>
      <BrandColour />
      <OfflineBanner />
      <LoaderIndicators />
      <NotificationStack />
      <RememberCustomerSession />
    </>
  );
}
