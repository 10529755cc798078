// The waiting popup of spec 001 §2, §4: 'In attesa della conferma con {mode}...' while the
// status is polled; a link reopens the messaging app; Annulla stops waiting.
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';

export function WaitingModal({
  show,
  modeLabel,
  link,
  text,
  telegram,
  onCancel,
}: {
  show: boolean;
  modeLabel: string;
  telegram: boolean;
  link: string | null;
  text: string;
  onCancel(): void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      show={show}
      onHide={onCancel}
      backdrop="static"
      centered
      aria-labelledby="booking-waiting-title"
      data-testid="booking-waiting-modal"
    >
      <Modal.Header>
        <Modal.Title id="booking-waiting-title" as="h2" className="h5">
          {t('booking.waiting.title')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body className="text-center">
        <Spinner animation="border" role="presentation" className="mb-3" />
        <p role="status" aria-live="polite" className="fw-semibold">
          {t('booking.waiting.message', { mode: modeLabel })}
        </p>
        {link && (
          <>
            <p className="small text-body-secondary">
              {telegram ? t('booking.waiting.hintTelegram') : t('booking.waiting.hint', { mode: modeLabel, text })}
            </p>
            <Button as="a" href={link} target="_blank" rel="noopener noreferrer" variant="success">
              {t('booking.waiting.openApp', { mode: modeLabel })}
            </Button>
          </>
        )}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onCancel}>
          {t('booking.waiting.cancel')}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
