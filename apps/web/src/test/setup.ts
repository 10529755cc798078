// Test setup of the web project: Testing Library cleanup (vitest runs without globals) and
// the i18n instance, so components render the Italian copy; the lazy pages resolved up front.
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import '../i18n/i18n';
import { routes } from '../app/router';
import { resolveLazyRoutes } from './eager-routes';

await resolveLazyRoutes(routes);

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
