import { defineConfig } from 'vitest/config';
import { besideScriptLoaders } from './vite.config';

export default defineConfig({
  // Files beside the script load from their source modules (src/shared/beside-script.ts).
  plugins: [besideScriptLoaders('source')],
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'sandbox/**/*.test.ts', 'scripts/**/*.test.ts'],
    // Component tests opt into a DOM with `// @vitest-environment jsdom`.
    environment: 'node',
    // The stylesheets are imported as text (`?inline`): process them as the build does.
    css: true,
  },
});
