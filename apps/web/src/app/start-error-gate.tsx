import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useAppContext } from '../lib/app-context';
import { startErrorFor } from '../lib/start-error';

/**
 * Keeps a company at end of service, or a disabled venue, on its start-error page (spec
 * 001 §4). Checked on every render rather than once, so resetting a disabled venue lets the
 * visitor choose another one.
 */
export function StartErrorGate({ children }: { children: ReactNode }) {
  const context = useAppContext();
  const { pathname } = useLocation();
  const errorType = startErrorFor(context);
  const target = `/start-error/${errorType}`;
  if (errorType != null && pathname !== target) return <Navigate to={target} replace />;
  return children;
}
