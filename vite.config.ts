import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Features } from 'lightningcss';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { BESIDE_SCRIPT, type BesideScriptName } from './src/shared/beside-script-files';

/**
 * `npm run build` (scripts/build.mjs) runs four builds into dist/, one per mode, in this order:
 *   vite build --mode beside-script  dist/<name>-<hash>.js  every file of BESIDE_SCRIPT
 *                                    (src/shared/beside-script-files.ts): the booking step,
 *                                    extras/ and i18n/, each self-contained, loaded on demand
 *   vite build                       dist/space-booking.js   the script tag (IIFE): the first view
 *   vite build --mode module         dist/space-booking.mjs  the ES module for bundlers
 *   vite build --mode frame          dist/embed.html + dist/embed.js  the iframe page, and what
 *                                    public/ holds (the hosts' `_headers`), copied unchanged
 * The first build's manifest names the hashed files; the three others load them by those names.
 * And, for Node rather than the browser (kept out of dist/, which hosts serve whole):
 *   vite build --mode sandbox        sandbox-dist/space-booking-sandbox.js  the sandbox's command
 *                                    line, the package's `space-booking-sandbox` bin
 */

/**
 * JSX as Preact's `h` calls (tsconfig.json: each component file imports `h`, and `Fragment` where
 * it writes `<>`), whatever NODE_ENV says: no JSX runtime module beside `h`, which Preact carries
 * anyway, and no development props (`__self`, `__source`), which Preact would set as attributes.
 * The unit tests (vitest.config.ts) compile JSX the same way.
 */
export const JSX = { runtime: 'classic', pragma: 'h', pragmaFrag: 'Fragment', development: false } as const;

/** Where the first build records the hashed name of each file beside the script. */
const MANIFEST = '.vite/beside-script.json';

const SCRIPT_URL = resolve('src/shared/script-url.ts');
const LOADERS_ID = 'virtual:beside-script-loaders';

/**
 * How the code reaches a file beside the script (`loadBesideScript` in src/shared/beside-script.ts):
 * - `absolute`: the classic scripts, by an address made from the script's own at run time (a
 *   script from another origin has no base URL for a relative `import()`);
 * - `relative`: the ES module, by a relative `import()` that bundlers follow and copy;
 * - `source`: the unit tests, the source module itself.
 */
export type BesideScriptLoading = 'absolute' | 'relative' | 'source';

export function besideScriptLoaders(loading: BesideScriptLoading): Plugin {
  let outDir = 'dist';
  const files = (): Record<BesideScriptName, string> => {
    const manifest = JSON.parse(readFileSync(resolve(outDir, MANIFEST), 'utf8')) as Record<string, { file: string }>;
    return Object.fromEntries(
      Object.entries(BESIDE_SCRIPT).map(([name, source]) => {
        const file = manifest[source]?.file;
        if (!file) throw new Error(`${MANIFEST} has no file for ${source}: build with --mode beside-script first`);
        return [name, file];
      }),
    ) as Record<BesideScriptName, string>;
  };
  const table = (load: (name: BesideScriptName) => string) =>
    `{\n${(Object.keys(BESIDE_SCRIPT) as BesideScriptName[]).map((name) => `  ${JSON.stringify(name)}: () => ${load(name)},`).join('\n')}\n}`;
  return {
    name: 'space-booking-beside-script-loaders',
    enforce: 'pre',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    resolveId(id) {
      if (id === LOADERS_ID) return `\0${LOADERS_ID}`;
      // The ES module's files beside it stay files: bundlers of the module follow the import.
      if (loading === 'relative' && /^\.\/[\w/-]+-[\w-]+\.js$/.test(id)) return { id, external: true };
      return null;
    },
    load(id) {
      if (id !== `\0${LOADERS_ID}`) return null;
      if (loading === 'source')
        return `export const besideScriptLoaders = ${table((name) => `import(${JSON.stringify(resolve(BESIDE_SCRIPT[name]))})`)};`;
      const built = files();
      if (loading === 'relative')
        return `export const besideScriptLoaders = ${table((name) => `import(${JSON.stringify(`./${built[name]}`)})`)};`;
      return [
        `import { besideScriptUrl } from ${JSON.stringify(SCRIPT_URL)};`,
        `export const besideScriptLoaders = ${table((name) => `import(/* @vite-ignore */ besideScriptUrl(${JSON.stringify(built[name])}))`)};`,
      ].join('\n');
    },
  };
}

