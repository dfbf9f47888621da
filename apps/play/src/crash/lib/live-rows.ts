import type { CrashMyBet, CrashPublicBet } from '@jackdaw/contracts';

export interface LiveRow extends CrashPublicBet {
  own: boolean;
}

/**
 * The live list as drawn: the round's public bets plus the player's own bets of the round the
 * server does not list (a demo session's play money is not broadcast), own bets first, then
 * cashed out (largest multiplier on top), then the largest stakes; at most `limit` rows.
 */
export function liveRows(
  bets: readonly CrashPublicBet[],
  myBets: readonly CrashMyBet[],
  roundId: number | null,
  you: string,
  limit: number,
): LiveRow[] {
  const mine = myBets.filter(
    (bet) => bet.roundId === roundId && bet.status !== 'cancelled' && bet.status !== 'refunded',
  );
  const ownIds = new Set(mine.map((bet) => bet.betId));
  const listed = new Set(bets.map((bet) => bet.betId));
  const rows: LiveRow[] = bets.map((bet) => ({ ...bet, own: ownIds.has(bet.betId) }));
  for (const bet of mine) {
    if (listed.has(bet.betId)) continue;
    rows.push({
      betId: bet.betId,
      player: you,
      currency: bet.currency,
      amount: bet.amount,
      panel: bet.panel,
      cashedOutAt: bet.status === 'cashed' ? bet.cashedOutAt : null,
      win: bet.status === 'cashed' ? bet.win : null,
      own: true,
    });
  }
  return rows
    .sort(
      (a, b) =>
        Number(b.own) - Number(a.own) ||
        (b.cashedOutAt ?? 0) - (a.cashedOutAt ?? 0) ||
        b.amount - a.amount,
    )
    .slice(0, limit);
}
