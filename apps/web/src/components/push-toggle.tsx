// A "tell me" switch for Web Push (docs/pwa-and-push.md), shared by the order summary ("Avvisami
// quando è pronto") and the live table tab: with the diner's permission it subscribes this
// browser at the server's `subscribe` path, asks `isSubscribed` on load, and `unsubscribe` stops
// it. Hidden when the server has no push; a browser that cannot, or a permission refused, is told
// in words.
import { useEffect, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { apiRequest } from '../lib/api-client';
import {
  currentPushSubscription,
  notificationsDenied,
  PushUnavailable,
  pushPublicKey,
  pushSupported,
  subscribeThisBrowser,
} from '../lib/web-push';

type State = 'hidden' | 'idle' | 'asking' | 'on' | 'denied' | 'unsupported' | 'failed';

const subscribed = z.object({ subscribed: z.boolean() });

export interface PushToggleProps {
  /** The server's paths: subscribe, unsubscribe, isSubscribed. */
  paths: { subscribe: string; unsubscribe: string; isSubscribed: string };
  /** Headers that name the owner (a table tab's participant token, whose 401 must not reload the page); the session otherwise. */
  owner?: { extraHeaders: Record<string, string>; reloadOnUnauthorized: false };
  /** The button's words and what is said once it is on. */
  copy: { button: string; on: string };
  testId: string;
}

export function PushToggle({ paths, owner, copy, testId }: PushToggleProps) {
  const { t, i18n } = useTranslation();
  const [state, setState] = useState<State>('hidden');
  const ownerKey = JSON.stringify(owner ?? {});

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
        const answer = await apiRequest(paths.isSubscribed, {
          method: 'POST',
          background: true,
          body: { endpoint: current.endpoint },
          schema: subscribed,
          ...(JSON.parse(ownerKey) as PushToggleProps['owner']),
        });
        settle(answer.subscribed ? 'on' : 'idle');
      } catch {
        settle('idle');
      }
    })();
    return () => {
      live = false;
    };
  }, [paths.isSubscribed, ownerKey]);

  const turnOn = async () => {
    setState('asking');
    try {
      const subscription = await subscribeThisBrowser();
      await apiRequest(paths.subscribe, {
        method: 'POST',
        body: { subscription, language: i18n.language === 'en' ? 'en' : 'it' },
        schema: subscribed,
        ...owner,
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
      await apiRequest(paths.unsubscribe, { method: 'POST', body: { endpoint: current.endpoint }, ...owner }).catch(
        () => undefined,
      );
    setState('idle');
  };

  if (state === 'hidden') return null;
  return (
    <div className="notify-when-ready mb-3" data-testid={testId}>
      <div aria-live="polite">
        {state === 'on' && <p className="mb-2">{copy.on}</p>}
        {state === 'denied' && <p className="mb-2 text-body-secondary">{t('pwa.notify.denied')}</p>}
        {state === 'unsupported' && <p className="mb-2 text-body-secondary">{t('pwa.notify.unsupported')}</p>}
        {state === 'failed' && <p className="mb-2 text-danger">{t('pwa.notify.failed')}</p>}
      </div>
      {(state === 'idle' || state === 'asking' || state === 'failed') && (
        <Button variant="outline-primary" onClick={() => void turnOn()} disabled={state === 'asking'}>
          {state === 'asking' ? t('pwa.notify.asking') : copy.button}
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