/**
 * The files beside the script are loaded by the classic scripts too, which share no chunks with
 * any other build: each must stand alone (no `import` of another file).
 */
function standAlone(): Plugin {
  return {
    name: 'space-booking-stand-alone',
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const imports = [...chunk.imports, ...chunk.dynamicImports];
        if (!chunk.isEntry) this.error(`${chunk.fileName} is shared by several files beside the script; each must stand alone`);
        if (imports.length) this.error(`${chunk.fileName} must stand alone, but imports ${imports.join(', ')}`);
      }
    },
  };
}

/**
 * The licence of every package whose code a file of the build carries (Preact, @preact/signals,
 * date-fns-tz...), and the widget's own, as `licenses/<package>.txt` beside the files: their
 * notices must travel with their code, and the minified files keep no comments. Each build writes
 * those of its own files; a package in several builds is the same file each time.
 */
function licenses(): Plugin {
  const licenseOf = (folder: string) =>
    ['LICENSE', 'LICENSE.md', 'LICENSE.txt'].map((name) => resolve(folder, name)).find((file) => existsSync(file));
  return {
    name: 'space-booking-licenses',
    generateBundle(_options, bundle) {
      const packages = new Set<string>();
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        for (const id of chunk.moduleIds) {
          const name = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(id)?.[1];
          if (name) packages.add(name);
        }
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

/** Copies the iframe page next to its script, which it loads by a relative address. */
function embedPage(): Plugin {
  return {
    name: 'space-booking-embed-page',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'embed.html', source: readFileSync('src/embed/embed.html', 'utf8') });
    },
  };
}

/**
 * V8's explicit compile hint (Chromium 136 and later; a comment to other engines): nearly every
 * function of a first view's script runs before the first slots, so the whole file is compiled
 * while it streams in, off the main thread, instead of function by function as each is first
 * called, on the main thread, between the script's arrival and the first slots.
 */
const COMPILE_ALL_ON_LOAD = '//# allFunctionsCalledOnLoad';

function classicScript(entry: string, fileName: string, name: string): UserConfig['build'] {
  return {
    lib: { entry, formats: ['iife'], name, fileName: () => fileName },
    rolldownOptions: { output: { postBanner: COMPILE_ALL_ON_LOAD } },
  };
}

/**
 * The booking step and the schedule are rendered by the first view's Preact and follow the first
 * view's signals: one copy of each on the page. They also use the API errors (checked with
 * `instanceof`), zone rules, retries, formatting and component helpers the first view already
 * holds. So their files are built against src/ui/first-view-runtime.ts in their place, which the
 * first view fills in when a file loads (src/ui/first-view-exports.ts).
 */
const FIRST_VIEW_RUNTIME = resolve('src/ui/first-view-runtime.ts');
const SHARED_PACKAGES = new Set(['preact', 'preact/hooks', '@preact/signals']);
const SHARED_MODULES = new Set(
  ['src/api/errors.ts', 'src/api/retry.ts', 'src/i18n/format.ts', 'src/i18n/index.ts', 'src/state/zone-rules.ts', 'src/time/zone.ts', 'src/ui/Pager.tsx', 'src/ui/util.ts'].map((file) =>
    resolve(file),
  ),
);
/** The popup's file renders the first view's widget in its dialog (src/ui/popup-entry.ts). */
SHARED_MODULES.add(resolve('src/ui/App.tsx'));

