import { defineConfig } from 'vite';
import { shared } from './vite.shared';

/** dist/space-booking.mjs: the ES module for bundlers (Preact and the rest bundled in). */
export default defineConfig({
  ...shared,
  build: {
    ...shared.build,
    lib: {
      entry: 'src/index.ts',
      formats: ['es'],
      fileName: () => 'space-booking.mjs',
    },
  },
});
