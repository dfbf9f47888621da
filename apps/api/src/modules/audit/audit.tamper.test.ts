import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database.js';
import type { DatabaseHandle } from '../../db/client.js';
import { createAuditService, type AuditService } from './audit.service.js';

let database: DatabaseHandle;
let audit: AuditService;
const ids: number[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  audit = createAuditService(database.sql);
  for (let i = 0; i < 5; i++) {
    const row = await database.sql.transaction((tx) =>
      audit.record(tx, {
        actor: { staffId: 1, role: 'support' },
        action: 'player.ban',
        target: { type: 'player', id: i },
        after: { banned: true },
        reason: `reason ${i}`,
      }),
    );
    ids.push(row.id);
  }
});
afterAll(async () => database?.close());

/** What someone with the database's owner rights could do: switch the trigger off, edit, switch it on. */
async function pastTheTrigger(statement: string): Promise<void> {
  await database.sql.transaction(async (tx) => {
    await tx.query('alter table audit_log disable trigger audit_log_append_only');
    await tx.query(statement);
    await tx.query('alter table audit_log enable trigger audit_log_append_only');
  });
}

describe('audit chain tampering', () => {
  it('verifies the untouched chain', async () => {
    expect(await audit.verifyChain()).toEqual({ ok: true, rows: 5 });
  });

  it('names the row whose content was edited through SQL', async () => {
    await pastTheTrigger(`update audit_log set after = '{"banned": false}' where id = ${ids[2]}`);
    expect(await audit.verifyChain()).toEqual({
      ok: false,
      rows: 2,
      brokenId: ids[2],
      problem: 'hash',
    });
    await pastTheTrigger(`update audit_log set after = '{"banned": true}' where id = ${ids[2]}`);
    expect(await audit.verifyChain()).toEqual({ ok: true, rows: 5 });
  });

  it('names a forged row appended with a valid link but a made-up hash', async () => {
    const [forged] = await database.sql.query<{ id: bigint }>(
      `insert into audit_log (at, staff_id, role, action, target_type, target_id, prev_hash, hash)
       select now(), 9, 'admin', 'player.unban', 'player', '1', hash, repeat('f', 64)
         from audit_log order by id desc limit 1
       returning id`,
    );
    expect(await audit.verifyChain()).toEqual({
      ok: false,
      rows: 5,
      brokenId: Number(forged!.id),
      problem: 'hash',
    });
    await pastTheTrigger(`delete from audit_log where id = ${forged!.id}`);
    expect(await audit.verifyChain()).toEqual({ ok: true, rows: 5 });
  });

  it('names the row after a deleted one (its link is broken)', async () => {
    await pastTheTrigger(`delete from audit_log where id = ${ids[1]}`);
    expect(await audit.verifyChain()).toEqual({
      ok: false,
      rows: 1,
      brokenId: ids[2],
      problem: 'link',
    });
  });
});
