// The three states of a screen's query on the staff side: loading (announced
// to screen readers), failed with the server's message and a retry, or the content.
import type { ReactNode } from 'react';
import { Alert, Button, Spinner } from 'react-bootstrap';

export function Loading({ label }: { label: string }) {
  return (
    <div className="d-flex justify-content-center py-5" role="status" aria-live="polite">
      <Spinner animation="border" className="me-2" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}

export interface QueryLike<T> {
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  data?: T;
  refetch: () => unknown;
}

/** Loading, error with retry, or the content. */
export function QueryStates<T>({
  query,
  loading,
  retry,
  children,
}: {
  query: QueryLike<T>;
  loading: string;
  retry: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <Loading label={loading} />;
  if (query.isError)
    return (
      <Alert variant="danger">
        {query.error?.message}{' '}
        <Button size="sm" variant="outline-danger" onClick={() => void query.refetch()}>
          {retry}
        </Button>
      </Alert>
    );
  return <>{children(query.data as T)}</>;
}
