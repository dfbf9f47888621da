import { ErrorCode } from '@jackdaw/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database.js';
import type { DatabaseHandle } from '../../db/client.js';
import { createAuditService, type AuditService, type StaffActor } from './audit.service.js';

let database: DatabaseHandle;
let audit: AuditService;

beforeAll(async () => {
  database = await createTestDatabase();
  audit = createAuditService(database.sql);
});
afterAll(async () => database?.close());

const support: StaffActor = { staffId: 1, role: 'support' };
const finance: StaffActor = { staffId: 2, role: 'finance' };
const manager: StaffActor = { staffId: 3, role: 'admin' };

const count = async (table: 'audit_log' | 'approval_requests') =>
  Number(
    (await database.sql.query<{ n: number }>(`select count(*)::int as n from ${table}`))[0]!.n,
  );

describe('audit.record', () => {
  it('writes in the caller transaction: the row commits with the change, and rolls back with it', async () => {
    const before = await count('audit_log');
    const row = await database.sql.transaction((tx) =>
      audit.record(tx, {
        actor: support,
        action: 'player.ban',
        target: { type: 'player', id: 42 },
        before: { banned: false },
        after: { banned: true, until: new Date('2027-01-01T00:00:00Z'), fine: 10n },
        reason: 'chargeback fraud',
        address: '198.51.100.4',
      }),
    );
    expect(row).toMatchObject({
      staffId: 1,
      role: 'support',
      targetId: '42',
      after: { banned: true, until: '2027-01-01T00:00:00.000Z', fine: '10' },
    });
    await expect(
      database.sql.transaction(async (tx) => {
        await audit.record(tx, {
          actor: support,
          action: 'player.unban',
          target: { type: 'player', id: 42 },
        });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await count('audit_log')).toBe(before + 1);
    expect(await audit.verifyChain()).toEqual({ ok: true, rows: before + 1 });
  });

  it('keeps one linear chain under 20 concurrent writers', async () => {
    const before = await count('audit_log');
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        database.sql.transaction(async (tx) => {
          const row = await audit.record(tx, {
            actor: { staffId: 100 + i, role: 'support' },
            action: 'player.read',
            target: { type: 'player', id: i },
          });
          // Hold the transaction a moment so that the writers really overlap.
          await tx.query('select pg_sleep(0.01)');
          return row;
        }),
      ),
    );
    expect(await audit.verifyChain()).toEqual({ ok: true, rows: before + 20 });
    const links = await database.sql.query<{ n: number }>(
      `select count(*)::int as n from audit_log a join audit_log b on b.prev_hash = a.hash`,
    );
    expect(links[0]!.n).toBe(before + 19);
  });

  it('the database refuses updates, deletes and truncation of the log', async () => {
    await expect(database.sql.query(`update audit_log set reason = 'edited'`)).rejects.toThrow(
      /append-only/,
    );
    await expect(database.sql.query('delete from audit_log')).rejects.toThrow(/append-only/);
    await expect(database.sql.query('truncate audit_log')).rejects.toThrow(/append-only/);
    expect((await audit.verifyChain()).ok).toBe(true);
  });
});

describe('four eyes', () => {
  const correction = (tx: Parameters<AuditService['request']>[0]) =>
    audit.request(tx, {
      actor: support,
      action: 'player.correct_balance',
      target: { type: 'player', id: 7 },
      payload: { amount: 5_000n, account: 'real' },
      amount: { minor: 5_000n, currency: 'USD' },
      reason: 'deposit credited twice',
    });

  it('keeps one handler per queued action for the approvals queue', () => {
    const execute = async () => ({});
    audit.handle('test.handled', { permission: 'players.correct_balance', execute });
    expect(audit.handlerFor('test.handled')).toEqual({
      permission: 'players.correct_balance',
      execute,
    });
    expect(audit.handlerFor('test.unknown')).toBeUndefined();
    expect(() => audit.handle('test.handled', { permission: 'players.ban', execute })).toThrow(
      /registered already/,
    );
  });

  it('runs the action on approval and names both people in one audit row', async () => {
    const request = await database.sql.transaction(correction);
    expect(request).toMatchObject({ status: 'pending', amount: 5_000n, currencyCode: 'USD' });
    expect((await audit.pending()).map((r) => r.id)).toContain(request.id);
    const seen: unknown[] = [];
    const decision = await audit.approve(
      request.id,
      finance,
      async (_tx, payload) => {
        seen.push(payload);
        return { before: { balance: 10_000n }, after: { balance: 5_000n } };
      },
      { address: '192.0.2.1' },
    );
    expect(seen).toEqual([{ amount: '5000', account: 'real' }]);
    expect(decision.request).toMatchObject({
      status: 'approved',
      decidedBy: 2,
      decidedRole: 'finance',
    });
    expect(decision.audit).toMatchObject({
      staffId: 1,
      role: 'support',
      approverStaffId: 2,
      approverRole: 'finance',
      action: 'player.correct_balance',
      targetType: 'player',
      targetId: '7',
      before: { balance: '10000' },
      after: { balance: '5000' },
      reason: 'deposit credited twice',
      address: '192.0.2.1',
    });
    expect((await audit.pending()).map((r) => r.id)).not.toContain(request.id);
    expect((await audit.verifyChain()).ok).toBe(true);
  });

  it('refuses the requester approving or rejecting their own request', async () => {
    const request = await database.sql.transaction(correction);
    let ran = false;
    await expect(
      audit.approve(request.id, { staffId: support.staffId, role: 'admin' }, async () => {
        ran = true;
      }),
    ).rejects.toMatchObject({ statusCode: 409, code: ErrorCode.AuditSamePerson });
    await expect(audit.reject(request.id, support, 'never mind')).rejects.toMatchObject({
      statusCode: 409,
      code: ErrorCode.AuditSamePerson,
    });
    expect(ran).toBe(false);
    expect((await audit.pending()).map((r) => r.id)).toContain(request.id);
  });

  it('rolls everything back when the action fails, leaving the request pending', async () => {
    const request = await database.sql.transaction(correction);
    const rows = await count('audit_log');
    await expect(
      audit.approve(request.id, finance, async (tx) => {
        await audit.record(tx, {
          actor: finance,
          action: 'side.effect',
          target: { type: 'x', id: 1 },
        });
        throw new Error('ledger refused');
      }),
    ).rejects.toThrow('ledger refused');
    expect(await count('audit_log')).toBe(rows);
    expect((await audit.pending()).map((r) => r.id)).toContain(request.id);
  });

  it('lets exactly one of two concurrent approvals win; a decided request stays decided', async () => {
    const request = await database.sql.transaction(correction);
    let runs = 0;
    const execute = async () => {
      runs++;
    };
    const results = await Promise.allSettled([
      audit.approve(request.id, finance, execute),
      audit.approve(request.id, manager, execute),
      audit.reject(request.id, manager, 'duplicate'),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const result of results.filter((r) => r.status === 'rejected'))
      expect(result.reason).toMatchObject({ statusCode: 409, code: ErrorCode.AuditAlreadyDecided });
    expect(runs).toBeLessThanOrEqual(1);
    await expect(audit.approve(request.id, manager, execute)).rejects.toMatchObject({
      code: ErrorCode.AuditAlreadyDecided,
    });
    await expect(audit.approve(999_999, manager, execute)).rejects.toMatchObject({
      statusCode: 404,
      code: ErrorCode.AuditRequestNotFound,
    });
    expect((await audit.verifyChain()).ok).toBe(true);
  });
});
