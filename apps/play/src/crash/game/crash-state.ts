import {
  CRASH_AUTO_MAX,
  CRASH_AUTO_MIN,
  CRASH_HISTORY_SIZE,
  type CrashClientMessage,
  type CrashHistoryEntry,
  type CrashMyBet,
  type CrashPublicBet,
  type CrashRoundState,
  type CrashServerMessage,
} from '@jackdaw/contracts';
import {
  afterAutoBetRound,
  startAutoBet,
  type AutoBetSettings,
  type AutoBetState,
  type AutoBetStop,
} from './auto-bet';
import { nextOffset } from './clock';

/*
 * The crash client's whole state and its one transition function, `step`: server messages and
 * the player's taps go in, the next state and the messages to send come out. Pure (ids come
 * from `env.newId`), so every rule is tested without a socket, a canvas or a clock.
 */

export type PanelId = 1 | 2;

/** What the panel's main button does now (its `data-state`). */
export type PanelButton = 'bet' | 'waiting' | 'cancel' | 'cashout';

export interface PanelState {
  panel: PanelId;
  amount: number;
  auto: boolean;
  /** Auto cash-out target, hundredths. */
  autoValue: number;
  /** The panel's bet in the round now (open, or settled until the next round opens). */
  bet: CrashMyBet | null;
  /** Bet as soon as the next betting phase opens (tapped during a flight). */
  queued: boolean;
  /** A command sent and not yet answered. */
  pending: { kind: 'bet' | 'cancel' | 'cashout'; requestId: string; betId: string } | null;
  autoBet: AutoBetState | null;
}

export type Notice =
  | { kind: 'refused'; code: string; panel: PanelId | null }
  | { kind: 'auto-bet'; stop: AutoBetStop; panel: PanelId };

export interface CrashState {
  connected: boolean;
  /** The session can no longer play (expired, signed out, banned): the code says why. */
  ended: string | null;
  round: CrashRoundState | null;
  /** Server clock − local clock, ms (null until the first message). */
  offset: number | null;
  /** The live list of the round now. */
  bets: CrashPublicBet[];
  history: CrashHistoryEntry[];
  /** The player's bets, newest first. */
  myBets: CrashMyBet[];
  balance: number;
  panels: [PanelState, PanelState];
  notice: Notice | null;
  /** Bet limits of the session (minor units). */
  limits: { min: number; max: number };
}

export type CrashAction =
  | { type: 'server'; message: CrashServerMessage; receivedAt: number }
  | { type: 'disconnected'; fatal?: string | null }
  /** A command could not be sent (the socket was down): a bet waits for the next hello. */
  | { type: 'unsent'; requestId: string }
  | { type: 'press'; panel: PanelId }
  | { type: 'amount'; panel: PanelId; amount: number }
  | { type: 'auto'; panel: PanelId; on: boolean; value?: number }
  | { type: 'auto-bet'; panel: PanelId; settings: AutoBetSettings | null }
  | { type: 'dismiss' }
  /** "My bets" read over HTTP (crashMyBetsCall): merged with what the socket told. */
  | { type: 'my-bets'; bets: CrashMyBet[] };

export interface StepEnv {
  newId: () => string;
}

export interface StepResult {
  state: CrashState;
  send: CrashClientMessage[];
}

export const MY_BETS_KEPT = 50;

export function clampAmount(amount: number, limits: { min: number; max: number }): number {
  if (!Number.isFinite(amount)) return limits.min;
  return Math.min(limits.max, Math.max(limits.min, Math.round(amount)));
}

export const clampAutoValue = (value: number): number =>
  Number.isFinite(value)
    ? Math.min(CRASH_AUTO_MAX, Math.max(CRASH_AUTO_MIN, Math.round(value)))
    : CRASH_AUTO_MIN;

