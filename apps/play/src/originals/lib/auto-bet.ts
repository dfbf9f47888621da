import { clampAmount, type BetLimits } from './amount';

/** After a win or a loss: back to the starting amount, or the last amount raised by a percent. */
export type AutoAdjust = { kind: 'reset' } | { kind: 'increase'; percent: number };

/** What the player chose when starting auto-bet. Amounts in minor units. */
export interface AutoSettings {
  /** Bets to place; 0 runs until stopped (or a limit). */
  count: number;
  onWin: AutoAdjust;
  onLoss: AutoAdjust;
  /** Stop once the net result since the start is at least this much up. */
  stopProfit: number | null;
  /** Stop once the net result since the start is at least this much down. */
  stopLoss: number | null;
}

export interface AutoState {
  settings: AutoSettings;
  /** The amount auto-bet started with: what "reset" returns to. */
  baseAmount: number;
  /** Bets still to place, or null for no count. */
  left: number | null;
  /** Wins minus stakes since the start, minor units. */
  profit: number;
}

export type AutoStop = 'done' | 'profit' | 'loss' | 'cannot-afford' | 'error';

export function startAuto(settings: AutoSettings, amount: number): AutoState {
  const count = Math.floor(settings.count);
  return { settings, baseAmount: amount, left: count > 0 ? count : null, profit: 0 };
}

/** The next amount after a bet: reset, or raised (or lowered, negative percent) and clamped. */
export function nextAmount(
  adjust: AutoAdjust,
  last: number,
  base: number,
  limits: BetLimits,
): number {
  if (adjust.kind === 'reset') return base;
  return clampAmount(last * (1 + adjust.percent / 100), limits);
}

/**
 * After one settled auto bet: the next amount, what is left, and why auto-bet stops, if it
 * does. A bet counts as won when it paid more than its stake (a 0.5× plinko slot is a loss to
 * the strategy, as players expect). The limits are checked before the count, so a last bet
 * that also trips a limit reports the limit.
 */
export function afterAutoBet(
  state: AutoState,
  bet: { amount: number; win: number; balance: number },
  limits: BetLimits,
): { state: AutoState; amount: number; stop: AutoStop | null } {
  const won = bet.win > bet.amount;
  const { settings } = state;
  const amount = nextAmount(
    won ? settings.onWin : settings.onLoss,
    bet.amount,
    state.baseAmount,
    limits,
  );
  const profit = state.profit + bet.win - bet.amount;
  const left = state.left === null ? null : Math.max(0, state.left - 1);
  const next: AutoState = { ...state, profit, left };
  const stop: AutoStop | null =
    settings.stopProfit !== null && profit >= settings.stopProfit
      ? 'profit'
      : settings.stopLoss !== null && -profit >= settings.stopLoss
        ? 'loss'
        : left === 0
          ? 'done'
          : bet.balance < amount
            ? 'cannot-afford'
            : null;
  return { state: next, amount, stop };
}
