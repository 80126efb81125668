import { defineConfig } from 'vitest/config';
import { JSX } from './vite.config';

export default defineConfig({
  oxc: { jsx: JSX },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'sandbox/**/*.test.ts', 'scripts/**/*.test.ts'],
    // Component tests opt into a DOM with `// @vitest-environment jsdom`.
    environment: 'node',
    // The stylesheets are imported as text (`?inline`): process them as the build does.
    css: true,
  },
});
