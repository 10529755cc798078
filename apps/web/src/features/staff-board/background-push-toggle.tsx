// The board's "new orders in the background" switch (docs/pwa-and-push.md): this tablet
// subscribes to Web Push for the venue, so a new order shows a notification even when the board
// is in the background or the screen is off (the service worker leaves it out while the board is
// on screen: the board chimes itself). Hidden when the server has no push or the browser cannot.
import { useEffect, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { staffCall } from '../../lib/staff-api-call';
import {
  currentPushSubscription,
  PushUnavailable,
  pushPublicKey,
  pushSupported,
  subscribeThisBrowser,
} from '../../lib/web-push';
import { staffBoardNs } from './staff-copy';

const subscribed = z.object({ subscribed: z.boolean() });
const removed = z.object({ removed: z.boolean() });

export function BackgroundPushToggle({ seatWebId }: { seatWebId: number }) {
  const { t, i18n } = useTranslation(staffBoardNs, { keyPrefix: 'backgroundPush' });
  const [shown, setShown] = useState(false);
  const [on, setOn] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const path = `venues/${seatWebId}/push-subscription`;

  useEffect(() => {
    let live = true;
    void (async () => {
      try {
        if (!pushSupported() || !(await pushPublicKey())) return;
        const current = await currentPushSubscription();
        const state = current
          ? await staffCall(`${path}/status`, subscribed, { method: 'POST', body: { endpoint: current.endpoint } })
          : { subscribed: false };
        if (!live) return;
        setOn(state.subscribed);
        setShown(true);
      } catch {
        if (live) setShown(pushSupported());
      }
    })();
    return () => {
      live = false;
    };
  }, [path]);

  const toggle = async () => {
    setBusy(true);
    setProblem(null);
    try {
      if (on) {
        const current = await currentPushSubscription();
        if (current)
          await staffCall(`${path}/remove`, removed, { method: 'POST', body: { endpoint: current.endpoint } });
        setOn(false);
      } else {
        const subscription = await subscribeThisBrowser();
        await staffCall(path, subscribed, {
          method: 'PUT',
          body: { subscription, language: i18n.language === 'en' ? 'en' : 'it' },
        });
        setOn(true);
      }
    } catch (error) {
      setProblem(error instanceof PushUnavailable && error.reason === 'denied' ? t('denied') : t('failed'));
    } finally {
      setBusy(false);
    }
  };

  if (!shown) return null;
  return (
    <div className="background-push-toggle">
      <Form.Check
        type="switch"
        id={`background-push-${seatWebId}`}
        label={t('label')}
        checked={on}
        disabled={busy}
        onChange={() => void toggle()}
      />
      {problem && (
        <div className="small text-danger" role="alert">
          {problem}
        </div>
      )}
    </div>
  );
}
