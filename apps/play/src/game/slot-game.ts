import type {
  PlayFreeRounds,
  PlayFreeSpins,
  PlaySeeds,
  PlaySessionResponse,
  PlaySpinOutcome,
  PlaySpinResponse,
} from '@jackdaw/contracts';
import { ErrorCode } from '@jackdaw/contracts';
import { NetworkError, PlayApiError, type playApi } from '../api/play-api';
import { RETRY_DELAYS_MS, withRetries } from '../api/with-retries';
import { afterAutoplayRound, type AutoplaySettings, type AutoplayStop } from '../lib/autoplay';
import { betLadder, nearestBet, stepBet } from '../lib/bet-ladder';
import { presetBet, type BetPreset } from '../lib/bet-presets';
import { emptyTally, tallyFreeSpin, tallyRound, type SessionTally } from '../lib/session-tally';
import { roundResult } from '../lib/win-presentation';
import { endsSession, errorMessageKey } from '../lib/error-message';
import type { MessageKey } from '../i18n/translate';
import type { SoundName } from '../sound/sounds';
import { NORMAL, spinDuration, TURBO } from './timings';

export type Phase = 'idle' | 'waiting' | 'spinning' | 'presenting';

/** What the fairness panel needs to link the last paid round to the verify page. */
export interface LastRound {
  roundId: string;
  bet: number;
  lines: number | null;
  nonce: number;
  clientSeed: string;
  serverSeedHash: string;
}

export interface GameState {
  phase: Phase;
  balance: number;
  bet: number;
  /** Symbols in view, grid[reel][row]. */
  grid: string[][];
  /** Grows with every outcome shown: the reels animate towards `grid` when it changes. */
  spinId: number;
  outcome: PlaySpinOutcome | null;
  /** The win being presented on its own (index in outcome.wins), or null. */
  winIndex: number | null;
  /** The round's win so far (base spin and free spins). */
  roundWin: number;
  /** The stake of the round shown (its free spins cost nothing more). */
  roundBet: number;
  /** Staked and won since the game opened. */
  tally: SessionTally;
  freeSpins: PlayFreeSpins | null;
  /**
   * The player's free-spin campaign on this game: while it has spins playable now, the spin
   * button plays them as free rounds (its bet, no stake taken), then paid play comes back.
   */
  freeRounds: PlayFreeRounds | null;
  seeds: PlaySeeds;
  lastRound: LastRound | null;
  autoplay: { settings: AutoplaySettings; spinsLeft: number } | null;
  autoplayStopped: AutoplayStop | null;
  notice: { key: MessageKey; values?: Record<string, string | number> } | null;
  error: MessageKey | null;
  /** The session cannot go on (expired, banned): only reopening the game helps. */
  fatal: boolean;
  /** A call whose answer was lost, to send again unchanged. */
  pending:
    { kind: 'paid'; roundId: string; bet: number; freeRound?: boolean } | { kind: 'free' } | null;
  turbo: boolean;
}

export interface SlotGameDeps {
  api: Pick<typeof playApi, 'spin' | 'freeSpin' | 'sessionRounds'>;
  wait(ms: number): Promise<void>;
  sound(name: SoundName): void;
  /** After every answer: the site's header follows the balance. */
  balanceChanged(balance: number): void;
  newRoundId(): string;
  /** Where the chosen bet is remembered between visits. */
  rememberBet?(bet: number): void;
}

/** The reels the player sees before the first spin: each strip from its top. */
export function openingGrid(game: PlaySessionResponse['game']): string[][] {
  return game.strips.map((strip) =>
    Array.from({ length: game.rows }, (_, row) => strip[row % strip.length] as string),
  );
}

/**
 * The slot's game loop, outside the view: a paid spin (one round id, sent again unchanged after
 * a lost answer), its free spins played one call each until the server says the feature is
 * over, win presentation, autoplay with its stop rules, and the balance after every answer.
 * The view subscribes and renders `state`; every wait is injected so tests run instantly.
 */
