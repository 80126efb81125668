// `document.currentScript` is set only during a script's first synchronous run (async and defer too).
import { startScript } from './script';

startScript(document.currentScript instanceof HTMLScriptElement ? document.currentScript : null);
