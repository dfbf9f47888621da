import { defineConfig } from 'vitest/config';

// Browser journeys: one Chromium and one server per file, files one after another (2 cores).
// The servers start from a copy of one migrated and seeded data directory (global setup).
export default defineConfig({
  test: {
    include: ['journeys/**/*.test.ts'],
    globalSetup: ['support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
