import { readdirSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin, type UserConfig } from 'vite';

/**
 * `npm run build` (scripts/build.mjs) runs three builds into dist/, one per mode (a classic IIFE script cannot be
 * split, so each gets its own build):
 *   vite build                 dist/space-booking.js   the script tag (IIFE): element + window.SpaceBooking
 *   vite build --mode module   dist/space-booking.mjs  the ES module for bundlers, plus dist/i18n/<lang>.js and
 *                                                      dist/extras/<name>.js (see BESIDE_SCRIPT)
 *   vite build --mode frame    dist/embed.html + dist/embed.js  the iframe page (no inline script or style)
 * and, for Node rather than the browser (kept out of dist/, which hosts serve whole):
 *   vite build --mode sandbox  sandbox-dist/space-booking-sandbox.js  the sandbox's command line, the
 *                                                      package's `space-booking-sandbox` bin
 * English and everything needed to book are bundled everywhere; the other interface catalogs and the
 * features not needed to book are the module build's self-contained files, which all three load on demand.
 */

/** Interface catalogs other than English, as build entries. */
function catalogEntries(): Record<string, string> {
  return Object.fromEntries(
    readdirSync('src/i18n/catalogs')
      .filter((file) => /^[a-z]{2,3}(-[A-Za-z0-9]+)*\.ts$/.test(file) && file !== 'en.ts')
      .map((file) => [`i18n/${file.slice(0, -3)}`, `src/i18n/catalogs/${file}`]),
  );
}

/**
 * Features not needed to book, each one file that the code reaches only by `import()`:
 * the iframe helper's message side (when `SpaceBooking.iframe` is called), the data-layer
 * mirror (on the first event of a widget with `data-layer`), the calendar file (from the
 * details step on) and the accent fitting (once the host sets `--sb-accent`, `--sb-on-accent`
 * or `--sb-bg`).
 */
const EXTRAS: Record<string, string> = {
  'extras/iframe': 'src/embed/iframe-listen.ts',
  'extras/data-layer': 'src/embed/data-layer.ts',
  'extras/ics': 'src/time/ics.ts',
  'extras/contrast': 'src/ui/contrast.ts',
};

/** Every file loaded on demand, by output name (without `.js`) -> source. */
const BESIDE_SCRIPT: Record<string, string> = { ...catalogEntries(), ...EXTRAS };

const ASSET_URL = fileURLToPath(new URL('./src/embed/asset-url.ts', import.meta.url));
const SOURCE_OF = new Map(Object.entries(BESIDE_SCRIPT).map(([name, file]) => [resolve(file).replace(/\.tsx?$/, ''), name]));

/**
 * In the classic scripts, an `import('./catalogs/de')` or `import('../time/ics')` of a file in
 * BESIDE_SCRIPT becomes an `import()` of `i18n/de.js` / `extras/ics.js` beside the script, by
 * absolute address (see src/embed/asset-url.ts), so those modules stay out of the bundle and
 * load from wherever the script is hosted.
 */
function filesBesideScript(): Plugin {
  return {
    name: 'space-booking-files-beside-script',
    enforce: 'pre',
    transform(code, id) {
      if (!id.includes('/src/') || id.includes('/node_modules/')) return null;
      // Not `typeof import('./x')`, a type, which TypeScript removes anyway.
      const out = code.replace(/(?<!typeof\s+)import\(\s*['"](\.\.?\/[^'"]+)['"]\s*\)/g, (match, spec: string) => {
        const name = SOURCE_OF.get(resolve(dirname(id), spec).replace(/\.tsx?$/, ''));
        return name ? `import(/* @vite-ignore */ __sbAssetUrl('${name}.js'))` : match;
      });
      if (out === code) return null;
      return { code: `import { assetUrl as __sbAssetUrl } from ${JSON.stringify(ASSET_URL)};\n${out}`, map: null };
    },
  };
}

/**
 * The files beside the script are loaded by the classic scripts too, which share no chunks
 * with the module build: each must stand alone (no `import` of another file).
 */
function standAloneBesideScript(): Plugin {
  return {
    name: 'space-booking-stand-alone-beside-script',
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !chunk.isEntry || !Object.hasOwn(BESIDE_SCRIPT, chunk.name)) continue;
        const imports = [...chunk.imports, ...chunk.dynamicImports];
        if (imports.length) this.error(`${chunk.fileName} must stand alone, but imports ${imports.join(', ')}`);
      }
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

function classicScript(entry: string, fileName: string, name: string): UserConfig['build'] {
  return { lib: { entry, formats: ['iife'], name, fileName: () => fileName } };
}

const targets: Record<string, UserConfig> = {
  script: {
    plugins: [filesBesideScript()],
    // The first of the three builds: start from an empty dist/.
    build: { emptyOutDir: true, ...classicScript('src/embed/script-entry.ts', 'space-booking.js', 'SpaceBookingScript') },
  },
  module: {
    plugins: [standAloneBesideScript()],
    build: {
      lib: {
        entry: { 'space-booking': 'src/index.ts', ...BESIDE_SCRIPT },
        formats: ['es'],
        fileName: (_format, name) => (name === 'space-booking' ? 'space-booking.mjs' : `${name}.js`),
      },
      rolldownOptions: { output: { chunkFileNames: 'chunks/[name]-[hash].js' } },
    },
  },
  frame: {
    plugins: [embedPage(), filesBesideScript()],
    build: classicScript('src/embed/frame-entry.ts', 'embed.js', 'SpaceBookingFrame'),
  },
  sandbox: {
    build: {
      // A Node program: the package's dependencies stay imports, everything of ours is bundled.
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
    publicDir: false,
    // Libraries read NODE_ENV to drop development-only code; library mode leaves it alone.
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    plugins: target.plugins ?? [],
    build: {
      outDir: 'dist',
      emptyOutDir: false,
      minify: true,
      sourcemap: false,
      reportCompressedSize: true,
      ...target.build,
    },
  };
});
