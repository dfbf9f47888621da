import type { PlaySpinBody, PlaySpinResponse } from '@jackdaw/contracts';
import { createFairRng, spin, startFreeSpins, type SlotTitle } from '@jackdaw/games';
import type { SqlSession } from '../../db/client.js';
import { freeSpinsPending, RoundTaken } from './play.errors.js';
import type { PlayRepository } from './play.repository.js';
import { freeSpinsView } from './play.rules.js';
import type { NewRound } from './rounds.repository.js';
import type { SeedPairRow } from './seeds.repository.js';
import { SLOTS, seedsView } from './seeds.js';
import type { OpenSession } from './sessions.js';

/*
 * What a paid spin (spins.ts) and a free round (free-rounds.ts) share: the draw from the player's
 * seed pair, the round's row and the answer. Only how the round is paid differs.
 */

/** The round's base spin and the free-spins feature it awards, from the pair's next nonce. */
export function drawRound(
  title: SlotTitle,
  pair: Pick<SeedPairRow, 'server_seed' | 'client_seed' | 'nonce'>,
  bet: number,
  lines: number | null,
) {
  const rng = createFairRng({
    serverSeed: pair.server_seed,
    clientSeed: pair.client_seed,
    nonce: pair.nonce,
  });
  const base = spin(title, rng, bet, lines === null ? {} : { lines });
  return { base, feature: startFreeSpins(title, base, rng) };
}
export type DrawnRound = ReturnType<typeof drawRound>;

/** A real round's row; `outcome` defaults to the base spin alone. */
export function realRoundRow(
  session: OpenSession,
  body: PlaySpinBody,
  pair: SeedPairRow,
  { base, feature }: DrawnRound,
  money: { balanceBefore: bigint; balanceAfter: bigint },
  outcome: NewRound['outcome'] = { base, freeSpins: [], win: base.win },
): NewRound {
  return {
    roundId: body.roundId,
    sessionId: session.id,
    userId: session.user_id!,
    titleId: session.title.id,
    paytableVersion: session.title.paytableVersion,
    mode: 'real',
    currency: session.currency_code,
    bet: body.bet,
    lines: base.lines,
    win: base.win,
    ...money,
    outcome,
    feature,
    seedPairId: pair.id,
    serverSeedHash: pair.server_seed_hash,
    clientSeed: pair.client_seed,
    nonce: pair.nonce,
  };
}

/** Writes a round's row in its spin's transaction; a taken id or an unfinished feature throws. */
export async function storeRound(repository: PlayRepository, tx: SqlSession, round: NewRound) {
  const stored = await repository.rounds.insert(tx, round);
  if (stored === 'taken') throw new RoundTaken();
  if (stored === 'pending') throw freeSpinsPending();
}

/** A spin's answer before the session's free-spin campaign is added (play.service.ts). */
export type SpinAnswer = Omit<PlaySpinResponse, 'freeRounds'>;

/** The answer of a real round just played, with the spendable balance it left. */
export function realRoundAnswer(
  body: PlaySpinBody,
  pair: SeedPairRow,
  { base, feature }: DrawnRound,
  balance: bigint,
): SpinAnswer {
  return {
    statusCode: 200,
    roundId: body.roundId,
    replayed: false,
    outcome: base,
    win: base.win,
    roundWin: base.win,
    balance: Number(balance),
    freeSpins: freeSpinsView(body.roundId, feature),
    seeds: seedsView(SLOTS, { ...pair, nonce: pair.nonce + 1 }),
  };
}
