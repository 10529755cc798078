import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Container from 'react-bootstrap/Container';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { StartupFailure } from './startup';

/** Leaves for the marketing site (spec 001 §4); replace() keeps the closed company out of history. */
function MarketingSiteRedirect({ url }: { url: string }) {
  const { t } = useTranslation();
  useEffect(() => {
    window.location.replace(url);
  }, [url]);
  return (
    <Container as="main" className="py-5 text-center">
      <p role="status">{t('appShell.startup.redirecting')}</p>
    </Container>
  );
}

/**
 * Why the app could not start (spec 001 §8 startup errors). The spec uses blocking alerts;
 * a page with the message is kinder and leaves the address bar usable.
 */
export function StartupFailureScreen({ failure }: { failure: StartupFailure }) {
  const { t } = useTranslation();
  if (failure.kind === 'marketingSite') return <MarketingSiteRedirect url={failure.url} />;
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
  // Nothing to retry for a missing or unknown company: the address has to change.
  const canRetry = failure.kind !== 'missingCompany' && failure.kind !== 'noCompanyData';
  // Spec 001 §8 alerts 'Non ci sono dati per la Company' and nothing else: it is the heading.
  const alone = failure.kind === 'noCompanyData';

  return (
    <Container as="main" className="startup-failure py-5">
      <Alert variant={failure.kind === 'missingCompany' || alone ? 'warning' : 'danger'}>
        <Alert.Heading as="h1" className={alone ? 'h4 mb-0' : 'h4'}>
          {alone ? message : t('startup.problemTitle')}
        </Alert.Heading>
        {!alone && <p className="mb-0">{message}</p>}
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
