// /start-error/:errorType (spec 000 §2, spec 001 §2): 1 company end of service, 2 venue not
// enabled, with the venue's phone when known.
import { StartErrorType } from '@tavola/domain/enums';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Container from 'react-bootstrap/Container';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import { useAppContext } from '../../lib/app-context';
import { startErrorFor } from '../../lib/start-error';
import { CompanyLogo } from '../../components/company-logo';

const messageKey = {
  [StartErrorType.CompanyEndOfService]: 'startError.CompanyEndOfService',
  [StartErrorType.SeatWebNotEnabled]: 'startError.SeatWebNotEnabled',
} as const;

export function StartErrorPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { errorType } = useParams();
  const context = useAppContext();
  const { company, seatWeb, canChangeSeatWeb, resetSeatWeb } = context;

  // The page only says what is true of the context: a stale or hand-typed address goes home.
  const expected = startErrorFor(context);
  if (expected == null || String(expected) !== errorType) return <Navigate to="/" replace />;

  const venue = seatWeb ?? (company.seatWebs.length === 1 ? company.seatWebs[0] : null);
  const phone = venue?.phone?.trim();

  return (
    <Container as="main" className="start-error text-center py-5">
      <CompanyLogo company={company} className="start-error-logo mb-4" />
      <Alert variant="warning">
        <h1 className="h4 mb-0">{t(messageKey[expected])}</h1>
        {phone && (
          <p className="mt-3 mb-0">
            {t('startError.phone')} <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>
          </p>
        )}
      </Alert>
      {expected === StartErrorType.SeatWebNotEnabled && canChangeSeatWeb && (
        <Button
          variant="primary"
          onClick={() => {
            resetSeatWeb();
            void navigate('/', { replace: true });
          }}
        >
          {t('startError.chooseAnotherVenue')}
        </Button>
      )}
    </Container>
  );
}
