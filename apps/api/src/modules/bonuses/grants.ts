import { ErrorCode, type BonusProduct, type BonusRecord } from '@jackdaw/contracts';
import type { SqlRunner, SqlSession } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { BonusAccountKind, HeldAccounts, Ledger } from '../wallet/index.js';
import { bonusesRepository as repo, type GrantRow } from './bonuses.repository.js';
import type { Grants, OpenedGrant, OpenGrantInput } from './types.js';
import { conversionOf, wagerRequiredOf } from './wagering.js';
import { announceGrant, type GrantNoticeDeps } from './grant-notices.js';

const HOUR_MS = 3_600_000;
/** How long before a window closes its reminder is raised (notifications README). */
const REMINDER_HOURS = 24;

/** The bonus account a grant of `product` credits and wagers. */
export const accountOf = (product: BonusProduct): Exclude<BonusAccountKind, 'real'> =>
  product === 'sport' ? 'bonus_sport' : 'bonus_casino';

/** Ledger keys of a grant's money: credited once, ended once. */
export const creditKeyOf = (grantId: number) => `bonus:${grantId}:credit`;
export const endKeyOf = (grantId: number) => `bonus:${grantId}:end`;

export function recordOf(grant: GrantRow): BonusRecord {
  return {
    id: grant.id,
    status: grant.status,
    validUntil: grant.validUntil?.toISOString() ?? null,
    wagerValidUntil: grant.wagerValidUntil?.toISOString() ?? null,
    updatedAt: grant.updatedAt.toISOString(),
    createdAt: grant.createdAt.toISOString(),
  };
}

const notFound = () => AppError.notFound(ErrorCode.BonusNotFound, 'No such bonus.');
const stateConflict = () =>
  new AppError(409, ErrorCode.BonusStateConflict, 'This bonus has already ended.');

/** Why a grant ended (bonus_grants.end_reason). */
export type EndReason =
  'converted' | 'expired' | 'cancelled' | 'depleted' | 'withdrawal' | 'staff' | 'reset';

/**
 * The grant lifecycle (engagement §3 statuses, §4 lifecycle): open → active or queue; an active
 * grant ends converted (wagering met), or deactivated (expired, cancelled, depleted, reset); the
 * oldest queued one of its product then becomes ready_to_receive, claimed with `receive`.
 * Every change runs in one transaction with its money (ledger bonusCredit / transfer / bonusEnd).
 * Lock order everywhere: the player's accounts, then the grant row.
 */