export function initialState(input: {
  balance: number;
  limits: { min: number; max: number };
  amounts?: [number, number];
}): CrashState {
  const panel = (id: PanelId): PanelState => ({
    panel: id,
    amount: clampAmount(input.amounts?.[id - 1] ?? input.limits.min, input.limits),
    auto: false,
    autoValue: 200,
    bet: null,
    queued: false,
    pending: null,
    autoBet: null,
  });
  return {
    connected: false,
    ended: null,
    round: null,
    offset: null,
    bets: [],
    history: [],
    myBets: [],
    balance: input.balance,
    panels: [panel(1), panel(2)],
    notice: null,
    limits: input.limits,
  };
}

const isOpenIn = (bet: CrashMyBet | null, round: CrashRoundState | null): boolean =>
  bet !== null && bet.status === 'open' && round !== null && bet.roundId === round.roundId;

/** The panel's main button, from the panel and the round. */
export function panelButton(panel: PanelState, round: CrashRoundState | null): PanelButton {
  if (panel.pending?.kind === 'bet') return 'waiting';
  if (round && isOpenIn(panel.bet, round)) {
    if (round.phase === 'betting') return 'cancel';
    if (round.phase === 'flying') return 'cashout';
  }
  if (panel.queued) return 'waiting';
  return 'bet';
}

function upsertMine(list: CrashMyBet[], bet: CrashMyBet): CrashMyBet[] {
  const at = list.findIndex((item) => item.betId === bet.betId);
  if (at >= 0) {
    const next = list.slice();
    next[at] = bet;
    return next;
  }
  return [bet, ...list].slice(0, MY_BETS_KEPT);
}

function withPanel(state: CrashState, id: PanelId, patch: Partial<PanelState>): CrashState {
  const panels = state.panels.slice() as [PanelState, PanelState];
  panels[id - 1] = { ...panels[id - 1]!, ...patch };
  return { ...state, panels };
}

function betMessage(
  panel: PanelState,
  env: StepEnv,
): {
  message: CrashClientMessage;
  pending: NonNullable<PanelState['pending']>;
} {
  const betId = env.newId();
  const requestId = env.newId();
  return {
    message: {
      type: 'bet',
      requestId,
      betId,
      panel: panel.panel,
      amount: panel.amount,
      autoCashOut: panel.auto ? clampAutoValue(panel.autoValue) : null,
    },
    pending: { kind: 'bet', requestId, betId },
  };
}

/**
 * In a betting phase, sends the bets waiting for it: a tap made during the last flight, and
 * auto-bet's next round.
 */
function placeQueued(state: CrashState, env: StepEnv, send: CrashClientMessage[]): CrashState {
  if (!state.connected || state.round?.phase !== 'betting') return state;
  let next = state;
  for (const panel of state.panels) {
    const wants = panel.queued || panel.autoBet !== null;
    if (!wants || panel.pending || isOpenIn(panel.bet, state.round)) continue;
    if (panel.bet?.roundId === state.round.roundId) continue;
    const { message, pending } = betMessage(panel, env);
    send.push(message);
    next = withPanel(next, panel.panel, { queued: false, pending });
  }
  return next;
}

/** The round ended: auto-bet counts it for every panel that bet in it. */
function countAutoBets(state: CrashState, round: CrashRoundState): CrashState {
  let next = state;
  for (const panel of state.panels) {
    if (!panel.autoBet || panel.bet?.roundId !== round.roundId || round.interrupted) continue;
    const win = panel.bet.status === 'cashed' ? (panel.bet.win ?? 0) : 0;
    const after = afterAutoBetRound(panel.autoBet, {
      win,
      balance: next.balance,
      nextBet: panel.amount,
    });
    next = withPanel(next, panel.panel, { autoBet: after.state });
    if (after.stop)
      next = { ...next, notice: { kind: 'auto-bet', stop: after.stop, panel: panel.panel } };
  }
  return next;
}

