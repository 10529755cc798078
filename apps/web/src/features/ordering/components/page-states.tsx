// Loading and error states shared by the ordering screens.
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';

/**
 * Padding, not margin (no layout shift): a margin would collapse through the page's
 * <main> and move it down while loading, then up when the content replaces the spinner.
 */
export function Loading({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <div className="text-center py-5" role="status">
      <Spinner animation="border" variant="primary" aria-hidden="true" />
      <span className="visually-hidden">{label ?? t('common.loading')}</span>
    </div>
  );
}

/** The server's message (spec 000 §8), or the default one; with a retry when given. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert variant="danger" role="alert">
      <p className="mb-0">{errorText(error, t('ordering.common.unexpectedError'))}</p>
      {onRetry && (
        <Button variant="outline-danger" size="sm" className="mt-2" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      )}
    </Alert>
  );
}

export function errorText(error: unknown, fallback: string): string {
  return error instanceof ApiError ? error.message : fallback;
}