export function createGrants(
  deps: { sql: SqlRunner; ledger: Ledger; now?: () => Date } & GrantNoticeDeps,
) {
  const { sql, ledger } = deps;
  const clock = deps.now ?? (() => new Date());

  function lockAccounts(tx: SqlSession, grant: Pick<GrantRow, 'userId' | 'currency' | 'product'>) {
    return ledger.lock(tx, {
      userId: grant.userId,
      currency: grant.currency,
      kinds: ['real', accountOf(grant.product), 'freespin_winnings'],
    });
  }

  /** Credits a grant's money onto its bonus account and starts its wagering window. */
  async function activateIn(tx: SqlSession, grant: GrantRow, held?: HeldAccounts) {
    const now = clock();
    const to = accountOf(grant.product);
    if (grant.amount > 0n) {
      const base = {
        key: creditKeyOf(grant.id),
        userId: grant.userId,
        currency: grant.currency,
        amount: grant.amount,
        metadata: { grantId: grant.id, source: grant.source },
      };
      if (grant.fundedFrom === 'freespin_winnings') {
        await ledger.transfer({ ...base, from: 'freespin_winnings', to }, { tx, held });
      } else {
        await ledger.bonusCredit({ ...base, to }, { tx, held });
      }
    }
    const validUntil = new Date(now.getTime() + grant.terms.wageringHours * HOUR_MS);
    if (grant.amount > 0n) {
      // Free-spin winnings moving into wagering, or a bonus's money credited (issue 22).
      await deps.notifier?.raise(tx, {
        userId: grant.userId,
        kind:
          grant.fundedFrom === 'freespin_winnings' ? 'FreeSpinWinAccrued' : 'BonusAccruedReward',
        amount: grant.amount,
        currency: grant.currency,
        bonusId: grant.id,
        ref: `grant:${grant.id}`,
      });
    }
    await announceGrant(deps, tx, grant.userId, grant.id);
    return repo.activate(
      tx,
      grant.id,
      now,
      validUntil,
      grant.fundedFrom === 'freespin_winnings' ? validUntil : null,
    );
  }

  /** After an active grant ends: the oldest queued one of its product is ready to receive. */
  async function promoteNext(tx: SqlSession, userId: number, product: BonusProduct) {
    const next = await repo.oldestQueued(tx, userId, product);
    if (!next) return;
    const now = clock();
    await repo.makeReady(
      tx,
      next.id,
      now,
      new Date(now.getTime() + next.terms.claimHours * HOUR_MS),
    );
    await deps.notifier?.raise(tx, {
      userId,
      kind: 'BonusCampaignAvailable',
      currency: next.currency,
      bonusId: next.id,
      ref: `grant:${next.id}`,
    });
    await announceGrant(deps, tx, userId, next.id);
  }

  /**
   * Ends a grant in the caller's transaction, which holds the player's accounts. An active one:
   * converted (min(balance, amount × coefficient) to real, the rest forfeited) or forfeited whole;
   * one not yet credited: its free-spin winnings, if it was to be funded from them, are forfeited.
   */
  async function endIn(
    tx: SqlSession,
    grant: GrantRow,
    reason: EndReason,
    held: HeldAccounts,
  ): Promise<GrantRow> {
    const now = clock();
    let toReal = 0n;
    let forfeit = 0n;
    let from: Exclude<BonusAccountKind, 'real'> = accountOf(grant.product);
    if (grant.status === 'active') {
      const balance = held.get(from)?.balance ?? 0n;
      if (reason === 'converted') {
        ({ toReal, forfeit } = conversionOf(balance, grant.amount, grant.terms.payoutPercent));
      } else {
        forfeit = balance;
      }
    } else if (grant.fundedFrom === 'freespin_winnings') {
      from = 'freespin_winnings';
      const balance = held.get(from)?.balance ?? 0n;
      forfeit = balance < grant.amount ? balance : grant.amount;
    }
    if (toReal + forfeit > 0n) {
      await ledger.bonusEnd(
        {
          key: endKeyOf(grant.id),
          userId: grant.userId,
          currency: grant.currency,
          from,
          toReal,
          forfeit,
          metadata: { grantId: grant.id, reason },
        },
        { tx, held },
      );
    }
    if (toReal > 0n) {
      await deps.notifier?.raise(tx, {
        userId: grant.userId,
        kind: 'BonusTransferToMain',
        amount: toReal,
        currency: grant.currency,
        bonusId: grant.id,
        ref: `grant:${grant.id}`,
      });
    }
    await announceGrant(deps, tx, grant.userId, grant.id);
    const ended = await repo.end(tx, grant.id, {
      status: reason === 'converted' ? 'received' : 'deactivated',
      reason,
      converted: toReal,
      forfeited: forfeit,
      now,
    });
    if (grant.status === 'active') await promoteNext(tx, grant.userId, grant.product);
    return ended;
  }

  const grants: Grants = {
    async open(tx, input: OpenGrantInput, options = {}): Promise<OpenedGrant> {
      if (input.paymentId) {
        const existing = await repo.grantByPayment(tx, input.paymentId, input.kind);
        if (existing) return { id: existing.id, status: existing.status };
      }
      // The player's accounts first: concurrent opens of one player queue here.
      const held = await ledger.lock(tx, {
        userId: input.userId,
        currency: input.currency,
        kinds: ['real', accountOf(input.product), 'freespin_winnings'],
      });
      if (options.held) {
        for (const [kind, account] of held) options.held.set(kind, account);
      }
      const active = await repo.activeOf(tx, input.userId, input.product);
      const grant = await repo.insertGrant(tx, {
        userId: input.userId,
        currency: input.currency,
        offerId: input.offerId,
        kind: input.kind,
        displayKind: input.displayKind,
        product: input.product,
        source: input.source,
        status: active ? 'queue' : 'active',
        terms: {
          ...input.terms,
          wagerMultiplier: input.wagerMultiplier,
          wageringHours: input.wageringHours,
        },
        amount: input.amount,
        fundedFrom: input.fundedFrom,
        depositAmount: input.depositAmount ?? null,
        paymentId: input.paymentId ?? null,
        campaignId: input.campaignId ?? null,
        promoCodeId: input.promoCodeId ?? null,
        wagerRequired: wagerRequiredOf(input.amount, input.wagerMultiplier),
      });
      if (active) return { id: grant.id, status: 'queue' };
      const activated = await activateIn(tx, grant, held);
      return { id: activated.id, status: activated.status };
    },

    cancel(userId, grantId, reason) {
      return sql.transaction((tx) => grants.cancelIn(tx, userId, grantId, reason));
    },

    async cancelIn(tx, userId, grantId, reason) {
      const peek = await repo.ownerOf(tx, grantId);
      if (!peek || peek.userId !== userId) throw notFound();
      const held = await lockAccounts(tx, peek);
      const grant = await repo.lockGrant(tx, userId, grantId);
      if (!grant) throw notFound();
      if (!['active', 'queue', 'ready_to_receive', 'await_spin'].includes(grant.status)) {
        throw stateConflict();
      }
      return recordOf(await endIn(tx, grant, reason, held));
    },
  };

  /** PATCH /bonuses/receive: a grant ready to receive becomes the active one. */
  function receive(userId: number, grantId: number): Promise<BonusRecord> {
    return sql.transaction(async (tx) => {
      const peek = await repo.ownerOf(tx, grantId);
      if (!peek || peek.userId !== userId) throw notFound();
      const held = await lockAccounts(tx, peek);
      const grant = await repo.lockGrant(tx, userId, grantId);
      if (!grant) throw notFound();
      if (grant.status === 'active') {
        throw new AppError(409, ErrorCode.BonusAlreadyActive, 'This bonus is already active.');
      }
      if (grant.status !== 'ready_to_receive') {
        throw new AppError(409, ErrorCode.BonusNotReady, 'This bonus is not ready to receive.');
      }
      if (await repo.activeOf(tx, userId, grant.product)) {
        throw new AppError(409, ErrorCode.BonusAlreadyActive, 'Another bonus is active.');
      }
      return recordOf(await activateIn(tx, grant, held));
    });
  }

  /**
   * One pass of the sweeper (engagement §4 "Expiry time"): active grants past their wagering
   * window and ready ones past their claim window end as expired; a sport grant idle for 7 days
   * is reset. Each grant in its own transaction, re-checked under its locks.
   */
  async function sweep(now = clock(), sportResetHours = 7 * 24): Promise<number> {
    const due = await repo.due(sql, now, new Date(now.getTime() - sportResetHours * HOUR_MS));
    let ended = 0;
    for (const { id, userId, reason } of due) {
      await sql.transaction(async (tx) => {
        const peek = await repo.ownerOf(tx, id);
        if (!peek) return;
        const held = await lockAccounts(tx, peek);
        const grant = await repo.lockGrant(tx, userId, id);
        if (!grant || !['active', 'ready_to_receive'].includes(grant.status)) return;
        const expired = grant.validUntil !== null && grant.validUntil <= now;
        const idle =
          grant.status === 'active' &&
          grant.product === 'sport' &&
          grant.updatedAt.getTime() <= now.getTime() - sportResetHours * HOUR_MS;
        if (!expired && !idle) return;
        await endIn(tx, grant, expired ? 'expired' : (reason as EndReason), held);
        ended += 1;
      });
    }
    return ended;
  }

  /**
   * The 24-hour reminders (issue 22), raised by the sweep: a ready grant whose claim window, or
   * an active one whose wagering window, closes within REMINDER_HOURS. The grant is the ref, so
   * each is raised once however often the sweep runs.
   */
  async function remind(now = clock()): Promise<number> {
    const notifier = deps.notifier;
    if (!notifier) return 0;
    const due = await repo.closingSoon(
      sql,
      now,
      new Date(now.getTime() + REMINDER_HOURS * HOUR_MS),
    );
    // One transaction for the batch: each raise is one insert, ignored once it was made.
    await sql.transaction(async (tx) => {
      for (const grant of due) {
        await notifier.raise(tx, {
          userId: grant.userId,
          kind: grant.status === 'active' ? 'BonusWageringTerm24' : 'BonusActivationTerm24',
          currency: grant.currency,
          bonusId: grant.id,
          ref: `grant:${grant.id}`,
        });
      }
    });
    return due.length;
  }

  /** The grant's `bonus` event, once per transaction (the stake hook's wagering). */
  const announce = (tx: SqlSession, userId: number, grantId: number) =>
    announceGrant(deps, tx, userId, grantId);

  return { ...grants, receive, sweep, remind, announce, endIn, activateIn };
}

export type GrantsService = ReturnType<typeof createGrants>;
