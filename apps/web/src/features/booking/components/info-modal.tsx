// The info popup shown before a reservation that a message will confirm (spec 001 §4): on
// mobile, or with a mode other than desktop Whatsapp. What it says is ours (not shown).
import { ConfirmationMode } from '@tavola/domain/enums';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';

export function InfoModal({
  show,
  mode,
  modeLabel,
  onContinue,
  onHide,
  onOnScreenChange,
  busy,
}: {
  show: boolean;
  mode: ConfirmationMode;
  modeLabel: string;
  onContinue(): void;
  onHide(): void;
  /** True from the moment it starts to appear until it has faded out completely. */
  onOnScreenChange?(onScreen: boolean): void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      show={show}
      onHide={onHide}
      onEnter={() => onOnScreenChange?.(true)}
      onExited={() => onOnScreenChange?.(false)}
      centered
      aria-labelledby="booking-info-title"
      data-testid="booking-info-modal"
    >
      <Modal.Header closeButton closeLabel={t('booking.info.cancel')}>
        <Modal.Title id="booking-info-title" as="h2" className="h5">
          {t('booking.info.title')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="mb-0">
          {mode === ConfirmationMode.Telegram
            ? t('booking.info.bodyTelegram')
            : t('booking.info.body', { mode: modeLabel, text: 'tt …' })}
        </p>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onHide} disabled={busy}>
          {t('booking.info.cancel')}
        </Button>
        <Button variant="primary" onClick={onContinue} disabled={busy}>
          {t('booking.info.continue')}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
