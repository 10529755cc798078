// "Avvisami quando è pronto" on the order summary (docs/pwa-and-push.md): with the diner's
// permission, this browser gets a notification when the order is accepted, ready or on its way
// (sent by the server's push dispatcher, shown by the service worker). The switch itself is
// shared (components/push-toggle.tsx); this one subscribes the session's diner.
import { useTranslation } from 'react-i18next';
import { PushToggle } from '../../../components/push-toggle';

const paths = { subscribe: 'push/subscribe', unsubscribe: 'push/unsubscribe', isSubscribed: 'push/isSubscribed' };

export function NotifyWhenReady() {
  const { t } = useTranslation();
  return (
    <PushToggle
      paths={paths}
      copy={{ button: t('pwa.notify.button'), on: t('pwa.notify.on') }}
      testId="notify-when-ready"
    />
  );
}
