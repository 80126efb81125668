import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { Features } from 'lightningcss';
import { build, defineConfig, type Plugin, type Rollup } from 'vite';

/**
 * `vite build` writes every file `dist/` serves, from one module graph:
 *   space-booking.mjs  the widget's ES module (src/index.ts): the package's entry, and the
 *                      script tag's, with everything on the way to the first slots
 *   embed.js           the iframe page's module (src/embed/frame-entry.ts), which imports it
 *   <name>-<hash>.js   what `import()` reaches: the booking step, the schedule, the zone rules,
 *                      the popup and the other extras (extras/), the other languages (i18n/)
 *   space-booking.js   the classic script of the one-tag snippet (src/embed/starter.ts), bundled
 *                      on its own: a page's plain <script> cannot import modules
 *   warm-up-<hash>.js  the first view's warm-up that the script loads beside the widget's
 *                      module (src/embed/first-view-warm-up.ts), bundled on its own
 *   embed.html         the iframe page, and public/ (the hosts' `_headers`)
 *   configure.html     the owners' configurator and its module configure.js (src/configure/),
 *                      bundled on its own: it imports the widget's module by its address, as
 *                      any page does, so nothing of it enters the widget's files
 * `vite build --mode sandbox` builds the sandbox's command line for Node (sandbox-dist/).
 */

/**
 * JSX as Preact's `h` calls (each component file imports `h`, and `Fragment` where it writes
 * `<>`), whatever NODE_ENV says: no development props (`__self`, `__source`), which Preact would
 * set as attributes. The unit tests (vitest.config.ts) compile JSX the same way.
 */
export const JSX = { runtime: 'classic', pragma: 'h', pragmaFrag: 'Fragment', development: false } as const;

/**
 * V8's explicit compile hint (Chromium 136 and later; a comment to other engines): nearly every
 * function of these files runs before the first slots, so each is compiled while it streams in,
 * off the main thread, rather than function by function on it.
 */
const COMPILE_ALL_ON_LOAD = '//# allFunctionsCalledOnLoad';

/**
 * Where a chunk that `import()` reaches is published (docs/hosting.md): the other
 * languages in i18n/, the features not needed to book in extras/, code that several of them share
 * in chunks/, the rest beside the entry.
 */
const EXTRAS: Record<string, string> = {
  'src/ui/popup-entry.ts': 'popup',
  'src/ui/contrast.ts': 'contrast',
  'src/embed/iframe-listen.ts': 'iframe',
  'src/embed/data-layer.ts': 'data-layer',
  'src/state/deep-link-history.ts': 'deep-link',
  'src/embed/structured-data.ts': 'structured-data',
  'src/ui/profile-details.ts': 'profile-details',
};

function chunkFileName({ facadeModuleId, name }: Rollup.PreRenderedChunk): string {
  const source = facadeModuleId ? relative('.', facadeModuleId) : '';
  if (EXTRAS[source]) return `extras/${EXTRAS[source]}-[hash].js`;
  if (source.startsWith('src/i18n/catalogs/')) return `i18n/${name}-[hash].js`;
  if (!facadeModuleId) return `chunks/${name}-[hash].js`;
  return `${name}-[hash].js`;
}

/**
 * A file built from its own small graph, minified, every function of which runs as it loads: a
 * page's plain <script> cannot import modules, and what it loads before the widget's module must
 * not wait for that module.
 */
async function buildAlone(entry: string, format: 'iife' | 'es', define: Record<string, string> = {}): Promise<string> {
  const output = (await build({
    configFile: false,
    logLevel: 'warn',
    define,
    build: {
      write: false,
      minify: true,
      // A classic script's build asks for a global name, though the starter exports nothing.
      lib: { entry, formats: [format], name: format === 'iife' ? 'SpaceBookingStarter' : undefined, fileName: () => 'file.js' },
      // A library's ES build keeps its line breaks unless told otherwise.
      rolldownOptions: { output: { minify: true, postBanner: COMPILE_ALL_ON_LOAD } },
    },
  })) as Rollup.RollupOutput[];
  const [file, ...others] = output[0]!.output;
  if (others.length) throw new Error(`${entry} builds into one file, but its build made ${others.map((other) => other.fileName).join(', ')} too`);
  return file.code;
}

/**
 * The one-tag snippet's classic script, and the first view's warm-up that it loads beside the
 * widget's module, under a name with a hash of its content (src/embed/script.ts); the script
 * loads the zone rules' chunk too, by the name this build gives it.
 */
function classicStarter(): Plugin {
  return {
    name: 'space-booking-starter',
    async generateBundle(_options, bundle) {
      const zoneRules = Object.values(bundle).find((file) => file.type === 'chunk' && file.facadeModuleId === resolve('src/time/zone-rules.ts'));
      if (!zoneRules) return this.error('the build has no zone rules chunk for the script to load');
      const warmUp = await buildAlone('src/embed/first-view-warm-up.ts', 'es');
      const warmUpFile = `warm-up-${createHash('sha256').update(warmUp).digest('base64url').slice(0, 8)}.js`;
      this.emitFile({ type: 'asset', fileName: warmUpFile, source: warmUp });
      const starter = await buildAlone('src/embed/starter.ts', 'iife', {
        ZONE_RULES_CHUNK: JSON.stringify(zoneRules.fileName),
        WARM_UP_FILE: JSON.stringify(warmUpFile),
      });
      this.emitFile({ type: 'asset', fileName: 'space-booking.js', source: starter });
    },
  };
}

/**
 * The licence of every package whose code the build carries (Preact, @preact/signals,
 * date-fns-tz...), and the widget's own, as `licenses/<package>.txt`: their notices travel with
 * their code, and the minified files keep no comments.
 */
