// Renders components inside the app's providers with a ready app context (no startup).
import { render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router';
import { AppStateProvider } from '../app/app-context';
import { AppProviders } from '../app/providers';
import type { AppState } from '../lib/app-context';

export function renderWithAppState(state: AppState, routes: RouteObject[], path = '/') {
  const router = createMemoryRouter(
    [
      {
        element: (
          <AppStateProvider initialState={state}>
            <Outlet />
          </AppStateProvider>
        ),
        children: routes,
      },
    ],
    { initialEntries: [path] },
  );
  return {
    router,
    ...render(
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>,
    ),
  };
}
