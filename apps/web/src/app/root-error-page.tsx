import Alert from 'react-bootstrap/Alert';
import Container from 'react-bootstrap/Container';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';

/** Last resort for a render error anywhere below the root route. */
export function RootErrorPage() {
  const { t } = useTranslation();
  console.error(useRouteError());
  return (
    <Container as="main" className="py-5">
      <Alert variant="danger">
        <Alert.Heading as="h1" className="h4">
          {t('startup.problemTitle')}
        </Alert.Heading>
        <p className="mb-0">{t('startup.unexpectedError')}</p>
      </Alert>
    </Container>
  );
}
