import { readFileSync } from 'node:fs';
import { defineConfig, type Plugin } from 'vite';
import { shared } from './vite.shared';

/** Copies the iframe page next to its script: it references `embed.js` by a relative address. */
function embedPage(): Plugin {
  return {
    name: 'space-booking-embed-page',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'embed.html', source: readFileSync('src/embed/embed.html', 'utf8') });
    },
  };
}

/** dist/embed.html + dist/embed.js: the iframe page, with no inline script or style. */
export default defineConfig({
  ...shared,
  plugins: [embedPage()],
  build: {
    ...shared.build,
    lib: {
      entry: 'src/embed/frame-entry.ts',
      formats: ['iife'],
      name: 'SpaceBookingFrame',
      fileName: () => 'embed.js',
    },
  },
});
