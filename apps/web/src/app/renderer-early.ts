// Imported by main.tsx after the startup calls have gone out (early-start.ts) and before the
// app's own modules (total blocking time). React's renderer is the largest single
// piece of the first load to evaluate (its module body builds the tables of every DOM event it
// listens for); it runs here, and the app's modules in the next task.
import 'react-dom/client';
import { yieldToBrowser } from '../lib/yield-to-browser';

await yieldToBrowser();
