import './lib/zod-jitless';
import './bootstrap.scss';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { startAppEarly } from './app/app-context';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { languageFromPath, pathBelowLanguage } from '@tavola/domain/app-page';
import { i18n, resources } from './i18n/i18n';

// The UI speaks the language of the path prefix when we have its copy, else Italian.
const pathLanguage = languageFromPath(window.location.pathname);
if (pathLanguage && pathLanguage in resources) void i18n.changeLanguage(pathLanguage);

// The diner pages wait for the startup calls: they go out now, while the first page's chunk
// loads. The restaurant's screens (/staff) have their own sign-in and do not start the app.
if (!/^\/staff(\/|$)/.test(pathBelowLanguage(window.location.pathname))) startAppEarly();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={createAppRouter()} />
    </AppProviders>
  </StrictMode>,
);
