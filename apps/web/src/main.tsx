import './lib/zod-jitless';
import './bootstrap.scss';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { i18n, languageFromPath, resources } from './i18n/i18n';

// The UI speaks the language of the path prefix when we have its copy, else Italian.
const pathLanguage = languageFromPath(window.location.pathname);
if (pathLanguage && pathLanguage in resources) void i18n.changeLanguage(pathLanguage);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={createAppRouter()} />
    </AppProviders>
  </StrictMode>,
);
