import {
  ORIGINAL_STEP_GAMES,
  type OriginalAction,
  type OriginalGameId,
  type OriginalRound,
  type OriginalsActionBody,
  type OriginalsBetBody,
  type OriginalsRoundResponse,
  type PlaySeeds,
} from '@jackdaw/contracts';
import { NetworkError } from '../../api/play-api';
import { RETRY_DELAYS_MS, withRetries } from '../../api/with-retries';
import type { BoardSound } from '../boards/board';
import type { OriginalsMessageKey } from '../i18n/dictionaries/en';
import { clampAmount, doubleAmount, halfAmount, type BetLimits } from '../lib/amount';
import {
  afterAutoBet,
  startAuto,
  type AutoSettings,
  type AutoState,
  type AutoStop,
} from '../lib/auto-bet';
import { originalsErrorKey } from '../lib/error-message';
import { canCashOutRound } from './cash-out';

/** One entry of the results strip, newest first. */
export interface StripEntry {
  roundId: string;
  multiplier: number;
  bet: number;
  win: number;
}

/** A call whose answer never came: pressing Bet again resends it as it was (same roundId). */
export type Unresolved =
  { kind: 'bet'; body: OriginalsBetBody } | { kind: 'action'; body: OriginalsActionBody };

/**
 * What the verify page needs to replay the latest round without a stored copy (a demo round is
 * stored for no one): its seeds as they stood at the bet, the bet, params and the actions so far.
 */
export interface VerifiableRound {
  roundId: string;
  game: OriginalGameId;
  bet: number;
  params: Record<string, unknown>;
  nonce: number;
  clientSeed: string;
  serverSeedHash: string;
  actions: OriginalAction[];
}

export type Notice = { kind: 'error'; key: OriginalsMessageKey } | { kind: 'auto'; stop: AutoStop };

export interface OriginalsState {
  /** The balance shown: a round's win is added once its board has shown it. */
  balance: number;
  amount: number;
  params: Record<string, unknown>;
  /** The latest round the server answered (or the open one resumed), what the board shows. */
  round: OriginalRound | null;
  /** The board is showing a round (`round`, or an earlier one still falling) not settled yet. */
  showing: boolean;
  /** A call is in flight (retries included). */
  pending: boolean;
  /** An answer was lost and the call is being sent again. */
  retrying: boolean;
  unresolved: Unresolved | null;
  auto: AutoState | null;
  instant: boolean;
  notice: Notice | null;
  strip: StripEntry[];
  seeds: PlaySeeds;
  /** The latest round placed from this page (null for a round resumed from an earlier one). */
  verifiable: VerifiableRound | null;
}

export interface OriginalsGameDeps {
  game: OriginalGameId;
  sessionToken: string;
  limits: BetLimits;
  bet: (body: OriginalsBetBody) => Promise<OriginalsRoundResponse>;
  action: (body: OriginalsActionBody) => Promise<OriginalsRoundResponse>;
  newId: () => string;
  sound: (name: BoardSound) => void;
  balanceChanged: (balance: number) => void;
  remember: (amount: number, params: Record<string, unknown>) => void;
  /** Waits between retries and before an auto bet; a timer in the page, instant in tests. */
  wait: (ms: number) => Promise<void>;
}

const STRIP_LENGTH = 12;
/** The pause between auto bets, so each result can be seen (instant mode: barely). */
const AUTO_PAUSE_MS = 400;
const AUTO_PAUSE_INSTANT_MS = 60;

export const isStepGame = (game: OriginalGameId): boolean =>
  (ORIGINAL_STEP_GAMES as readonly string[]).includes(game);

/**
 * Games whose board shows several rounds at once (plinko's balls fall side by side): a manual
 * bet is taken while earlier rounds are still being shown, each settling by its own id.
 */
const OVERLAPPING_GAMES: ReadonlySet<OriginalGameId> = new Set(['plinko']);

/**
 * One original outside the view: bets and actions with their retries, the balance as the
 * player should see it, auto-bet, the results strip. The board reports when it has shown a
 * round (settled), which is when the win reaches the balance and auto-bet moves on.
 */
/**
 * A round found open at start: it took the nonce before the session's next. Its earlier actions
 * are not known here, which only a real round's link (by its id) does without; a demo round
 * never outlives its session.
 */
function resumedVerifiable(round: OriginalRound, seeds: PlaySeeds): VerifiableRound {
  return {
    roundId: round.roundId,
    game: round.game,
    bet: round.bet,
    params: round.params,
    nonce: seeds.nonce - 1,
    clientSeed: seeds.clientSeed,
    serverSeedHash: seeds.serverSeedHash,
    actions: [],
  };
}