function onRound(state: CrashState, round: CrashRoundState): CrashState {
  const previous = state.round;
  let next: CrashState = { ...state, round };
  const newRound = previous === null || previous.roundId !== round.roundId;
  if (newRound) next = { ...next, bets: [] };
  if (round.phase === 'ended' && previous?.phase !== 'ended') {
    if (
      round.result !== null &&
      round.hash !== null &&
      !next.history.some((h) => h.roundId === round.roundId)
    ) {
      const entry: CrashHistoryEntry = {
        roundId: round.roundId,
        result: round.result,
        hash: round.hash,
        endedAt: round.endedAt ?? round.serverNow,
        interrupted: round.interrupted,
      };
      next = { ...next, history: [entry, ...next.history].slice(0, CRASH_HISTORY_SIZE) };
    }
    next = countAutoBets(next, round);
  }
  // A panel's bet of an earlier round is history once a new round opens.
  for (const panel of next.panels) {
    if (panel.bet && panel.bet.roundId !== round.roundId)
      next = withPanel(next, panel.panel, { bet: null });
  }
  return next;
}

function onMine(state: CrashState, bet: CrashMyBet, balance: number): CrashState {
  let next: CrashState = { ...state, balance, myBets: upsertMine(state.myBets, bet) };
  const panel = next.panels[bet.panel - 1]!;
  if (panel.bet?.betId === bet.betId || panel.pending?.betId === bet.betId) {
    next = withPanel(next, bet.panel, { bet: bet.status === 'cancelled' ? null : bet });
  } else if (bet.status === 'open' && next.round?.roundId === bet.roundId) {
    next = withPanel(next, bet.panel, { bet });
  }
  return next;
}

function onServer(
  state: CrashState,
  message: CrashServerMessage,
  receivedAt: number,
  env: StepEnv,
  send: CrashClientMessage[],
): CrashState {
  switch (message.type) {
    case 'hello': {
      // A new connection: whatever was pending is answered by the bets the server reports.
      let next: CrashState = {
        ...state,
        connected: true,
        round: message.round,
        offset: nextOffset(null, message.round.serverNow, receivedAt),
        bets: message.bets,
        history: message.history.slice(0, CRASH_HISTORY_SIZE),
        myBets: message.myBets.slice(0, MY_BETS_KEPT),
        balance: message.balance,
      };
      for (const panel of next.panels) {
        const open = message.myBets.find(
          (bet) =>
            bet.panel === panel.panel &&
            bet.roundId === message.round.roundId &&
            bet.status !== 'cancelled',
        );
        // A bet whose answer was lost and which the server does not know: sent again with
        // the same bet id in this betting phase (the server takes it once), else the next.
        const lost =
          panel.pending?.kind === 'bet' &&
          !message.myBets.some((bet) => bet.betId === panel.pending?.betId);
        if (lost && !open && message.round.phase === 'betting') {
          const requestId = env.newId();
          const betId = panel.pending!.betId;
          send.push({
            type: 'bet',
            requestId,
            betId,
            panel: panel.panel,
            amount: panel.amount,
            autoCashOut: panel.auto ? clampAutoValue(panel.autoValue) : null,
          });
          next = withPanel(next, panel.panel, {
            bet: null,
            pending: { kind: 'bet', requestId, betId },
          });
          continue;
        }
        next = withPanel(next, panel.panel, {
          bet: open ?? null,
          pending: null,
          queued: panel.queued || (lost && !open),
        });
      }
      return placeQueued(next, env, send);
    }
    case 'round': {
      const next = onRound(
        { ...state, offset: nextOffset(state.offset, message.round.serverNow, receivedAt) },
        message.round,
      );
      return placeQueued(next, env, send);
    }
    case 'tick': {
      const offset = nextOffset(state.offset, message.serverNow, receivedAt);
      const round = state.round;
      // A missed take-off: the tick says the round flies and since when.
      if (round && round.roundId === message.roundId && round.phase === 'betting') {
        return {
          ...state,
          offset,
          round: {
            ...round,
            phase: 'flying',
            startedAt: message.serverNow - message.elapsed,
            serverNow: message.serverNow,
          },
        };
      }
      return { ...state, offset };
    }
    case 'bet': {
      if (state.round && message.roundId !== state.round.roundId) return state;
      const others = state.bets.filter((bet) => bet.betId !== message.bet.betId);
      return { ...state, bets: [...others, message.bet] };
    }
    case 'cancelled':
      return { ...state, bets: state.bets.filter((bet) => bet.betId !== message.betId) };
    case 'cashout':
      return {
        ...state,
        bets: state.bets.map((bet) =>
          bet.betId === message.betId
            ? { ...bet, cashedOutAt: message.cashedOutAt, win: message.win }
            : bet,
        ),
      };
    case 'mine':
      return onMine(state, message.bet, message.balance);
    case 'reply': {
      const panel = state.panels.find((p) => p.pending?.requestId === message.requestId);
      let next = onMine(state, message.bet, message.balance);
      if (panel) next = withPanel(next, panel.panel, { pending: null });
      return next;
    }
    case 'refused': {
      const panel = state.panels.find((p) => p.pending?.requestId === message.requestId);
      if (!panel) return { ...state, notice: { kind: 'refused', code: message.code, panel: null } };
      const placing = panel.pending?.kind === 'bet';
      const next = withPanel(state, panel.panel, {
        pending: null,
        ...(placing ? { autoBet: null, queued: false } : {}),
      });
      return { ...next, notice: { kind: 'refused', code: message.code, panel: panel.panel } };
    }
    case 'error':
      return { ...state, notice: { kind: 'refused', code: message.code, panel: null } };
  }
}