export class SlotGame {
  state: GameState;
  readonly ladder: number[];
  private readonly listeners = new Set<() => void>();

  constructor(
    readonly session: PlaySessionResponse,
    private readonly deps: SlotGameDeps,
    options: { rememberedBet?: number | null; turbo?: boolean } = {},
  ) {
    this.ladder = betLadder(session.betLimits);
    const bet =
      nearestBet(this.ladder, options.rememberedBet ?? session.betLimits.min) ??
      session.betLimits.min;
    this.state = {
      phase: 'idle',
      balance: session.balance,
      bet,
      grid: openingGrid(session.game),
      spinId: 0,
      outcome: null,
      winIndex: null,
      roundWin: 0,
      roundBet: session.freeSpins?.bet ?? 0,
      tally: emptyTally,
      freeSpins: session.freeSpins,
      freeRounds: session.freeRounds,
      seeds: session.seeds,
      lastRound: null,
      autoplay: null,
      autoplayStopped: null,
      notice: session.freeSpins
        ? { key: 'free.resume' }
        : (session.freeRounds?.available ?? 0) > 0
          ? { key: 'freeRounds.ready', values: { count: session.freeRounds!.available } }
          : null,
      error: null,
      fatal: false,
      pending: null,
      turbo: options.turbo ?? false,
    };
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private set(patch: Partial<GameState>): void {
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener();
  }

  private get timings() {
    return this.state.turbo ? TURBO : NORMAL;
  }

  /** Whether the next round is a free round of the campaign (spins playable now). */
  get freeRoundNext(): boolean {
    return (this.state.freeRounds?.available ?? 0) > 0;
  }

  /** The next round's bet and kind: a free round while the campaign has spins open. */
  private nextRound(): { bet: number; freeRound: boolean } {
    const rounds = this.state.freeRounds;
    return rounds && rounds.available > 0
      ? { bet: rounds.bet, freeRound: true }
      : { bet: this.state.bet, freeRound: false };
  }

  /** Whether a new paid round may start now. */
  get canSpin(): boolean {
    const { phase, freeSpins, fatal, pending, autoplay } = this.state;
    return phase === 'idle' && !freeSpins && !fatal && !pending && !autoplay;
  }

  setTurbo(turbo: boolean): void {
    this.set({ turbo });
  }

  stepBet(direction: 1 | -1): void {
    if (!this.canSpin || this.freeRoundNext) return;
    const bet = stepBet(this.ladder, this.state.bet, direction);
    this.set({ bet, error: null });
    this.deps.rememberBet?.(bet);
  }

  /** The bet presets beside the bet: minimum, half, double, maximum (lib/bet-presets.ts). */
  presetBet(preset: BetPreset): number {
    return presetBet(this.ladder, this.state.bet, this.state.balance, preset);
  }

  applyPreset(preset: BetPreset): void {
    if (!this.canSpin || this.freeRoundNext) return;
    const bet = this.presetBet(preset);
    this.set({ bet, error: null });
    this.deps.rememberBet?.(bet);
  }

  /**
   * The connection came back. A round whose answer was lost is asked for again at once (the
   * same round id: the server answers the stored round or plays it now), so the balance the
   * game shows is the server's before the site's header refetches its own; with nothing
   * pending, the balance is read again and reported.
   */
  async reconnected(): Promise<void> {
    if (this.state.pending) {
      await this.retry();
      return;
    }
    if (this.state.phase !== 'idle' || this.state.fatal) return;
    try {
      const { balance } = await this.deps.api.sessionRounds({
        sessionToken: this.session.sessionToken,
        take: 1,
      });
      if (this.state.phase !== 'idle' || this.state.pending) return;
      this.set({ balance });
      this.deps.balanceChanged(balance);
    } catch {
      // Still offline or the session ended: the next spin tells the player.
    }
  }

  setSeeds(seeds: PlaySeeds): void {
    this.set({ seeds });
  }

  /** One paid round, started by the spin button. */
  async spin(): Promise<void> {
    if (!this.canSpin) return;
    this.set({ autoplayStopped: null });
    const next = this.nextRound();
    await this.paidRound(this.deps.newRoundId(), next.bet, next.freeRound);
    this.set({ phase: 'idle' });
  }

  /** Sends the call whose answer was lost again: the same round id, or the next free spin. */
  async retry(): Promise<void> {
    const { pending, phase } = this.state;
    if (!pending || phase !== 'idle') return;
    if (pending.kind === 'paid') {
      await this.paidRound(pending.roundId, pending.bet, pending.freeRound ?? false);
    } else await this.playFreeSpins();
    this.set({ phase: 'idle' });
  }

  /** Plays a feature left unfinished (the session opened with `freeSpins`). */
  async resumeFreeSpins(): Promise<void> {
    if (!this.state.freeSpins || this.state.phase !== 'idle') return;
    await this.deps.wait(this.timings.feature);
    await this.playFreeSpins();
    this.set({ phase: 'idle' });
  }

  async startAutoplay(settings: AutoplaySettings): Promise<void> {
    if (!this.canSpin) return;
    this.set({ autoplay: { settings, spinsLeft: settings.spins }, autoplayStopped: null });
    while (this.state.autoplay) {
      const next = this.nextRound();
      const round = await this.paidRound(this.deps.newRoundId(), next.bet, next.freeRound);
      const current = this.state.autoplay;
      if (!round || !current) break;
      const { spinsLeft, stop } = afterAutoplayRound(
        current.settings,
        current.spinsLeft,
        round,
        this.state.bet,
      );
      if (stop) {
        this.set({ autoplay: null, autoplayStopped: stop });
        break;
      }
      this.set({ autoplay: { ...current, spinsLeft } });
      await this.deps.wait(this.timings.pause);
    }
    this.set({ phase: 'idle', autoplay: null });
  }

  /** Autoplay ends after the round in play. */
  stopAutoplay(): void {
    this.set({ autoplay: null });
  }

  /**
   * One round: paid (the stake leaves the balance as the reels start), or a free round of the
   * campaign (`freeRound`: nothing is staked, the balance stays; its win goes to the free-spin
   * winnings, shown on the counter).
   */
  private async paidRound(
    roundId: string,
    bet: number,
    freeRound = false,
  ): Promise<{ win: number; balance: number } | null> {
    const { sessionToken } = this.session;
    const balanceBefore = this.state.balance;
    const before = this.state.freeRounds;
    this.set({
      phase: 'waiting',
      error: null,
      notice: null,
      outcome: null,
      winIndex: null,
      roundWin: 0,
      roundBet: freeRound ? 0 : bet,
      pending: null,
      // The stake leaves the balance when the reels start, as on any slot machine; a free
      // round takes none.
      balance: freeRound ? balanceBefore : Math.max(0, balanceBefore - bet),
    });
    this.deps.sound('spin');
    let response: PlaySpinResponse;
    try {
      response = await withRetries(
        () =>
          this.deps.api.spin(
            freeRound ? { sessionToken, roundId, bet, freeRound } : { sessionToken, roundId, bet },
          ),
        RETRY_DELAYS_MS,
        this.deps.wait,
      );
    } catch (error) {
      this.fail(error, { kind: 'paid', roundId, bet, freeRound }, balanceBefore);
      if (freeRound && error instanceof PlayApiError && error.code.startsWith('FREESPIN.')) {
        // None playable now (or the campaign ended): the spin button goes back to paid play.
        this.set({
          pending: null,
          freeRounds:
            error.code === ErrorCode.FreespinNotFound || !before
              ? null
              : { ...before, available: 0 },
        });
      }
      return null;
    }
    this.set({
      // A free round staked nothing; its win is the campaign's (the counter shows it).
      tally: freeRound
        ? this.state.tally
        : tallyRound(this.state.tally, { roundId, bet, win: response.win }),
      lastRound: {
        roundId,
        bet,
        lines: response.outcome.lines,
        // The answer's seeds are those of the next round: this one used the nonce before.
        nonce: response.seeds.nonce - 1,
        clientSeed: response.seeds.clientSeed,
        serverSeedHash: response.seeds.serverSeedHash,
      },
    });
    await this.show(response);
    if (response.freeSpins && !(await this.playFreeSpins())) return null;
    if (freeRound && before && !this.freeRoundNext) {
      // The campaign's spins open now are played: back to paid play.
      const win = this.state.freeRounds?.win ?? before.win + response.win;
      this.set({ notice: { key: 'freeRounds.done', values: { amount: win } } });
    }
    return { win: this.state.roundWin, balance: this.state.balance };
  }

  /** Plays the feature's free spins to the end; false when a call failed. */
  private async playFreeSpins(): Promise<boolean> {
    const { sessionToken } = this.session;
    for (let free = this.state.freeSpins; free; free = this.state.freeSpins) {
      await this.deps.wait(this.timings.pause);
      this.set({ phase: 'waiting', error: null, pending: null, winIndex: null });
      this.deps.sound('spin');
      const body = { sessionToken, roundId: free.roundId, spin: free.played + 1 };
      let response: PlaySpinResponse;
      try {
        response = await withRetries(
          () => this.deps.api.freeSpin(body),
          RETRY_DELAYS_MS,
          this.deps.wait,
        );
      } catch (error) {
        this.fail(error, { kind: 'free' }, this.state.balance);
        return false;
      }
      this.set({ tally: tallyFreeSpin(this.state.tally, response.win) });
      await this.show(response);
      if (!response.freeSpins) {
        this.set({
          notice: { key: 'free.total', values: { amount: free.win + response.win } },
        });
      }
    }
    return true;
  }

  /** Stops the reels on the outcome, settles the balance, then presents each win. */
  private async show(response: PlaySpinResponse): Promise<void> {
    const { outcome } = response;
    this.set({
      phase: 'spinning',
      grid: outcome.grid,
      spinId: this.state.spinId + 1,
      outcome,
      winIndex: null,
      freeSpins: response.freeSpins,
      freeRounds: response.freeRounds,
      seeds: response.seeds,
    });
    await this.deps.wait(spinDuration(this.timings, this.session.game.reels));
    this.deps.sound('stop');
    this.set({ balance: response.balance, roundWin: response.roundWin, phase: 'presenting' });
    this.deps.balanceChanged(response.balance);
    if (outcome.wins.length > 0) {
      // A free spin cost nothing: whatever it pays is a win. A paid spin paying back no more
      // than its stake makes no win sound (lib/win-presentation.ts).
      const kind = roundResult(outcome.win, outcome.mode === 'free' ? 0 : outcome.bet).kind;
      if (kind === 'big') this.deps.sound('bigWin');
      else if (kind === 'win') this.deps.sound('win');
      for (let index = 0; index < outcome.wins.length; index += 1) {
        this.set({ winIndex: index });
        await this.deps.wait(this.timings.perWin);
      }
      this.set({ winIndex: null });
    }
    if (outcome.freeSpinsAwarded > 0) {
      this.deps.sound('freeSpins');
      this.set({ notice: { key: 'free.awarded', values: { count: outcome.freeSpinsAwarded } } });
      await this.deps.wait(this.timings.feature);
    }
  }

  private fail(error: unknown, pending: GameState['pending'], balance: number): void {
    const lost = error instanceof NetworkError;
    this.set({
      phase: 'idle',
      error: errorMessageKey(error),
      fatal: endsSession(error),
      pending: lost ? pending : null,
      autoplay: null,
      // A refused bet took nothing. After a lost answer nobody knows yet: the game shows the
      // last balance the server confirmed, as the site's header does, until the retry tells
      // (README "Decisions": offline, neither moves).
      balance,
    });
  }
}