function licenses(): Plugin {
  const licenseOf = (folder: string) =>
    ['LICENSE', 'LICENSE.md', 'LICENSE.txt'].map((name) => resolve(folder, name)).find((file) => existsSync(file));
  return {
    name: 'space-booking-licenses',
    generateBundle(_options, bundle) {
      const packages = new Set<string>();
      for (const chunk of Object.values(bundle))
        if (chunk.type === 'chunk')
          for (const id of chunk.moduleIds) {
            const name = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(id)?.[1];
            if (name) packages.add(name);
          }
      const emit = (name: string, file: string | undefined) => {
        if (!file) return this.error(`${name} has no licence file to ship beside its code`);
        this.emitFile({ type: 'asset', fileName: `licenses/${name.replace('/', '+')}.txt`, source: readFileSync(file, 'utf8') });
      };
      emit('space-booking', licenseOf('.'));
      for (const name of packages) emit(name, licenseOf(resolve('node_modules', name)));
    },
  };
}

/**
 * The configurator's module, bundled from its own graph (its own copy of Preact and of the few
 * helpers it shares with the widget): the widget's files stay exactly what they are without it.
 */
function configurator(): Plugin {
  return {
    name: 'space-booking-configurator',
    async generateBundle() {
      const output = (await build({
        configFile: false,
        logLevel: 'warn',
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
        oxc: { jsx: JSX },
        css: { lightningcss: { exclude: Features.VendorPrefixes | Features.LightDark } },
        build: {
          write: false,
          minify: true,
          cssMinify: 'lightningcss',
          modulePreload: false,
          rolldownOptions: { input: 'src/configure/main.ts', output: { format: 'es', entryFileNames: 'configure.js' } },
        },
      })) as Rollup.RollupOutput;
      const [module, ...others] = output.output;
      if (others.length) return this.error(`the configurator is one file, but its build made ${others.map((file) => file.fileName).join(', ')} too`);
      this.emitFile({ type: 'asset', fileName: 'configure.js', source: module.code });
    },
  };
}

/** The pages `dist/` serves, each beside the module it loads. */
function pages(): Plugin {
  return {
    name: 'space-booking-pages',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'embed.html', source: readFileSync('src/embed/embed.html', 'utf8') });
      this.emitFile({ type: 'asset', fileName: 'configure.html', source: readFileSync('src/configure/configure.html', 'utf8') });
    },
  };
}

/** The graph's entries: the widget's module, and the iframe page's. */
const ENTRIES = { 'space-booking': 'src/index.ts', embed: 'src/embed/frame-entry.ts' };

/**
 * Every module the entries run at start goes in the widget's module, one file on the way to the
 * first slots: left to itself, the bundler puts what they share with the chunks loaded later
 * (Preact, signals, formatting) in chunks of their own, each one more request before the widget
 * runs. The iframe page's entry stays apart, so that no other page runs it.
 */
function startGraph() {
  const modules = new Set<string>();
  const plugin: Plugin = {
    name: 'space-booking-start-graph',
    buildEnd() {
      modules.clear();
      const unvisited = Object.values(ENTRIES).map((entry) => resolve(entry));
      for (let id; (id = unvisited.pop()); ) {
        if (modules.has(id)) continue;
        modules.add(id);
        unvisited.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
      modules.delete(resolve(ENTRIES.embed));
    },
  };
  return { plugin, group: { name: 'space-booking', test: (id: string) => modules.has(id) } };
}

const start = startGraph();

const browser = defineConfig({
  publicDir: 'public',
  plugins: [start.plugin, classicStarter(), configurator(), pages(), licenses()],
  build: {
    // Built as a library, as the widget is one on its hosts' pages: an app build wraps each
    // `import()` in Vite's preload helper, which tells the page's window (`vite:preloadError`)
    // when a chunk fails to load, an event that pages built with Vite answer by reloading.
    lib: { entry: ENTRIES, formats: ['es'] },
    rolldownOptions: {
      // The package's exports are its public surface: kept as written, not merged or renamed.
      preserveEntrySignatures: 'allow-extension',
      output: {
        // A library's ES build keeps its line breaks unless told otherwise.
        minify: true,
        entryFileNames: ({ name }) => (name === 'space-booking' ? 'space-booking.mjs' : `${name}.js`),
        chunkFileNames: chunkFileName,
        postBanner: (chunk) => (chunk.isEntry ? COMPILE_ALL_ON_LOAD : ''),
        // Named as the entry, the group is the entry's chunk.
        codeSplitting: { groups: [start.group] },
      },
    },
  },
});

const sandbox = defineConfig({
  // A Node program that needs no installed package: date-fns-tz's offset reader is bundled with
  // it, and its licence goes beside it (sandbox-dist/licenses/).
  ssr: { noExternal: true },
  plugins: [licenses()],
  build: {
    outDir: 'sandbox-dist',
    ssr: 'sandbox/main.ts',
    target: 'node20',
    minify: false,
    rolldownOptions: { output: { entryFileNames: 'space-booking-sandbox.js', banner: '#!/usr/bin/env node' } },
  },
});

export default defineConfig(({ mode }) => {
  const target = mode === 'sandbox' ? sandbox : browser;
  return {
    ...target,
    publicDir: target.publicDir ?? false,
    // Libraries read NODE_ENV to drop development-only code.
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    oxc: { jsx: JSX },
    // Lightning CSS minifies the stylesheets; it adds nothing they do not ask for (no prefixes,
    // no light-dark() stand-in variables: the widget switches themes with its own properties).
    css: { lightningcss: { exclude: Features.VendorPrefixes | Features.LightDark } },
    build: { outDir: 'dist', emptyOutDir: true, minify: true, cssMinify: 'lightningcss', sourcemap: false, ...target.build },
  };
});
