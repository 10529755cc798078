// The footer's dialog with the privacy policy or the service terms (app-footer.tsx), in a chunk
// of its own: react-bootstrap's Modal loads when a diner first opens one of the texts.
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';

export function LegalTextModal({
  text,
  onHide,
}: {
  text: { title: string; body: string | null } | null;
  onHide: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal show={text != null} onHide={onHide} aria-labelledby="legal-text-title" scrollable>
      <Modal.Header closeButton closeLabel={t('appShell.venueInfo.close')}>
        <Modal.Title id="legal-text-title" as="h2" className="h5">
          {text?.title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body className="privacy-text">{text?.body}</Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={onHide}>
          {t('appShell.venueInfo.close')}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
