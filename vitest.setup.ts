/**
 * Runs before each test file of a shared worker (vitest.config.ts): the file starts as in a worker
 * of its own, and leaves the environment as it found it.
 */
import { afterAll, vi } from 'vitest';

// The source afresh: no module keeps what an earlier file left in it (caches, signals, listeners).
vi.resetModules();

afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  // `vi.resetModules()` starts each file's modules afresh, not the page globals they keep: the
  // Node project's files, which have no window to clean below, would share the widget's Intl
  // formatters (src/shared/intl-formatters.ts).
  Reflect.deleteProperty(globalThis, Symbol.for('space-booking.intl-formatters'));
});

if (typeof window !== 'undefined') {
  // A window's registry keeps a name for good: the files that define elements have windows of their own.
  customElements.define = (name) => {
    throw new Error(`<${name}> defined in a shared window, where the name would stay taken: list the test file in OWN_WINDOW (vitest.config.ts)`);
  };

  // The page as the file found it: its globals (a data layer, the address the widget keeps), its
  // address and its document's content.
  const globals = new Set(Reflect.ownKeys(globalThis));
  const address = location.href;
  const head = [...document.head.childNodes];
  const body = [...document.body.childNodes];
  afterAll(() => {
    for (const key of Reflect.ownKeys(globalThis)) if (!globals.has(key)) Reflect.deleteProperty(globalThis, key);
    history.replaceState(null, '', address);
    document.head.replaceChildren(...head);
    document.body.replaceChildren(...body);
  });
}
