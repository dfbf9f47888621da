import type { OriginalRound } from '@jackdaw/contracts';

/**
 * Whether the open round of a step game has something to cash out (the server refuses a
 * cash-out before anything is won): a safe tile revealed, a guess or a call won. Read from the
 * round's public view, the games package's plain JSON.
 */
export function canCashOutRound(round: OriginalRound | null): boolean {
  if (!round || round.status !== 'open' || round.win <= 0) return false;
  const outcome = round.outcome;
  switch (round.game) {
    case 'mines':
      return Array.isArray(outcome.revealed) && outcome.revealed.length > 0;
    case 'hilo':
      return typeof outcome.wins === 'number' && outcome.wins > 0;
    case 'flip':
      return (
        Array.isArray(outcome.flips) &&
        outcome.flips.some((flip) => (flip as { won?: unknown }).won === true)
      );
    default:
      return false;
  }
}
