import { defineConfig } from 'vitest/config';

// Browser journeys: one Chromium and one server per file, files one after another (2 cores).
export default defineConfig({
  test: {
    include: ['journeys/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
