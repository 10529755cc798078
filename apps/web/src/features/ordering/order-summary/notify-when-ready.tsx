// "Avvisami quando è pronto" on the order summary (docs/pwa-and-push.md): with the diner's
// permission, this browser gets a notification when the order is accepted, ready or on its way
// (sent by the server's push dispatcher, shown by the service worker). Hidden when the server has
// no push; a browser that cannot, or a permission refused, is told in words.
import { useEffect, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import {
  currentPushSubscription,
  notificationsDenied,
  PushUnavailable,
  pushPublicKey,
  pushSupported,
  subscribeThisBrowser,
} from '../../../lib/web-push';

type State = 'hidden' | 'idle' | 'asking' | 'on' | 'denied' | 'unsupported' | 'failed';

const subscribed = z.object({ subscribed: z.boolean() });

export function NotifyWhenReady() {
  const { t, i18n } = useTranslation();
  const [state, setState] = useState<State>('hidden');

  useEffect(() => {
    let live = true;
    const settle = (next: State) => live && setState(next);
    void (async () => {
      try {
        if (!(await pushPublicKey())) return;
        if (!pushSupported()) return settle('unsupported');
        if (notificationsDenied()) return settle('denied');
        const current = await currentPushSubscription();
        if (!current) return settle('idle');
        const answer = await apiRequest('push/isSubscribed', {
          method: 'POST',
          background: true,
          body: { endpoint: current.endpoint },
          schema: subscribed,
        });
        settle(answer.subscribed ? 'on' : 'idle');
      } catch {
        settle('idle');
      }
    })();
    return () => {
      live = false;
    };
  }, []);

  const turnOn = async () => {
    setState('asking');
    try {
      const subscription = await subscribeThisBrowser();
      await apiRequest('push/subscribe', {
        method: 'POST',
        body: { subscription, language: i18n.language === 'en' ? 'en' : 'it' },
        schema: subscribed,
      });
      setState('on');
    } catch (error) {
      if (error instanceof PushUnavailable) setState(error.reason === 'off' ? 'hidden' : error.reason);
      else setState('failed');
    }
  };

  const turnOff = async () => {
    const current = await currentPushSubscription().catch(() => null);
    if (current)
      await apiRequest('push/unsubscribe', { method: 'POST', body: { endpoint: current.endpoint } }).catch(
        () => undefined,
      );
    setState('idle');
  };

  if (state === 'hidden') return null;
  return (
    <div className="notify-when-ready mb-3" data-testid="notify-when-ready">
      <div aria-live="polite">
        {state === 'on' && <p className="mb-2">{t('pwa.notify.on')}</p>}
        {state === 'denied' && <p className="mb-2 text-body-secondary">{t('pwa.notify.denied')}</p>}
        {state === 'unsupported' && <p className="mb-2 text-body-secondary">{t('pwa.notify.unsupported')}</p>}
        {state === 'failed' && <p className="mb-2 text-danger">{t('pwa.notify.failed')}</p>}
      </div>
      {(state === 'idle' || state === 'asking' || state === 'failed') && (
        <Button variant="outline-primary" onClick={() => void turnOn()} disabled={state === 'asking'}>
          {state === 'asking' ? t('pwa.notify.asking') : t('pwa.notify.button')}
        </Button>
      )}
      {state === 'on' && (
        <Button variant="link" className="px-0" onClick={() => void turnOff()}>
          {t('pwa.notify.stop')}
        </Button>
      )}
    </div>
  );
}
