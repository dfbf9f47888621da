/**
 * How a bet is paid for and where its win goes. Pure, so the rules are tested without a database.
 *
 * Rule (as common casino terms state it): a bet spends real money first and casino bonus money
 * only for the rest. The win of a bet goes back in the same proportion as the bet was paid, so
 * winnings made with bonus money stay bonus money (and are wagered under the bonus terms) while
 * winnings of real money are real. The split is recorded per ledger entry (one entry per
 * account), which is what the bonus engine reads to count wagering.
 */
export interface Split {
  real: bigint;
  bonus: bigint;
}

/** The split of a bet, or null when real and bonus money together cannot cover it. */
export function allocateBet(amount: bigint, available: Split): Split | null {
  if (amount <= 0n) throw new RangeError('a bet must be positive');
  if (available.real + available.bonus < amount) return null;
  const real = amount < available.real ? amount : available.real;
  return { real, bonus: amount - real };
}

/**
 * The split of a win. The real share is rounded down to the minor unit, so a rounding remainder
 * lands on the bonus side and no money is created. Without a known bet the win is real money.
 */
export function allocateWin(amount: bigint, bet: Split | undefined): Split {
  if (amount < 0n) throw new RangeError('a win cannot be negative');
  const total = bet ? bet.real + bet.bonus : 0n;
  if (!bet || total === 0n || bet.bonus === 0n) return { real: amount, bonus: 0n };
  const real = (amount * bet.real) / total;
  return { real, bonus: amount - real };
}
