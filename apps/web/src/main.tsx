import './lib/zod-jitless';
import './bootstrap.scss';
import './styles.css';
import './app/early-start';
import './app/renderer-early';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { languageFromPath } from '@tavola/domain/app-page';
import { i18n, LANGUAGES } from './i18n/i18n';
import { yieldToBrowser } from './lib/yield-to-browser';
import { registerServiceWorker } from './lib/service-worker';

// The UI speaks the language of the path prefix when we have its copy, else Italian. Its copy
// loads first (Italian comes with the app); should it not arrive, the page shows Italian.
const pathLanguage = languageFromPath(window.location.pathname);
if (pathLanguage && LANGUAGES.includes(pathLanguage)) await i18n.changeLanguage(pathLanguage).catch(() => undefined);

// The app's modules were evaluated in this task; React starts in the next.
await yieldToBrowser();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={createAppRouter()} />
    </AppProviders>
  </StrictMode>,
);

// The installable app's worker (offline menu, Web Push), after the page has loaded.
registerServiceWorker();
