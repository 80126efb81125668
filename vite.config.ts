import { defineConfig } from 'vite';
import { shared } from './vite.shared';

/** dist/space-booking.js: the classic script (IIFE) that the one-line snippet loads. */
export default defineConfig({
  ...shared,
  build: {
    ...shared.build,
    // The first of the three builds: start from an empty dist/.
    emptyOutDir: true,
    lib: {
      entry: 'src/embed/script-entry.ts',
      formats: ['iife'],
      name: 'SpaceBookingScript',
      fileName: () => 'space-booking.js',
    },
  },
});