/** One transition: the next state and the messages to send for it. */
export function step(state: CrashState, action: CrashAction, env: StepEnv): StepResult {
  const send: CrashClientMessage[] = [];
  switch (action.type) {
    case 'server':
      return { state: onServer(state, action.message, action.receivedAt, env, send), send };
    case 'disconnected':
      // Unanswered commands are settled by the next hello; queued bets wait for it.
      return {
        state: {
          ...state,
          connected: false,
          ended: action.fatal ?? state.ended,
          ...(action.fatal
            ? {
                panels: state.panels.map((p) => ({ ...p, autoBet: null, queued: false })) as [
                  PanelState,
                  PanelState,
                ],
              }
            : {}),
        },
        send,
      };
    case 'unsent': {
      const panel = state.panels.find((p) => p.pending?.requestId === action.requestId);
      if (!panel) return { state, send };
      const placing = panel.pending?.kind === 'bet';
      return {
        state: withPanel(state, panel.panel, { pending: null, queued: placing || panel.queued }),
        send,
      };
    }
    case 'press': {
      const panel = state.panels[action.panel - 1]!;
      const button = panelButton(panel, state.round);
      if (button === 'waiting') {
        if (panel.pending) return { state, send };
        // Cancelling a queued bet also ends that panel's auto-bet.
        return { state: withPanel(state, action.panel, { queued: false, autoBet: null }), send };
      }
      if (button === 'cancel' || button === 'cashout') {
        if (panel.pending || !panel.bet || !state.connected) return { state, send };
        const requestId = env.newId();
        send.push({ type: button, requestId, betId: panel.bet.betId });
        return {
          state: withPanel(state, action.panel, {
            pending: { kind: button, requestId, betId: panel.bet.betId },
          }),
          send,
        };
      }
      const next = withPanel({ ...state, notice: null }, action.panel, { queued: true });
      return { state: placeQueued(next, env, send), send };
    }
    case 'amount':
      return {
        state: withPanel(state, action.panel, { amount: clampAmount(action.amount, state.limits) }),
        send,
      };
    case 'auto':
      return {
        state: withPanel(state, action.panel, {
          auto: action.on,
          ...(action.value !== undefined ? { autoValue: clampAutoValue(action.value) } : {}),
        }),
        send,
      };
    case 'auto-bet': {
      if (!action.settings) {
        return { state: withPanel(state, action.panel, { autoBet: null, queued: false }), send };
      }
      const next = withPanel({ ...state, notice: null }, action.panel, {
        autoBet: startAutoBet(action.settings, state.balance),
      });
      return { state: placeQueued(next, env, send), send };
    }
    case 'dismiss':
      return { state: { ...state, notice: null }, send };
    case 'my-bets': {
      const known = new Set(action.bets.map((bet) => bet.betId));
      const merged = [...action.bets, ...state.myBets.filter((bet) => !known.has(bet.betId))]
        .sort((a, b) => b.createdAt - a.createdAt)
        .slice(0, MY_BETS_KEPT);
      return { state: { ...state, myBets: merged }, send };
    }
  }
}