function sharedWithFirstView(): Plugin {
  // Encoded: a `/` in the query (`extras/popup`) would hide the module's `.ts` from the transform.
  const entries = new Map(Object.entries(BESIDE_SCRIPT).map(([name, file]) => [resolve(file), encodeURIComponent(name)]));
  const runtimeFiles = new Set([...entries.values()].map((name) => `${FIRST_VIEW_RUNTIME}?file=${name}`));
  /** The file beside the script each module was first reached from. */
  const fileOf = new Map<string, string>();
  return {
    name: 'space-booking-shared-with-first-view',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || runtimeFiles.has(importer)) return null;
      const file = fileOf.get(importer) ?? entries.get(importer);
      // Each file beside the script has its own copy of the runtime: files share no chunks.
      const runtime = file ? `${FIRST_VIEW_RUNTIME}?file=${file}` : FIRST_VIEW_RUNTIME;
      if (SHARED_PACKAGES.has(source)) return runtime;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved) return null;
      if (SHARED_MODULES.has(resolved.id) || resolved.id === FIRST_VIEW_RUNTIME) return runtime;
      if (file && !fileOf.has(resolved.id)) fileOf.set(resolved.id, file);
      return resolved;
    },
    load(id) {
      return runtimeFiles.has(id) ? readFileSync(FIRST_VIEW_RUNTIME, 'utf8') : null;
    },
  };
}

const targets: Record<string, UserConfig> = {
  'beside-script': {
    plugins: [sharedWithFirstView(), standAlone(), licenses()],
    build: {
      // The first of the builds: start from an empty dist/.
      emptyOutDir: true,
      manifest: MANIFEST,
      rolldownOptions: {
        input: Object.fromEntries(Object.entries(BESIDE_SCRIPT)),
        preserveEntrySignatures: 'strict',
        output: { format: 'es', entryFileNames: '[name]-[hash].js' },
      },
    },
  },
  script: {
    plugins: [besideScriptLoaders('absolute'), licenses()],
    build: classicScript('src/embed/script-entry.ts', 'space-booking.js', 'SpaceBookingScript'),
  },
  module: {
    plugins: [besideScriptLoaders('relative'), licenses()],
    build: {
      lib: { entry: { 'space-booking': 'src/index.ts' }, formats: ['es'], fileName: () => 'space-booking.mjs' },
    },
  },
  frame: {
    // The one build that copies public/: dist/ is served whole, and public/ is what goes with it.
    publicDir: 'public',
    plugins: [embedPage(), besideScriptLoaders('absolute'), licenses()],
    build: classicScript('src/embed/frame-entry.ts', 'embed.js', 'SpaceBookingFrame'),
  },
  sandbox: {
    // A Node program that needs no installed package: date-fns-tz's offset reader is bundled with
    // it, and its licence goes beside it (sandbox-dist/licenses/).
    ssr: { noExternal: true },
    plugins: [licenses()],
    build: {
      ssr: 'sandbox/main.ts',
      target: 'node20',
      minify: false,
      emptyOutDir: true,
      rolldownOptions: { output: { entryFileNames: 'space-booking-sandbox.js', banner: '#!/usr/bin/env node' } },
    },
  },
};

export default defineConfig(({ mode }) => {
  const target = targets[mode] ?? targets.script!;
  return {
    publicDir: target.publicDir ?? false,
    ssr: target.ssr,
    // Libraries read NODE_ENV to drop development-only code; library mode leaves it alone.
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    plugins: target.plugins ?? [],
    oxc: { jsx: JSX },
    // Lightning CSS minifies the stylesheets; it adds nothing they do not ask for (no prefixes,
    // no light-dark() stand-in variables: the widget switches themes with its own properties).
    css: { lightningcss: { exclude: Features.VendorPrefixes | Features.LightDark } },
    build: {
      outDir: 'dist',
      emptyOutDir: false,
      minify: true,
      cssMinify: 'lightningcss',
      sourcemap: false,
      reportCompressedSize: true,
      ...target.build,
    },
  };
});
