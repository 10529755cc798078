// "Sei offline": shown on every diner page while the browser has no connection. The page shows
// what was last loaded (the service worker's copy); sending an order or a payment is refused
// until the connection is back (api-client.ts).
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { isOffline, subscribeOffline } from '../lib/online-status';

export function OfflineBanner() {
  const { t } = useTranslation();
  const offline = useSyncExternalStore(subscribeOffline, isOffline, () => false);
  if (!offline) return null;
  return (
    <div
      className="offline-banner alert alert-warning rounded-0 mb-0 py-2 px-3 small"
      role="status"
      data-testid="offline-banner"
    >
      <strong>{t('pwa.offline.title')}</strong> {t('pwa.offline.detail')}
    </div>
  );
}
