// The two popups of booking (spec 001 §2, §4): the info popup before a reservation that a
// message will confirm, and the waiting popup while the status is polled. The waiting popup
// opens only once the info popup has faded out: two modals at once overlap on screen and
// confuse focus and screen readers.
import { confirmationModeLabels, confirmationText } from '@tavola/domain/booking-messaging';
import { ConfirmationMode } from '@tavola/domain/enums';
import { useState } from 'react';
import { InfoModal } from '../components/info-modal';
import { WaitingModal } from '../components/waiting-modal';

interface Props {
  mode: ConfirmationMode;
  busy: boolean;
  infoOpen: boolean;
  onInfoHide(): void;
  onContinue(): void;
  waiting: { id: string; link: string | null } | null;
  onCancelWaiting(): void;
}

export function BookingDialogs({ mode, busy, infoOpen, onInfoHide, onContinue, waiting, onCancelWaiting }: Props) {
  const [infoOnScreen, setInfoOnScreen] = useState(false);
  const modeLabel = confirmationModeLabels[mode];
  return (
    <>
      <InfoModal
        show={infoOpen}
        mode={mode}
        modeLabel={modeLabel}
        busy={busy}
        onHide={onInfoHide}
        onOnScreenChange={setInfoOnScreen}
        onContinue={onContinue}
      />
      <WaitingModal
        show={waiting != null && !infoOnScreen}
        modeLabel={modeLabel}
        link={waiting?.link ?? null}
        text={waiting ? confirmationText(waiting.id) : ''}
        telegram={mode === ConfirmationMode.Telegram}
        onCancel={onCancelWaiting}
      />
    </>
  );
}
