import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startServer } from './server.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A data directory the built server migrated and seeded, or undefined on PostgreSQL. */
    journeyDataDir: string | undefined;
  }
}

/**
 * Starts the built server once on a data directory of its own and stops it, so that each
 * journey's server starts from a copy (support/server.ts) instead of creating, migrating and
 * seeding an embedded database (the demo player's history included) again. With DATABASE_URL
 * there is nothing to copy: every journey uses that database.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  if (process.env.DATABASE_URL) {
    project.provide('journeyDataDir', undefined);
    return () => {};
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'jackdaw-e2e-template-'));
  const remove = () => rmSync(dataDir, { recursive: true, force: true });
  try {
    await (await startServer({ dataDir })).stop();
  } catch (error) {
    remove();
    throw error;
  }
  project.provide('journeyDataDir', dataDir);
  return remove;
}
