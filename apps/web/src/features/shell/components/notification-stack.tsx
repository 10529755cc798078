// The notification stack of spec 001 §8 (lib/notifications.ts: at most 3, danger for 15 s).
// It is the page's live region for passing messages: two regions that are always in the page
// (a live region added together with its text is often not read), a polite one (role status)
// for confirmations and an assertive one (aria-live, without the alert role an empty region
// would wear on every page) for errors. Each notification has a
// close button named for it, and Escape closes the one that has the focus; focus then goes to
// the next notification, or back where it came from. A notification holds still while the
// diner is on it (focus or pointer).
//
// The stack also reports what happens outside any screen: a diner's action the server failed
// (5xx or no answer, through the API client) and the reload after an expired session (401).
import { useEffect, useRef, useSyncExternalStore, type FocusEvent, type KeyboardEvent } from 'react';
import CloseButton from 'react-bootstrap/CloseButton';
import { useTranslation } from 'react-i18next';
import { notifyGenericError } from '../../../lib/notify-generic-error';
import { setActionFailureHandler } from '../../../lib/api-client';
import { notifications, notify, type AppNotification } from '../../../lib/notifications';
import { sessionReload } from '../../../lib/session-reload';

const toneOf: Record<AppNotification['variant'], string> = {
  danger: 'text-bg-danger',
  success: 'text-bg-success',
  warning: 'text-bg-warning',
  info: 'text-bg-light',
};

export function NotificationStack() {
  const { t } = useTranslation();
  const items = useSyncExternalStore(notifications.subscribe, notifications.get);
  const stack = useRef<HTMLElement>(null);
  /** Where the focus was before it entered the stack, to give it back. */
  const returnFocus = useRef<HTMLElement | null>(null);

  useEffect(() => {
    setActionFailureHandler(notifyGenericError);
    if (sessionReload.take()) {
      notify({
        variant: 'info',
        header: t('appShell.notifications.sessionReloadedHeader'),
        message: t('appShell.notifications.sessionReloaded'),
      });
    }
    return () => setActionFailureHandler(() => {});
    // eslint-disable-next-line react-hooks/exhaustive-deps -- installed once
  }, []);

  const onStackFocus = (event: FocusEvent) => {
    const from = event.relatedTarget;
    if (from instanceof HTMLElement && !stack.current?.contains(from)) returnFocus.current = from;
  };

  const close = (id: number) => {
    const hadFocus = !!stack.current?.querySelector(`[data-notification-id="${id}"]`)?.contains(document.activeElement);
    const rest = notifications.get().filter((n) => n.id !== id);
    notifications.dismiss(id);
    if (!hadFocus) return;
    // The notification is gone with the focus in it: the next one, or where the diner was.
    const next = rest[0]
      ? stack.current?.querySelector<HTMLElement>(`[data-notification-id="${rest[0].id}"] button`)
      : null;
    const back = returnFocus.current?.isConnected ? returnFocus.current : document.querySelector<HTMLElement>('h1');
    queueMicrotask(() => (next ?? back)?.focus());
  };

  const onKeyDown = (id: number) => (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    close(id);
  };

  const toast = (n: AppNotification) => (
    // The notification itself is not a control: Escape reaches it from its close button, and
    // focus and pointer only hold its time.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      key={n.id}
      className={`toast show mb-2 ${toneOf[n.variant]}`}
      data-testid="notification"
      data-variant={n.variant}
      data-notification-id={n.id}
      onKeyDown={onKeyDown(n.id)}
      onFocus={() => notifications.hold(n.id)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) notifications.release(n.id);
      }}
      onMouseEnter={() => notifications.hold(n.id)}
      onMouseLeave={() => notifications.release(n.id)}
    >
      <div className="toast-header">
        <strong className="me-auto">{n.header ?? n.message}</strong>
        <CloseButton
          aria-label={t('appShell.notifications.closeNamed', { title: n.header ?? n.message })}
          onClick={() => close(n.id)}
        />
      </div>
      {n.header && <div className="toast-body">{n.message}</div>}
    </div>
  );

  const errors = items.filter((n) => n.variant === 'danger');
  const others = items.filter((n) => n.variant !== 'danger');
  return (
    <section
      ref={stack}
      className="notification-stack toast-container position-fixed top-0 end-0 p-3"
      aria-label={t('appShell.notifications.label')}
      onFocus={onStackFocus}
    >
      <div aria-live="assertive" aria-relevant="additions text" data-testid="notifications-assertive">
        {errors.map(toast)}
      </div>
      <div role="status" aria-live="polite" aria-relevant="additions text" data-testid="notifications-status">
        {others.map(toast)}
      </div>
    </section>
  );
}
