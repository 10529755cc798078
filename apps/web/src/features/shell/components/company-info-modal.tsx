// The side panel's 'Info' (spec 001 §2, registered customers): the company's own information,
// description and privacy text.
import type { Company } from '@tavola/domain/entities';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';

export function CompanyInfoModal({ show, onHide, company }: { show: boolean; onHide: () => void; company: Company }) {
  const { t } = useTranslation();
  return (
    <Modal show={show} onHide={onHide} aria-labelledby="company-info-title">
      <Modal.Header closeButton closeLabel={t('appShell.venueInfo.close')}>
        <Modal.Title id="company-info-title">{company.tradeName}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {company.description && <p>{company.description}</p>}
        {company.information && <p>{company.information}</p>}
        {company.businessName && <p className="text-muted small">{company.businessName}</p>}
        {company.privacyPolicy && (
          <>
            <h2 className="h6">{t('appShell.companyInfo.privacy')}</h2>
            <p className="small">{company.privacyPolicy}</p>
          </>
        )}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={onHide}>
          {t('appShell.venueInfo.close')}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
