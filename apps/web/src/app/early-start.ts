// Imported by main.tsx before the rest of the app (total blocking time, the menu's
// largest paint). The startup calls go out as soon as their own code has been evaluated; the
// rest of the first load (the app's context and pages, the router, React's renderer) is
// evaluated in later tasks, so the phone is not held for the whole first load in one task, and
// the calls travel meanwhile. The restaurant's screens (/staff) have their own sign-in and do
// not start the app.
import { pathBelowLanguage } from '@tavola/domain/app-page';
import { yieldToBrowser } from '../lib/yield-to-browser';
import { startAppEarly } from './early-startup';

if (!/^\/staff(\/|$)/.test(pathBelowLanguage(window.location.pathname))) startAppEarly();

await yieldToBrowser();
