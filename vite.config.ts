import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin, type UserConfig } from 'vite';

/**
 * `npm run build` (scripts/build.mjs) runs three builds into dist/, one per mode (a classic IIFE script cannot be
 * split, so each gets its own build):
 *   vite build                 dist/space-booking.js   the script tag (IIFE): element + window.SpaceBooking
 *   vite build --mode module   dist/space-booking.mjs  the ES module for bundlers, and dist/i18n/<lang>.js
 *   vite build --mode frame    dist/embed.html + dist/embed.js  the iframe page (no inline script or style)
 * English is bundled everywhere; the other interface catalogs are the module build's
 * dist/i18n/<lang>.js, which all three load on demand.
 */

/** Interface catalogs other than English, as build entries. */
function catalogEntries(): Record<string, string> {
  return Object.fromEntries(
    readdirSync('src/i18n/catalogs')
      .filter((file) => /^[a-z]{2,3}(-[A-Za-z0-9]+)*\.ts$/.test(file) && file !== 'en.ts')
      .map((file) => [`i18n/${file.slice(0, -3)}`, `src/i18n/catalogs/${file}`]),
  );
}

const ASSET_URL = fileURLToPath(new URL('./src/embed/asset-url.ts', import.meta.url));

/**
 * In the classic scripts, src/i18n's `import('./catalogs/de')` becomes an `import()` of
 * `i18n/de.js` beside the script, by absolute address (see src/embed/asset-url.ts), so English
 * stays the only catalog in the bundle and the others load from wherever the script is hosted.
 */
function catalogsBesideScript(): Plugin {
  return {
    name: 'space-booking-catalogs-beside-script',
    enforce: 'pre',
    transform(code, id) {
      if (!id.includes('/src/i18n/')) return null;
      const out = code.replace(
        /import\(\s*['"]\.\/catalogs\/([a-z]{2,3}(?:-[A-Za-z0-9]+)*)['"]\s*\)/g,
        (_match, lang: string) => `import(/* @vite-ignore */ __sbAssetUrl('i18n/${lang}.js'))`,
      );
      if (out === code) return null;
      return { code: `import { assetUrl as __sbAssetUrl } from ${JSON.stringify(ASSET_URL)};\n${out}`, map: null };
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
    plugins: [catalogsBesideScript()],
    // The first of the three builds: start from an empty dist/.
    build: { emptyOutDir: true, ...classicScript('src/embed/script-entry.ts', 'space-booking.js', 'SpaceBookingScript') },
  },
  module: {
    build: {
      lib: {
        entry: { 'space-booking': 'src/index.ts', ...catalogEntries() },
        formats: ['es'],
        fileName: (_format, name) => (name === 'space-booking' ? 'space-booking.mjs' : `${name}.js`),
      },
      rolldownOptions: { output: { chunkFileNames: 'chunks/[name]-[hash].js' } },
    },
  },
  frame: {
    plugins: [embedPage(), catalogsBesideScript()],
    build: classicScript('src/embed/frame-entry.ts', 'embed.js', 'SpaceBookingFrame'),
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
