/** What the player chose when starting a panel's auto-bet. Amounts in minor units. */
export interface AutoBetSettings {
  rounds: number;
  /** Stop once the balance is this much below where auto-bet started. */
  stopOnLoss: number | null;
  /** Stop when one bet wins more than this. */
  stopOnWinAbove: number | null;
}

export interface AutoBetState {
  settings: AutoBetSettings;
  roundsLeft: number;
  startBalance: number;
}

export type AutoBetStop = 'done' | 'loss' | 'win-above' | 'cannot-afford' | 'error';

export const AUTO_BET_ROUND_CHOICES = [10, 25, 50, 100] as const;

export function startAutoBet(settings: AutoBetSettings, balance: number): AutoBetState {
  return { settings, roundsLeft: Math.max(1, Math.floor(settings.rounds)), startBalance: balance };
}

/**
 * After a round the panel bet in: the rounds left, and why auto-bet stops, if it does. A win
 * that trips a limit stops even on the last round, so the player sees the reason.
 */
export function afterAutoBetRound(
  state: AutoBetState,
  round: { win: number; balance: number; nextBet: number },
): { state: AutoBetState | null; stop: AutoBetStop | null } {
  const left = Math.max(0, state.roundsLeft - 1);
  const { stopOnLoss, stopOnWinAbove } = state.settings;
  const stop: AutoBetStop | null =
    stopOnWinAbove !== null && round.win > stopOnWinAbove
      ? 'win-above'
      : stopOnLoss !== null && state.startBalance - round.balance >= stopOnLoss
        ? 'loss'
        : left === 0
          ? 'done'
          : round.balance < round.nextBet
            ? 'cannot-afford'
            : null;
  return { state: stop ? null : { ...state, roundsLeft: left }, stop };
}
