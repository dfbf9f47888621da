/**
 * The bet presets beside the bet: the minimum, half, double and the maximum. Each lands on a
 * bet of the ladder (the only bets the selector offers and the server takes) and none goes above
 * what the balance covers, so a preset never chooses a bet the next spin would be refused for.
 */
export type BetPreset = 'min' | 'half' | 'double' | 'max';

export const BET_PRESETS: readonly BetPreset[] = ['min', 'half', 'double', 'max'];

/** The highest ladder bet the balance pays for (the minimum when it pays for none). */
function affordableTop(ladder: readonly number[], balance: number): number | undefined {
  let top: number | undefined;
  for (const bet of ladder) if (bet <= balance) top = bet;
  return top ?? ladder[0];
}

/** The bet a preset chooses from `current`; `current` itself when it changes nothing. */
export function presetBet(
  ladder: readonly number[],
  current: number,
  balance: number,
  preset: BetPreset,
): number {
  const lowest = ladder[0];
  const top = affordableTop(ladder, balance);
  if (lowest === undefined || top === undefined) return current;
  switch (preset) {
    case 'min':
      return lowest;
    case 'max':
      return top;
    case 'half': {
      // The smallest ladder bet at or above half: halving 30 on [20, 30, 50] gives 20.
      const half = ladder.find((bet) => bet >= current / 2) ?? lowest;
      return Math.min(half < current ? half : (lastBelow(ladder, current) ?? lowest), top);
    }
    case 'double': {
      // The largest ladder bet at or below double, never above what the balance covers.
      const double = lastAtMost(ladder, current * 2) ?? lowest;
      const next = Math.min(
        double > current ? double : (ladder.find((b) => b > current) ?? current),
        top,
      );
      return next > current ? next : current;
    }
  }
}

function lastAtMost(ladder: readonly number[], limit: number): number | undefined {
  let found: number | undefined;
  for (const bet of ladder) if (bet <= limit) found = bet;
  return found;
}

function lastBelow(ladder: readonly number[], limit: number): number | undefined {
  let found: number | undefined;
  for (const bet of ladder) if (bet < limit) found = bet;
  return found;
}
