import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';
import { JSX } from './vite.config';

const root = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * The unit and component tests, beside the code they test. A component test asks for a DOM on its
 * first line, `// @vitest-environment jsdom`; the others run in Node.
 */
const TESTS = ['src/**/*.test.{ts,tsx}', 'sandbox/**/*.test.ts', 'scripts/**/*.test.ts'];
const DOM_TESTS = ['src', 'sandbox', 'scripts']
  .flatMap((folder) => readdirSync(root(folder), { recursive: true, encoding: 'utf8' }).map((file) => `${folder}/${file}`))
  .filter((file) => /\.test\.tsx?$/.test(file) && readFileSync(root(file), 'utf8').startsWith('// @vitest-environment jsdom'));

/**
 * The DOM tests that define custom elements: a window's registry keeps a name for good, so each
 * of these files needs a window of its own (vitest.setup.ts stops any other file that defines one).
 */
const OWN_WINDOW = [
  'src/embed/define.test.ts',
  'src/embed/element.test.ts',
  'src/embed/events.test.ts',
  'src/embed/iframe-page.test.ts',
  'src/embed/launcher-language.test.ts',
  'src/embed/mount.test.ts',
  'src/embed/popup.test.ts',
  'src/embed/popup-stalled.test.ts',
  'src/embed/script.test.ts',
  'src/embed/script-attribution.test.ts',
  'scripts/custom-elements-manifest.test.ts',
];

/**
 * Test files share their workers: a worker and its environment (Node's, or a jsdom window) are
 * set up once for many files instead of once per file, which cost more than most files' tests.
 * Each file still imports the source afresh and leaves the environment as it found it
 * (vitest.setup.ts). The files of OWN_WINDOW run one per worker, as Vitest runs files by default.
 */
const shared = { isolate: false, setupFiles: ['vitest.setup.ts'] };

export default defineConfig({
  oxc: { jsx: JSX },
  test: {
    // The stylesheets are imported as text (`?inline`): process them as the build does.
    css: true,
    // A limit for a test that hangs, not for a busy machine, where loading a module on demand
    // (a catalog, the popup's file) alone may take seconds.
    testTimeout: 30_000,
    // A worker per core: Vitest keeps one core to itself by default, and it has little to do once
    // the first files are transformed.
    maxWorkers: availableParallelism(),
    projects: [
      { extends: true, test: { name: 'node', include: TESTS, exclude: [...configDefaults.exclude, ...DOM_TESTS], ...shared } },
      { extends: true, test: { name: 'dom', include: DOM_TESTS, exclude: OWN_WINDOW, environment: 'jsdom', ...shared } },
      { extends: true, test: { name: 'own-window', include: OWN_WINDOW, environment: 'jsdom' } },
    ],
  },
});
