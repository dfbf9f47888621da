import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { createPgliteDataDir, createTestDatabase } from '../../../test/database.js';
import { apiRoot } from '../../config.js';
import { openDatabase, type DatabaseHandle } from '../../db/client.js';
import { migrate } from '../../db/migrate.js';
import { createAuditService } from './audit.service.js';

const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
const parent = mkdtempSync(join(tmpdir(), 'jackdaw-audit-cli-'));
afterAll(() => rmSync(parent, { recursive: true, force: true }));

/**
 * `npm run audit:verify` on the configured database: PostgreSQL when the run has DATABASE_URL,
 * else an embedded data directory of this file's own (opened by one process at a time, so the
 * test closes it before the script runs).
 */
let postgres: DatabaseHandle | undefined;
afterAll(async () => postgres?.close());

async function withDatabase<T>(work: (handle: DatabaseHandle) => Promise<T>): Promise<T> {
  if (process.env.DATABASE_URL) {
    postgres ??= await createTestDatabase();
    return work(postgres);
  }
  const handle = await openDatabase({ kind: 'pglite', dir: join(parent, 'pglite') });
  try {
    return await work(handle);
  } finally {
    await handle.close();
  }
}

function runVerify() {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: parent };
  if (postgres?.url) env.DATABASE_URL = postgres.url;
  else delete env.DATABASE_URL;
  const result = spawnSync(process.execPath, ['--import', tsx, 'scripts/audit-verify.ts'], {
    cwd: apiRoot,
    env,
    encoding: 'utf8',
  });
  return { status: result.status, output: result.stdout + result.stderr };
}

describe('npm run audit:verify', () => {
  it('prints OK with the row count, then names a row edited through SQL and exits 1', async () => {
    if (!process.env.DATABASE_URL) createPgliteDataDir(join(parent, 'pglite'));
    const ids = await withDatabase(async (handle) => {
      if (handle.kind === 'pglite') await migrate(handle);
      const audit = createAuditService(handle.sql);
      const rows = [];
      for (let i = 0; i < 3; i++)
        rows.push(
          await handle.sql.transaction((tx) =>
            audit.record(tx, {
              actor: { staffId: 4, role: 'security' },
              action: 'player.ban',
              target: { type: 'player', id: i },
            }),
          ),
        );
      return rows.map((row) => row.id);
    });
    expect(runVerify()).toEqual({ status: 0, output: 'Audit chain OK: 3 rows.\n' });

    await withDatabase((handle) =>
      handle.sql.transaction(async (tx) => {
        await tx.query('alter table audit_log disable trigger audit_log_append_only');
        await tx.query(`update audit_log set role = 'admin' where id = ${ids[1]}`);
        await tx.query('alter table audit_log enable trigger audit_log_append_only');
      }),
    );
    const broken = runVerify();
    expect(broken.status).toBe(1);
    expect(broken.output).toContain(`Audit chain BROKEN at row ${ids[1]}:`);
  }, 60_000);
});
