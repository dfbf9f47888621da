import { createHash, randomBytes } from 'node:crypto';
import {
  CRASH_GAME_ALIAS,
  CRASH_HISTORY_SIZE,
  MAX_WIN_PER_BET_USD,
  CRASH_SESSION_TTL,
  currencyCodeSchema,
  PLAY_DEMO_BALANCE_FACTOR,
  PLAY_DEMO_DEFAULT_CURRENCY,
  PLAY_MIN_BET,
  type CrashFairness,
  type CrashHistoryEntry,
  type CrashMyBet,
  type CrashServerMessage,
  type CrashSessionResponse,
  type CurrencyCode,
  type LanguageCode,
} from '@jackdaw/contracts';
import type { GamesService } from '../games/index.js';
import type { Realtime } from '../realtime/index.js';
import type { playerStanding } from '../users/index.js';
import type { Ledger } from '../wallet/index.js';
import {
  createBets,
  STUDIO,
  type BetAnswer,
  type BetCommand,
  type CrashActor,
  type CrashRecipient,
} from './bets.js';
import { createChain, type ChainOptions } from './chain.js';
import {
  banned,
  gameUnsupported,
  notReady,
  roundNotFound,
  sessionInvalid,
} from './crash.errors.js';
import type { ChainRow, CrashRepository } from './crash.repository.js';
import {
  crashBetLimits,
  historyEntry,
  maskName,
  myBet,
  publicBet,
  roundState,
} from './crash.rules.js';
import { createEngine, type EngineTimings } from './engine.js';

export type { CrashActor, CrashRecipient } from './bets.js';

/** The realtime topic of the round messages. */
export const CRASH_TOPIC = 'crash';

export type CrashListener = (message: CrashServerMessage, to?: CrashRecipient) => void;

/**
 * What the socket layer (crash.socket.ts) and the routes use: sessions, the player's commands,
 * the public history, and the round messages of whichever instance leads.
 */
export interface CrashService {
  openSession(launchToken: string): Promise<Omit<CrashSessionResponse, 'statusCode'>>;
  /** By token: 401 PLAY.SESSION_INVALID (unknown, expired, token version), 423 USER.BANNED. */
  session(sessionToken: string): Promise<CrashActor>;
  hello(actor: CrashActor): Promise<Extract<CrashServerMessage, { type: 'hello' }>>;
  bet(actor: CrashActor, command: BetCommand): Promise<BetAnswer>;
  cancel(actor: CrashActor, betId: string): Promise<BetAnswer>;
  cashOut(actor: CrashActor, betId: string): Promise<BetAnswer>;
  myBets(actor: CrashActor, take?: number): Promise<{ bets: CrashMyBet[]; balance: number }>;
  /** 503 CRASH.NOT_READY before the chain exists. */
  fairness(): Promise<CrashFairness>;
  rounds(query: { take?: number; before?: number }): Promise<CrashHistoryEntry[]>;
  round(
    id: number,
  ): Promise<CrashHistoryEntry & { startedAt: number | null; bets: number; cashedOut: number }>;
  /**
   * Every round message from whichever instance leads, for this instance's sockets. `to` set →
   * only that player's (userId) or demo session's (sessionId) sockets: the `mine` messages.
   */
  onMessage(listener: CrashListener): () => void;
  /** Leader candidacy (when configured), on app ready / close. */
  start(): Promise<void>;
  stop(): Promise<void>;
}

export interface CrashConfig {
  /** Stands for round leader (false in the API tests unless a test turns it on). */
  leader: boolean;
  chain: ChainOptions;
  timings: EngineTimings;
}

