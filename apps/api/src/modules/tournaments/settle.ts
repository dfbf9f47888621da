import type { BonusTerms, CurrencyCode } from '@jackdaw/contracts';
import type { SqlRunner, SqlSession } from '../../db/client.js';
import type { Grants } from '../bonuses/index.js';
import type { Notifier } from '../notifications/index.js';
import { convertMinor, type Rates } from '../reports/index.js';
import type { Ledger } from '../wallet/index.js';
import { AppError } from '../../lib/app-error.js';
import { lastPrizePlace, prizeKey, prizeOf } from './rules.js';
import { tournamentsRepository as repo, type PayoutRow } from './tournaments.repository.js';

/*
 * The finish, exactly once (README "Finish"). Step one, per ended tournament, in one
 * transaction: wait for the bets scoring in it (its scoring lock, exclusive), lock its row, and
 * if it is still unsettled store every final place, claim each prize place (a payout row, primary
 * key tournament and place) and mark it settled. Step two, per claimed place, in its own
 * transaction: lock the payout row and, while it is pending, pay it under the ledger key
 * `tournament:<id>:place:<n>` (or grant the bonus) and mark it done. Two instances, or a
 * restart between the steps, find the work done or resume the pending rows; the money moves once.
 */

export interface SettleDeps {
  sql: SqlRunner;
  ledger: Pick<Ledger, 'post'>;
  rates(tx: SqlSession): Promise<Rates>;
  offers: {
    termsFor(
      offerId: number,
      currency: CurrencyCode,
      executor?: SqlSession,
    ): Promise<BonusTerms | null>;
  };
  grants: Pick<Grants, 'open'>;
  notifier: Notifier;
}

/** Stores the final places and claims the prizes of one ended tournament (once). */
export async function settleTournament(deps: SettleDeps, id: number): Promise<boolean> {
  return deps.sql.transaction(async (tx) => {
    await repo.lockScoring(tx, id);
    const tournament = await repo.find(tx, id, { lock: true });
    if (!tournament || tournament.settledAt || tournament.cancelledAt) return false;
    if (tournament.endsAt > (await repo.now(tx))) return false;
    await repo.storePlaces(tx, id);
    for (const winner of await repo.winners(tx, id, lastPrizePlace(tournament.prizes))) {
      const prize = prizeOf(tournament.prizes, winner.finalPlace!);
      if (!prize) continue;
      await repo.claim(tx, {
        tournamentId: id,
        place: winner.finalPlace!,
        userId: winner.userId,
        points: winner.points,
        kind: prize.kind,
        prizeAmount: prize.kind === 'money' ? BigInt(prize.amount) : null,
        bonusOfferId: prize.kind === 'bonus' ? prize.bonusOfferId : null,
      });
    }
    await repo.markSettled(tx, id);
    return true;
  });
}

/** Pays one claimed place if it is still pending; answers whether this call paid it. */
export async function payPlace(
  deps: SettleDeps,
  tournamentId: number,
  place: number,
): Promise<boolean> {
  try {
    return await payIn(deps, tournamentId, place);
  } catch (error) {
    // A refusal of the ledger or the bonus engine would repeat on every pass: recorded instead.
    if (!(error instanceof AppError)) throw error;
    return deps.sql.transaction(async (tx) => {
      const payout = await repo.lockPayout(tx, tournamentId, place);
      if (!payout || payout.status !== 'pending') return false;
      await repo.finishPayout(tx, tournamentId, place, {
        status: 'refused',
        note: `${error.code}: ${error.message}`,
      });
      return false;
    });
  }
}

function payIn(deps: SettleDeps, tournamentId: number, place: number): Promise<boolean> {
  return deps.sql.transaction(async (tx) => {
    const payout = await repo.lockPayout(tx, tournamentId, place);
    if (!payout || payout.status !== 'pending') return false;
    const tournament = (await repo.find(tx, tournamentId))!;
    const entry = (await repo.entry(tx, tournamentId, payout.userId))!;
    if (payout.kind === 'money') {
      await payMoney(deps, tx, payout, tournament.reportingCurrency, entry.currency);
    } else {
      await grantBonus(deps, tx, payout, entry.currency);
    }
    return true;
  });
}

async function payMoney(
  deps: SettleDeps,
  tx: SqlSession,
  payout: PayoutRow,
  reporting: CurrencyCode,
  currency: CurrencyCode,
) {
  const { tournamentId, place, userId } = payout;
  const amount = convertMinor(payout.prizeAmount!, reporting, currency, await deps.rates(tx));
  if (amount <= 0n) {
    await repo.finishPayout(tx, tournamentId, place, {
      status: 'refused',
      note: `The prize is less than one minor unit of ${currency}.`,
    });
    return;
  }
  const key = prizeKey(tournamentId, place);
  const posted = await deps.ledger.post(
    {
      key,
      kind: 'tournament_prize',
      currency,
      userId,
      metadata: { tournamentId, place },
      request: { op: 'tournament-prize', tournamentId, place, amount: amount.toString() },
      lock: ['real'],
      house: [{ kind: 'tournament_prizes' }],
      plan() {
        return [
          { account: { userId, kind: 'real' }, amount },
          { account: { house: 'tournament_prizes' }, amount: -amount },
        ];
      },
    },
    { tx },
  );
  await repo.finishPayout(tx, tournamentId, place, {
    status: 'paid',
    amount,
    currency,
    transactionId: posted.transactionId,
  });
  // The money prize's popup: real money won, with its amount (README "Decisions").
  await deps.notifier.raise(tx, {
    userId,
    kind: 'TournamentPrizeWon',
    amount,
    currency,
    ref: key,
  });
}

async function grantBonus(
  deps: SettleDeps,
  tx: SqlSession,
  payout: PayoutRow,
  currency: CurrencyCode,
) {
  const { tournamentId, place, userId } = payout;
  const terms = await deps.offers.termsFor(payout.bonusOfferId!, currency, tx);
  const amount = BigInt(terms?.amounts.maxBonus ?? 0);
  if (!terms || amount <= 0n) {
    await repo.finishPayout(tx, tournamentId, place, {
      status: 'refused',
      note: terms
        ? `The offer has no bonus amount in ${currency}.`
        : 'The bonus offer no longer exists.',
    });
    return;
  }
  // The grant raises its own notifications (bonuses module).
  const grant = await deps.grants.open(tx, {
    userId,
    currency,
    offerId: payout.bonusOfferId,
    kind: 'deposit',
    displayKind: 'deposit',
    product: 'casino',
    source: 'staff',
    amount,
    terms,
    fundedFrom: 'expense',
    wagerMultiplier: terms.wagerMultiplier,
    wageringHours: terms.wageringHours,
  });
  await repo.finishPayout(tx, tournamentId, place, {
    status: 'granted',
    amount,
    currency,
    bonusGrantId: grant.id,
  });
}

/**
 * One pass of the finisher: settles the ended tournaments, then pays every pending place (its
 * own claims and any left by a crash or another instance). Answers the places this pass paid.
 */
export async function finishDue(deps: SettleDeps): Promise<number> {
  for (const id of await repo.due(deps.sql, 20)) await settleTournament(deps, id);
  let paid = 0;
  for (const { tournamentId, place } of await repo.pending(deps.sql, 500)) {
    if (await payPlace(deps, tournamentId, place)) paid += 1;
  }
  return paid;
}
