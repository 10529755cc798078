// The loading, error and content states of every screen of this back office, in a file of its
// own so the screens do not import the app that routes to them.
import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { QueryStates, type QueryLike } from '../../components/query-states';
import { menuAdminNs } from './menu-admin-copy';

/** Loading, error with retry, or the content. */
export function Loaded<T>({ query, children }: { query: QueryLike<T>; children: (data: T) => ReactNode }) {
  const { t } = useTranslation(menuAdminNs);
  return (
    <QueryStates query={query} loading={t('loading')} retry={t('retry')}>
      {children}
    </QueryStates>
  );
}
