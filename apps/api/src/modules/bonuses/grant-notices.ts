import type { SqlSession } from '../../db/client.js';
import { beforeCommit } from '../../db/client.js';
import type { EventPublisher, Notifier } from '../notifications/index.js';

/**
 * What the grants tell the player (issue 22): notifications through the notifier and the
 * `bonus` realtime event. Both optional: an app without them (a bench, a CLI) just changes money.
 */
export interface GrantNoticeDeps {
  notifier?: Notifier;
  /** The realtime module's `Realtime` (its publish). */
  realtime?: EventPublisher;
}

/** Wagering progress in percent with two decimals, 0 … 100. */
export function progressPercent(wagered: bigint, required: bigint): number {
  if (required <= 0n) return 100;
  if (wagered >= required) return 100;
  return Number((wagered * 10_000n) / required) / 100;
}

/**
 * Sends the grant's `bonus` event just before `tx` commits, read then (so one bet, or one
 * change with its money, sends one event with the final state).
 */
export function announceGrant(
  deps: GrantNoticeDeps,
  tx: SqlSession,
  userId: number,
  grantId: number,
): Promise<void> {
  const realtime = deps.realtime;
  if (!realtime) return Promise.resolve();
  return beforeCommit(tx, `bonus:${grantId}`, async () => {
    const [row] = await tx.query<{ status: string; wagered: string; required: string }>(
      `select status, wager_progress::text wagered, wager_required::text required
         from bonus_grants where id = $1`,
      [grantId],
    );
    if (!row) return;
    await realtime.publish(tx, userId, {
      type: 'bonus',
      bonus: {
        id: grantId,
        status: row.status,
        progress: progressPercent(BigInt(row.wagered), BigInt(row.required)),
        wagered: row.wagered,
        required: row.required,
      },
    });
  });
}
