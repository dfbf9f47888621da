import { randomUUID } from 'node:crypto';
import { elapsedAt, multiplierAt } from '@jackdaw/games';
import type { SqlSession } from '../../db/client.js';
import type { Bets, CrashBroadcast } from './bets.js';
import { recipientOf } from './bets.js';
import { ChainAborted, type Chain, type ChainOptions } from './chain.js';
import { Deposed } from './crash.errors.js';
import type { CrashRepository, RoundRow } from './crash.repository.js';
import { roundState, serverTarget } from './crash.rules.js';

export interface EngineTimings {
  bettingMs: number;
  endedMs: number;
  correctionMs: number;
  /** The lease lasts this long without renewal (database clock). */
  leaseMs: number;
  /** Renewed (or sought) this often. */
  renewMs: number;
  /** While flying, the due auto cash-outs are settled this often. */
  autoMs: number;
}

export interface EngineDependencies {
  repository: CrashRepository;
  chain: Chain;
  chainOptions: ChainOptions;
  bets: Bets;
  broadcast: CrashBroadcast;
  timings: EngineTimings;
  log?: {
    error(object: object, message: string): void;
    info?(object: object, message: string): void;
  };
}

/**
 * The round leader (README "The leader"): a lease row with an epoch, renewed every `renewMs`,
 * lost after `leaseMs` of silence by the database clock. While it holds the lease the engine runs
 * rounds: betting → flying → ended → next; every transition is a transaction that first checks
 * the lease's epoch (a deposed leader changes nothing). A new leader first settles or interrupts
 * the round it finds (`takeOver`).
 */
