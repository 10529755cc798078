// App-wide providers. Two layers: AppProviders wraps the router (queries, i18n);
// RootProviders is the root route's element, because the app context needs the router
// (startup redirects to the start-error pages).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Outlet } from 'react-router';
import { i18n } from '../i18n/i18n';
import { ApiError } from '../lib/api-client';
import { AppContextProvider } from './app-context';
import { StartErrorGate } from './start-error-gate';
import { notifyingMutationCache, notifyingQueryCache } from './query-error-notifications';

export function createQueryClient() {
  return new QueryClient({
    queryCache: notifyingQueryCache(),
    mutationCache: notifyingMutationCache(),
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        // A 4xx will not get better by asking again.
        retry: (failureCount, error) => !(error instanceof ApiError && error.status < 500) && failureCount < 2,
      },
    },
  });
}

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </I18nextProvider>
  );
}

export function RootProviders() {
  return (
    <AppContextProvider>
      <StartErrorGate>
        <Outlet />
      </StartErrorGate>
    </AppContextProvider>
  );
}