export class OriginalsGame {
  /** Rounds answered and not yet shown by the board, by id: their wins are not in `balance`. */
  private readonly unsettled = new Map<string, OriginalRound>();
  private current: OriginalsState;
  private readonly listeners = new Set<() => void>();
  /** The balance the server answered, shown once the board has settled. */
  private answeredBalance: number;

  constructor(
    init: {
      balance: number;
      amount: number;
      params: Record<string, unknown>;
      open: OriginalRound | null;
      instant: boolean;
      seeds: PlaySeeds;
    },
    private readonly deps: OriginalsGameDeps,
  ) {
    this.answeredBalance = init.balance;
    this.current = {
      balance: init.balance,
      amount: clampAmount(init.open?.bet ?? init.amount, deps.limits),
      params: init.open?.params ?? init.params,
      round: init.open,
      showing: false,
      pending: false,
      retrying: false,
      unresolved: null,
      auto: null,
      instant: init.instant,
      notice: null,
      strip: [],
      seeds: init.seeds,
      verifiable: init.open && resumedVerifiable(init.open, init.seeds),
    };
  }

  get state(): OriginalsState {
    return this.current;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private set(patch: Partial<OriginalsState>): void {
    this.current = { ...this.current, ...patch };
    for (const listener of this.listeners) listener();
  }

  get step(): boolean {
    return isStepGame(this.deps.game);
  }

  get open(): boolean {
    return this.current.round?.status === 'open';
  }

  /** Bet, amount and parameters are locked: a call in flight, a board showing, auto, an open round. */
  get locked(): boolean {
    const s = this.current;
    return s.pending || s.showing || s.auto !== null || this.open;
  }

  get canCashOut(): boolean {
    const s = this.current;
    return !s.pending && !s.showing && canCashOutRound(s.round);
  }

  setAmount(amount: number): void {
    if (this.locked) return;
    this.set({ amount: clampAmount(amount, this.deps.limits) });
    this.deps.remember(this.current.amount, this.current.params);
  }

  half(): void {
    this.setAmount(halfAmount(this.current.amount, this.deps.limits));
  }

  double(): void {
    this.setAmount(doubleAmount(this.current.amount, this.deps.limits, this.current.balance));
  }

  setParams(params: Record<string, unknown>): void {
    if (this.locked) return;
    this.set({ params });
    this.deps.remember(this.current.amount, params);
  }

  setInstant(instant: boolean): void {
    this.set({ instant });
  }

  setSeeds(seeds: PlaySeeds): void {
    this.set({ seeds });
  }

  dismiss(): void {
    this.set({ notice: null });
  }

  /** A manual bet may go while earlier rounds are still shown (plinko's balls). */
  private get overlaps(): boolean {
    return OVERLAPPING_GAMES.has(this.deps.game) && this.current.auto === null;
  }

  /** The Bet button takes a press: nothing in flight, and no round still shown unless it may overlap. */
  get betReady(): boolean {
    const s = this.current;
    return !s.pending && (!s.showing || this.overlaps);
  }

  /** The main button and the space key: resend a lost call, cash out, or bet. */
  press(): void {
    const s = this.current;
    if (!this.betReady) return;
    if (s.unresolved) {
      void this.send(s.unresolved);
      return;
    }
    if (this.open) {
      if (this.canCashOut) this.act({ type: 'cashout' });
      return;
    }
    if (s.auto) return;
    this.placeBet();
  }

  act(action: OriginalAction): void {
    const s = this.current;
    const round = s.round;
    if (s.pending || s.showing || s.unresolved || !round || round.status !== 'open') return;
    void this.send({
      kind: 'action',
      body: {
        sessionToken: this.deps.sessionToken,
        roundId: round.roundId,
        step: round.steps + 1,
        action,
      },
    });
  }

  startAuto(settings: AutoSettings): void {
    if (this.step || this.locked || this.current.unresolved) return;
    this.set({ auto: startAuto(settings, this.current.amount), notice: null });
    this.placeBet();
  }

  stopAuto(): void {
    if (this.current.auto) this.set({ auto: null });
  }

  /**
   * The board has finished showing a round (the latest when no id is given): its win reaches
   * the balance, auto moves on. A second call for the same round is ignored.
   */
  settled(roundId?: string): void {
    const s = this.current;
    const id = roundId ?? s.round?.roundId;
    const round = id === undefined ? undefined : this.unsettled.get(id);
    if (!round) return;
    this.unsettled.delete(round.roundId);
    const showing = this.unsettled.size > 0;
    const balance = this.answeredBalance - this.unsettledWins();
    if (round.status === 'open') {
      this.set({ showing, balance });
      return;
    }
    this.deps.sound(round.win > 0 ? 'win' : 'lose');
    const entry: StripEntry = {
      roundId: round.roundId,
      multiplier: round.multiplier,
      bet: round.bet,
      win: round.win,
    };
    const strip = [entry, ...s.strip.filter((e) => e.roundId !== round.roundId)].slice(
      0,
      STRIP_LENGTH,
    );
    this.set({ showing, balance, strip });
    this.deps.balanceChanged(balance);
    if (s.auto) this.nextAuto(s.auto, round);
  }

  /** What the rounds still being shown have won: the server's balance holds it already. */
  private unsettledWins(): number {
    let wins = 0;
    for (const round of this.unsettled.values()) if (round.status !== 'open') wins += round.win;
    return wins;
  }

  private nextAuto(auto: AutoState, round: OriginalRound): void {
    const after = afterAutoBet(
      auto,
      { amount: round.bet, win: round.win, balance: this.answeredBalance },
      this.deps.limits,
    );
    if (after.stop) {
      this.set({ auto: null, amount: after.amount, notice: { kind: 'auto', stop: after.stop } });
      return;
    }
    this.set({ auto: after.state, amount: after.amount });
    void this.deps.wait(this.current.instant ? AUTO_PAUSE_INSTANT_MS : AUTO_PAUSE_MS).then(() => {
      // Stopped (or something else started) while waiting.
      if (this.current.auto === after.state && !this.busy) this.placeBet();
    });
  }

  /** Something other than auto-bet holds the game: a call, a board showing, an open round. */
  private get busy(): boolean {
    const s = this.current;
    return s.pending || s.showing || this.open || s.unresolved !== null;
  }

  private placeBet(): void {
    const s = this.current;
    void this.send({
      kind: 'bet',
      body: {
        sessionToken: this.deps.sessionToken,
        roundId: this.deps.newId(),
        bet: s.amount,
        params: s.params,
      },
    });
  }

  private async send(call: Unresolved): Promise<void> {
    // The seeds the bet is placed under: the answer brings those after it.
    const before = this.current.seeds;
    this.set({ pending: true, unresolved: null, notice: null });
    if (call.kind === 'bet') this.deps.sound('bet');
    try {
      const answer = await withRetries(
        () => (call.kind === 'bet' ? this.deps.bet(call.body) : this.deps.action(call.body)),
        RETRY_DELAYS_MS,
        async (ms) => {
          this.set({ retrying: true });
          await this.deps.wait(ms);
        },
      );
      this.answered(answer, this.verifiableAfter(call, answer.round, before));
    } catch (error) {
      this.set({
        pending: false,
        retrying: false,
        auto: null,
        // Only a lost answer is resent: a refusal would be refused again.
        unresolved: error instanceof NetworkError ? call : null,
        notice: { kind: 'error', key: originalsErrorKey(error) },
      });
    }
  }

  private verifiableAfter(
    call: Unresolved,
    round: OriginalRound,
    before: PlaySeeds,
  ): VerifiableRound | null {
    if (call.kind === 'bet') {
      return {
        roundId: round.roundId,
        game: round.game,
        bet: round.bet,
        params: round.params,
        nonce: before.nonce,
        clientSeed: before.clientSeed,
        serverSeedHash: before.serverSeedHash,
        actions: [],
      };
    }
    const known = this.current.verifiable;
    if (!known || known.roundId !== round.roundId) return null;
    return { ...known, actions: [...known.actions, call.body.action] };
  }

  private answered(answer: OriginalsRoundResponse, verifiable: VerifiableRound | null): void {
    const { round } = answer;
    this.answeredBalance = answer.balance;
    this.unsettled.set(round.roundId, round);
    // Until the board has shown them, the balance is the answer's without the rounds' wins.
    const shown = answer.balance - this.unsettledWins();
    this.set({
      pending: false,
      retrying: false,
      round,
      params: round.params,
      amount: round.bet,
      showing: true,
      balance: shown,
      seeds: answer.seeds,
      verifiable,
    });
    if (round.status === 'open') this.deps.balanceChanged(answer.balance);
    // Instant mode shows the result as it stands: nothing to wait for.
    if (this.current.instant) this.settled(round.roundId);
  }
}
