import { defineConfig } from 'vitest/config';

// Browser journeys: one Chromium and one server per file. The servers start from a copy of one
// migrated and seeded data directory (global setup).
//
// Two files at a time: a journey spends most of its time waiting on its page (the preloader,
// animations, polling, a server answer), about a third of one core busy on two, so a second file
// fills the idle time. Each file has its own server, database copy, port and browser, and the
// artifacts are named by file. JOURNEY_WORKERS=1 runs them one after another again.
export default defineConfig({
  test: {
    include: ['journeys/**/*.test.ts'],
    globalSetup: ['support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    maxWorkers: Number(process.env.JOURNEY_WORKERS ?? 2),
  },
});
