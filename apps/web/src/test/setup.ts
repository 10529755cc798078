// Test setup of the web project: Testing Library cleanup (vitest runs without globals) and
// the i18n instance, so components render the Italian copy.
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import '../i18n/i18n';

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
