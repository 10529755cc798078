// Spec 001 §8 notification service for the errors no screen shows: the
// query client's caches send them to lib/notifications.ts (at most 3, danger for 15 s, the
// server's text for non-500 statuses, else 'Riprova. Se il problema persiste contatta
// l'amministratore.' under 'Si è verificato un problema').
// - A mutation notifies unless it shows its own error (meta.errorInline).
// - A query notifies when it already had data (a background refetch failed while the screen
//   keeps showing the old data) or asks for it (meta.notifyOnError). A first load that fails is
//   the screen's own error state (LoadError), so it is not told twice.
import { MutationCache, QueryCache } from '@tanstack/react-query';
import { notifyGenericError } from '../lib/notify-generic-error';

declare module '@tanstack/react-query' {
  interface Register {
    /** true: always notify; false: never (a poll whose failures only count as attempts). */
    queryMeta: { notifyOnError?: boolean };
    mutationMeta: { errorInline?: boolean };
  }
}

export function notifyingQueryCache(): QueryCache {
  return new QueryCache({
    onError: (error, query) => {
      if (query.meta?.notifyOnError === false) return;
      if (query.meta?.notifyOnError || query.state.data !== undefined) notifyGenericError(error);
    },
  });
}

export function notifyingMutationCache(): MutationCache {
  return new MutationCache({
    onError: (error, _variables, _context, mutation) => {
      if (!mutation.meta?.errorInline) notifyGenericError(error);
    },
  });
}
