// Entry of `dist/space-booking.js`, the one-tag snippet's classic script (./script.ts).
// `document.currentScript` is only set during this first synchronous run (also for async and
// defer scripts), so it is read here.
import { startScript } from './script';

startScript(document.currentScript instanceof HTMLScriptElement ? document.currentScript : null);
