import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Container from 'react-bootstrap/Container';
import { useTranslation } from 'react-i18next';
import type { StartupFailure } from './startup';

/**
 * Why the app could not start (spec 001 §8 startup errors). The spec uses blocking alerts;
 * a page with the message is kinder and leaves the address bar usable.
 */
export function StartupFailureScreen({ failure }: { failure: StartupFailure }) {
  const { t } = useTranslation();
  const message = (() => {
    switch (failure.kind) {
      case 'missingCompany':
        return t('startup.missingCompany');
      case 'notAuthenticated':
        return t('startup.notAuthenticated');
      case 'noCompanyData':
        return t('startup.noCompanyData');
      case 'server':
        return failure.message;
      case 'unexpected':
        return t('startup.unexpectedError');
    }
  })();
  const canRetry = failure.kind !== 'missingCompany';

  return (
    <Container as="main" className="startup-failure py-5">
      <Alert variant={failure.kind === 'missingCompany' ? 'warning' : 'danger'}>
        <Alert.Heading as="h1" className="h4">
          {t('startup.problemTitle')}
        </Alert.Heading>
        <p className="mb-0">{message}</p>
        {canRetry && (
          <div className="mt-3">
            <Button variant="outline-danger" onClick={() => window.location.reload()}>
              {t('common.retry')}
            </Button>
          </div>
        )}
      </Alert>
    </Container>
  );
}
