import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';

/** Full-screen spinner while the app starts (spec 001 §2). */
export function FullPageSpinner() {
  const { t } = useTranslation();
  return (
    <div className="full-page-spinner">
      <Spinner animation="border" variant="primary" role="status" aria-label={t('common.loading')}>
        <span className="visually-hidden">{t('common.loading')}</span>
      </Spinner>
    </div>
  );
}
