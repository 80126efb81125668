import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'sandbox/**/*.test.ts', 'scripts/**/*.test.ts'],
    // Component tests opt into a DOM with `// @vitest-environment jsdom`.
    environment: 'node',
  },
});