export function createEngine(deps: EngineDependencies) {
  const { repository, chain, bets, broadcast, timings } = deps;
  const holder = randomUUID();
  let epoch: number | undefined;
  let running = false;
  let leading: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let renewing: Promise<void> | undefined;
  /** The database clock minus this process's (ms), refreshed on every read of the clock. */
  let offset = 0;
  const wakers = new Set<() => void>();

  const dbNow = () => Date.now() + offset;
  const observe = (round: RoundRow) => {
    offset = Number(round.now) - Date.now();
    return round;
  };

  function sleep(ms: number): Promise<void> {
    if (ms <= 0) return Promise.resolve();
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(handle);
        wakers.delete(wake);
        resolve();
      };
      const handle = setTimeout(wake, ms);
      wakers.add(wake);
    });
  }

  /** Runs `work` in a transaction fenced by the lease: Deposed (rolled back) if it was lost. */
  async function fenced<T>(mine: number, work: (tx: SqlSession) => Promise<T>): Promise<T> {
    return repository.sql.transaction(async (tx) => {
      if (!(await repository.leader.holds(tx, holder, mine))) throw new Deposed();
      return work(tx);
    });
  }

  const stillLeading = (mine: number) => running && epoch === mine;

  async function openRound(mine: number, previous: RoundRow | undefined): Promise<void> {
    const found = await chain.ensure(deps.chainOptions, () => !stillLeading(mine));
    const id = (previous?.id ?? 0) + 1;
    if (id > found.length) {
      deps.log?.error({ round: id }, 'crash chain exhausted: a new chain must be published');
      await sleep(60_000);
      return;
    }
    const { hash, result } = await chain.round(id);
    const round = await fenced(mine, (tx) =>
      repository.rounds.create(tx, { id, hash, result, bettingMs: timings.bettingMs, epoch: mine }),
    );
    if (round) await broadcast({ type: 'round', round: roundState(observe(round)) });
  }

  async function takeOff(mine: number, id: number): Promise<void> {
    const round = await fenced(mine, async (tx) => {
      await repository.rounds.byId(id, tx, 'for update');
      return repository.rounds.takeOff(tx, id, mine);
    });
    if (round) await broadcast({ type: 'round', round: roundState(observe(round)) });
  }

  /** Pays the open bets whose target (or max-win multiplier) is at most `upTo`, at that target. */
  async function settleDue(mine: number, id: number, upTo: number): Promise<void> {
    await fenced(mine, async (tx) => {
      const round = await repository.rounds.byId(id, tx, 'for share');
      if (round?.phase !== 'flying') return;
      for (const bet of await repository.bets.openOfRound(tx, id, upTo)) {
        await bets.pay(tx, bet, serverTarget(bet));
      }
    });
  }

  /**
   * Ends a flying round: at its result (the database clock has passed the crash moment, else
   * answers the milliseconds left), or interrupted (a new leader found it before its result: the
   * bets whose target the multiplier had reached are paid, the other open ones refunded).
   */
  async function end(mine: number, id: number, interrupted: boolean): Promise<number> {
    const outcome = await fenced(mine, async (tx) => {
      const round = observe((await repository.rounds.byId(id, tx, 'for update'))!);
      if (round.phase === 'ended') return { left: 0, round: undefined };
      const elapsed = round.started_at === null ? 0 : round.now - round.started_at;
      const crashAt = elapsedAt(round.result);
      // Found before its result by a new leader: interrupted; at or after it: settled as usual.
      if (elapsed >= crashAt) interrupted = false;
      else if (!interrupted) return { left: crashAt - elapsed, round: undefined };
      const reached = interrupted ? multiplierAt(elapsed) : round.result;
      for (const bet of await repository.bets.openOfRound(tx, id, reached)) {
        await bets.pay(tx, bet, serverTarget(bet));
      }
      for (const bet of await repository.bets.openOfRound(tx, id)) {
        if (interrupted) {
          const answer = await bets.giveBack(tx, bet, 'refunded');
          await broadcast({ type: 'mine', ...answer }, recipientOf(bet), tx);
        } else {
          await bets.lose(tx, bet);
        }
      }
      return { left: 0, round: await repository.rounds.end(tx, id, mine, interrupted) };
    });
    if (outcome.round) await broadcast({ type: 'round', round: roundState(outcome.round) });
    return outcome.left;
  }

  /** The flying phase: ticks, due auto cash-outs, and the end at the crash moment. */
  async function fly(mine: number, round: RoundRow): Promise<void> {
    const startedAt = Number(round.started_at);
    const crashAt = elapsedAt(round.result);
    let nextTick = 0;
    while (stillLeading(mine)) {
      const elapsed = dbNow() - startedAt;
      if (elapsed >= crashAt) {
        const left = await end(mine, round.id, false);
        if (left <= 0) return;
        await sleep(left);
        continue;
      }
      const multiplier = multiplierAt(elapsed);
      await settleDue(mine, round.id, multiplier);
      if (elapsed >= nextTick) {
        await broadcast({
          type: 'tick',
          roundId: round.id,
          elapsed: Math.max(0, Math.round(elapsed)),
          multiplier,
          serverNow: Math.round(dbNow()),
        });
        nextTick = elapsed + timings.correctionMs;
      }
      await sleep(Math.min(timings.autoMs, crashAt - elapsed, nextTick - elapsed));
    }
  }

  /** A new leader's first step: a flying round before its result is interrupted. */
  async function takeOver(mine: number): Promise<void> {
    const round = await repository.rounds.latest();
    if (round?.phase !== 'flying' || round.started_at === null) return;
    observe(round);
    if (round.now - round.started_at < elapsedAt(round.result)) await end(mine, round.id, true);
  }

  async function lead(mine: number): Promise<void> {
    await chain.ensure(deps.chainOptions, () => !stillLeading(mine));
    await takeOver(mine);
    while (stillLeading(mine)) {
      const round = await repository.rounds.latest();
      if (round) observe(round);
      if (!round || round.phase === 'ended') {
        const wait = round ? Number(round.ended_at) + timings.endedMs - round.now : 0;
        if (wait > 0) await sleep(wait);
        else await openRound(mine, round);
      } else if (round.phase === 'betting') {
        const wait = round.betting_ends_at - round.now;
        if (wait > 0) await sleep(wait);
        else await takeOff(mine, round.id);
      } else {
        await fly(mine, round);
      }
    }
  }

  function startLeading(mine: number) {
    leading = (async () => {
      while (stillLeading(mine)) {
        try {
          await lead(mine);
        } catch (error) {
          // Stopped (or deposed) while the chain was being generated: nothing stored.
          if (error instanceof ChainAborted) return;
          if (error instanceof Deposed) {
            if (epoch === mine) epoch = undefined;
            return;
          }
          deps.log?.error({ err: error }, 'crash round engine failed');
          await sleep(500);
        }
      }
    })();
  }

  async function campaign(): Promise<void> {
    try {
      if (epoch !== undefined) {
        if (await repository.leader.renew(holder, epoch, timings.leaseMs)) return;
        epoch = undefined;
      }
      const won = await repository.leader.acquire(holder, timings.leaseMs);
      if (won !== undefined && running) {
        epoch = won;
        startLeading(won);
      }
    } catch (error) {
      deps.log?.error({ err: error }, 'crash leader lease failed');
    }
  }

  function schedule() {
    timer = setTimeout(() => {
      renewing = campaign().finally(() => {
        renewing = undefined;
        if (running) schedule();
      });
    }, timings.renewMs);
  }

  async function current(): Promise<RoundRow> {
    const round = await repository.rounds.latest();
    if (!round) throw new Error('no crash round yet');
    return observe(round);
  }

  return {
    holder,

    /**
     * Step by step, for tests that drive rounds without the loop or its timers: `claim` takes
     * the lease for `ttlMs` (no renewal), then each step is the loop's own, fenced by it.
     */
    drive: {
      async claim(ttlMs = 10 * 60_000): Promise<number> {
        const won = await repository.leader.acquire(holder, ttlMs);
        if (won === undefined) throw new Error('the crash lease is held');
        epoch = won;
        return won;
      },
      open: async () => openRound(epoch!, await repository.rounds.latest()),
      takeOff: async () => takeOff(epoch!, (await current()).id),
      settleDue: async (upTo: number) => settleDue(epoch!, (await current()).id, upTo),
      /** The end at the result: answers the ms left when the crash moment is not reached. */
      end: async (interrupted = false) => end(epoch!, (await current()).id, interrupted),
      takeOver: () => takeOver(epoch!),
    },
    /** The lease's epoch while this instance leads. */
    epoch: () => epoch,

    /** Stands for leader: seeks the lease now and every `renewMs`. */
    async start(): Promise<void> {
      if (running) return;
      running = true;
      renewing = campaign().finally(() => (renewing = undefined));
      await renewing;
      schedule();
    },

    /**
     * Stops: no more renewals or rounds; with `release`, the lease is given up at once (a clean
     * shutdown), else it simply runs out (what a killed process leaves).
     */
    async stop({ release = true } = {}): Promise<void> {
      running = false;
      clearTimeout(timer);
      for (const wake of [...wakers]) wake();
      await renewing;
      await leading?.catch(() => undefined);
      const mine = epoch;
      epoch = undefined;
      if (release && mine !== undefined) await repository.leader.release(holder, mine);
    },
  };
}

export type Engine = ReturnType<typeof createEngine>;