export interface CrashServiceDependencies {
  repository: CrashRepository;
  ledger: Ledger;
  realtime: Pick<Realtime, 'broadcast' | 'subscribe'>;
  redeemLaunch: GamesService['redeemLaunch'];
  standing: typeof playerStanding;
  /** The exchange service of the reports module (MAX_WIN_PER_BET_USD in another currency). */
  convert(minor: bigint, from: CurrencyCode, to: CurrencyCode): Promise<bigint>;
  /** The player's name (users module), masked in the live list. */
  nameOf(userId: number): Promise<string | undefined>;
  config: CrashConfig;
  log?: { error(object: object, message: string): void };
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const MY_BETS_TAKE = 10;

const fairnessOf = (chain: ChainRow): CrashFairness => ({
  terminatingHash: chain.terminating_hash,
  salt: chain.salt,
  chainLength: chain.length,
  publishedAt: Math.round(chain.published_at),
});

/**
 * The crash game (README.md in this folder). Nothing of a round is kept in memory that another
 * instance needs: every instance serves sessions, bets and cash-outs from the database; the
 * leader (engine.ts) alone moves rounds on.
 */
export function createCrashService(deps: CrashServiceDependencies) {
  const { repository, realtime, config } = deps;
  const listeners = new Set<CrashListener>();
  const broadcast = (
    message: CrashServerMessage,
    to?: CrashRecipient,
    tx?: Parameters<Realtime['broadcast']>[2],
  ) => realtime.broadcast(CRASH_TOPIC, to ? { message, to } : { message }, tx);
  const unsubscribe = realtime.subscribe(CRASH_TOPIC, (data) => {
    const { message, to } = data as { message: CrashServerMessage; to?: CrashRecipient };
    for (const listener of listeners) listener(message, to);
  });

  /** Engagement §9's maximum win per bet in `currency` (the exchange service caches its rates). */
  const maxWin = (currency: CurrencyCode): Promise<bigint> =>
    deps.convert(BigInt(MAX_WIN_PER_BET_USD), 'USD', currency);

  const chain = createChain(repository);
  const bets = createBets({
    repository,
    ledger: deps.ledger,
    standing: deps.standing,
    maxWin,
    nameOf: deps.nameOf,
    maskName,
    broadcast,
  });
  const engine = createEngine({
    repository,
    chain,
    chainOptions: config.chain,
    bets,
    broadcast,
    timings: config.timings,
    log: deps.log,
  });

  async function published(): Promise<ChainRow> {
    const found = await chain.find();
    if (!found) throw notReady();
    return found;
  }

  const service: CrashService = {
    async openSession(launchToken) {
      const fairness = fairnessOf(await published());
      const launch = await deps.redeemLaunch(launchToken);
      if (launch.game.provider !== STUDIO || launch.game.alias !== CRASH_GAME_ALIAS) {
        throw gameUnsupported();
      }
      const userId = launch.playerId === null ? null : Number(launch.playerId);
      if (userId !== null && (await deps.standing(repository.sql, userId))?.banned) throw banned();
      if (launch.mode === 'real' && userId === null) throw sessionInvalid();
      const parsed = currencyCodeSchema.safeParse(launch.currency);
      const currency: CurrencyCode = parsed.success ? parsed.data : PLAY_DEMO_DEFAULT_CURRENCY;
      const demoBalance =
        launch.mode === 'demo' ? BigInt(PLAY_MIN_BET[currency] * PLAY_DEMO_BALANCE_FACTOR) : null;
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(Date.now() + CRASH_SESSION_TTL);
      await repository.sessions.create({
        tokenHash: hashToken(token),
        launchSessionId: launch.sessionId,
        userId,
        tokenVersion: launch.tokenVersion,
        mode: launch.mode,
        currency,
        language: launch.language,
        returnUrl: launch.returnUrl,
        demoBalance,
        expiresAt,
      });
      return {
        sessionToken: token,
        expiresAt: expiresAt.toISOString(),
        mode: launch.mode,
        currency,
        balance: Number(demoBalance ?? (await deps.ledger.spendable(userId!, currency))),
        language: launch.language as LanguageCode,
        returnUrl: launch.returnUrl,
        betLimits: crashBetLimits(currency),
        maxWin: Number(await maxWin(currency)),
        fairness,
      };
    },

    async session(sessionToken) {
      const session = /^[A-Za-z0-9_-]{43}$/.test(sessionToken)
        ? await repository.sessions.byTokenHash(hashToken(sessionToken))
        : undefined;
      await bets.assertStanding(repository.sql, session);
      return {
        sessionId: session!.id,
        userId: session!.user_id,
        mode: session!.mode,
        currency: session!.currency_code,
        language: session!.language as LanguageCode,
      };
    },

    async hello(actor) {
      await published();
      const round = await repository.rounds.latest();
      const [live, history, mine, balance] = await Promise.all([
        round ? repository.bets.publicOfRound(round.id) : [],
        repository.rounds.history(CRASH_HISTORY_SIZE),
        repository.bets.mine(owner(actor), MY_BETS_TAKE),
        bets.balanceOf(actor),
      ]);
      return {
        type: 'hello',
        round: round
          ? roundState(round)
          : {
              roundId: 0,
              phase: 'ended',
              bettingEndsAt: null,
              startedAt: null,
              endedAt: null,
              result: null,
              hash: null,
              interrupted: false,
              serverNow: await repository.now(),
            },
        bets: live.map(publicBet),
        history: history.map(historyEntry),
        myBets: mine.map(myBet),
        balance: Number(balance),
      };
    },

    bet: (actor, command) => bets.place(actor, command),
    cancel: (actor, betId) => bets.cancel(actor, betId),
    cashOut: (actor, betId) => bets.cashOut(actor, betId),

    async myBets(actor, take = MY_BETS_TAKE) {
      const [rows, balance] = await Promise.all([
        repository.bets.mine(owner(actor), take),
        bets.balanceOf(actor),
      ]);
      return { bets: rows.map(myBet), balance: Number(balance) };
    },

    async fairness() {
      return fairnessOf(await published());
    },

    async rounds({ take = CRASH_HISTORY_SIZE, before }) {
      return (await repository.rounds.history(take, before)).map(historyEntry);
    },

    async round(id) {
      const round = await repository.rounds.byId(id);
      if (round?.phase !== 'ended') throw roundNotFound();
      const counts = await repository.rounds.counts(id);
      return {
        ...historyEntry(round),
        startedAt: round.started_at === null ? null : Number(round.started_at),
        bets: counts.bets,
        cashedOut: counts.cashed,
      };
    },

    onMessage(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    async start() {
      if (config.leader) await engine.start();
    },

    async stop() {
      await engine.stop();
      unsubscribe();
    },
  };
  return Object.assign(service, {
    /** For tests: the leader engine (stop it without releasing the lease: a killed process). */
    engine,
    chain,
  });
}

function owner(actor: CrashActor) {
  return actor.mode === 'real' && actor.userId !== null
    ? { userId: actor.userId }
    : { sessionId: actor.sessionId };
}
