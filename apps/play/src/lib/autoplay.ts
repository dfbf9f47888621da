/** What the player chose when starting autoplay. Amounts in minor units. */
export interface AutoplaySettings {
  spins: number;
  stopOnAnyWin: boolean;
  /** Stop when one round (its free spins included) wins more than this. */
  stopOnWinAbove: number | null;
  /** Stop when the balance falls below this. */
  stopOnBalanceBelow: number | null;
}

export type AutoplayStop = 'done' | 'any-win' | 'win-above' | 'balance-below' | 'cannot-afford';

export interface FinishedRound {
  /** The whole round's win: base spin and free spins. */
  win: number;
  balance: number;
}

export const AUTOPLAY_SPIN_CHOICES = [10, 25, 50, 100] as const;

/**
 * After an autoplayed round: the spins left, and why autoplay stops, if it does. A win that
 * trips a limit stops even when it was the last spin, so the player sees the reason.
 */
export function afterAutoplayRound(
  settings: AutoplaySettings,
  spinsLeft: number,
  round: FinishedRound,
  nextBet: number,
): { spinsLeft: number; stop: AutoplayStop | null } {
  const left = Math.max(0, spinsLeft - 1);
  const stop: AutoplayStop | null =
    settings.stopOnAnyWin && round.win > 0
      ? 'any-win'
      : settings.stopOnWinAbove !== null && round.win > settings.stopOnWinAbove
        ? 'win-above'
        : settings.stopOnBalanceBelow !== null && round.balance < settings.stopOnBalanceBelow
          ? 'balance-below'
          : left === 0
            ? 'done'
            : round.balance < nextBet
              ? 'cannot-afford'
              : null;
  return { spinsLeft: stop ? 0 : left, stop };
}
