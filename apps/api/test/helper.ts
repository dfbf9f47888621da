import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig, type Config } from '../src/config.js';
import type { DatabaseHandle } from '../src/db/client.js';
import { createTestDatabase } from './database.js';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  close(): Promise<void>;
}

export interface TestAppOptions {
  config?: Partial<Config>;
  /** Adds routes before the app is sealed, for testing cross-cutting behaviour. */
  extend?: (app: FastifyInstance, database: DatabaseHandle) => void;
  /** Pino options (a test that reads the log passes a stream); quiet when absent. */
  logger?: object;
}

/** Boots the real app on a fresh, migrated and seeded database of its own (test/database.ts). */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  // Where the app would keep local secrets and files; removed with the app.
  const dataDir = mkdtempSync(join(tmpdir(), 'jackdaw-test-'));
  const config = loadConfig(
    // The suites use the sandbox on both databases, from the many addresses they sign in from;
    // the defaults themselves are tested in config.test.ts and plugins/sandbox-access.test.ts.
    {
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      SANDBOX_ENABLED: 'true',
      SANDBOX_ALLOWED_ADDRESSES: '0.0.0.0/0,::/0',
    },
    {
      jwtSecret: 'test-secret-that-is-long-enough-for-hs256-signing',
      dataDir,
      database:
        database.kind === 'postgres'
          ? { kind: 'postgres', url: database.url ?? '', poolSize: 10 }
          : { kind: 'pglite', dir: null },
      ...options.config,
    },
  );
  const app = await buildApp({ config, database, logger: options.logger ?? false });
  options.extend?.(app, database);
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      try {
        await app.close();
        await database.close();
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  };
}

/** One app for the whole test file, closed after it. */
export function useTestApp(options: TestAppOptions = {}): () => TestApp {
  let testApp: TestApp | undefined;
  beforeAll(async () => {
    testApp = await createTestApp(options);
  });
  afterAll(async () => {
    await testApp?.close();
  });
  return () => {
    if (!testApp) throw new Error('test app not started yet');
    return testApp;
  };
}
