import type { UserConfig } from 'vite';

/**
 * What every build shares. `npm run build` runs three builds into dist/ (one entry each,
 * since a classic IIFE script cannot be split): vite.config.ts (the script tag),
 * vite.module.config.ts (the ES module) and vite.frame.config.ts (the iframe page).
 */
export const shared = {
  publicDir: false,
  // Libraries read NODE_ENV to drop development-only code; library mode leaves it alone.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    minify: true,
    sourcemap: false,
    reportCompressedSize: true,
  },
} satisfies UserConfig;
