import { createHash, randomBytes } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import {
  currencyCodeSchema,
  ErrorCode,
  PLAY_DEMO_BALANCE_FACTOR,
  PLAY_DEMO_DEFAULT_CURRENCY,
  PLAY_MIN_BET,
  PLAY_SESSION_TTL,
  type CurrencyCode,
  type PlayFreeSpinBody,
  type PlayGameFamily,
  type PlayRoundDetail,
  type PlayRoundsQuery,
  type PlayRoundsResponse,
  type PlaySeeds,
  type PlaySessionResponse,
  type PlaySpinBody,
  type PlaySpinResponse,
} from '@jackdaw/contracts';
import {
  clientSeedProblem,
  createFairRng,
  createSeedPair,
  findSlotTitle,
  hashServerSeed,
  rotateSeeds,
  spin,
  spinFeature,
  startFreeSpins,
  type RoundOutcome,
  type SlotTitle,
} from '@jackdaw/games';
import type { SqlSession } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { GamesService } from '../games/index.js';
import {
  balancesOf,
  type HeldAccounts,
  InsufficientFunds,
  type Ledger,
  type PlayerAccountKind,
  RoundPostedBefore,
  type Split,
} from '../wallet/index.js';
import {
  featureStatement,
  featureUpdateStatement,
  guardedFeature,
  guardedRound,
  nonceStatement,
  roundStatement,
  type NewRound,
  type PlayRepository,
  type FeatureRow,
  type PlaySessionRow,
  type RoundRow,
  type SeedPairRow,
  type TakenNonce,
} from './play.repository.js';
import {
  betLimits,
  betStep,
  checkBet,
  freeSpinsView,
  gameConfigOf,
  linesFor,
} from './play.rules.js';

/** The own studio's provider alias: its house account takes the other side of every round. */
const STUDIO = 'jackdaw';
/** Every slot title shares one seed pair and nonce sequence per player. */
const SLOTS: PlayGameFamily = 'slots';

/** Open sessions kept in memory at most; the least recently used goes first. */
const SESSION_CACHE_SIZE = 10_000;
/** Players whose last spin is remembered for the next one's single statement, at most. */
const KNOWN_PLAYERS = 10_000;

/** An unfinished feature as its last spin left it: where its next free spin is drawn from. */
interface KnownFeature {
  userId: number;
  titleId: string;
  currency: CurrencyCode;
  row: Pick<RoundRow, 'round_id' | 'outcome' | 'feature' | 'client_seed' | 'nonce'> & {
    win: bigint;
    balance_after: bigint;
  };
  serverSeed: string;
  /** How the round's bet was paid: its wins go back so. */
  split: Split;
}

/** What a player's last real spin in a currency left: the seed pair and the accounts. */
interface LastSpin {
  /** The pair, `nonce` being the next round's. */
  pair: SeedPairRow;
  /** The accounts with their balances after it. */
  held: HeldAccounts;
}

/** The round id is taken: the transaction rolls back and the stored round answers. */
class RoundTaken extends Error {}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const spendableOf = (balances: ReadonlyMap<PlayerAccountKind, bigint> | undefined) =>
  (balances?.get('real') ?? 0n) + (balances?.get('bonus_casino') ?? 0n);
const iso = (value: Date | string) => new Date(value).toISOString();

/** An open session as kept in memory; `revoked` once a spin found its token version old. */
type OpenSession = PlaySessionRow & { title: SlotTitle; revoked?: boolean };

const sessionInvalid = () =>
  new AppError(
    401,
    ErrorCode.PlaySessionInvalid,
    'This game session has expired or is unknown; open the game again.',
  );
const banned = () =>
  new AppError(423, ErrorCode.UserBanned, 'This account is blocked. Contact support.');
const roundConflict = () =>
  new AppError(
    409,
    ErrorCode.PlayRoundConflict,
    'This round id was already used for another round; make a new one.',
  );
const roundNotFound = () => AppError.notFound(ErrorCode.PlayRoundNotFound, 'No such round.');

export interface PlayServiceDependencies {
  repository: PlayRepository;
  ledger: Ledger;
  redeemLaunch: GamesService['redeemLaunch'];
}

/**
 * The own studio's game server. Every paid spin is one database transaction: the player's seed
 * pair is locked and its nonce taken, the bet posted through the ledger, the outcome drawn from
 * the fair stream, the win credited and the round stored; all of it commits or none does, and
 * the client's round id makes the whole of it idempotent.
 */
export function createPlayService({ repository, ledger, redeemLaunch }: PlayServiceDependencies) {
  /**
   * Open sessions by token, until they expire. A session's row never changes but for its
   * demo balance and nonce, which spins read in their transaction; the ban is checked in each
   * spin's statements instead.
   */
  const sessions = new LRUCache<string, OpenSession>({
    max: SESSION_CACHE_SIZE,
  });

  /**
   * By player and currency, the last real spin's seed pair and balances: the next spin is drawn
   * from them and settled in one statement that writes only if they still hold (the locking
   * transaction answers otherwise). Any other change to the pair or the balances (a deposit,
   * another server) just sends the next spin the locking way once.
   */
  const lastSpins = new LRUCache<string, LastSpin>({ max: KNOWN_PLAYERS });
  /** Unfinished features by round id, for their next free spin's single statement likewise. */
  const features = new LRUCache<string, KnownFeature>({ max: KNOWN_PLAYERS });

  /** Remembers a feature a real round started or continued; forgets a finished one. */
  function rememberFeature(known: KnownFeature) {
    if (known.row.feature) features.set(known.row.round_id, known);
    else features.delete(known.row.round_id);
  }
  const featureOf = (round: NewRound, serverSeed: string, split: Split): KnownFeature => ({
    userId: round.userId!,
    titleId: round.titleId,
    currency: round.currency,
    row: {
      round_id: round.roundId,
      outcome: round.outcome,
      feature: round.feature,
      client_seed: round.clientSeed,
      nonce: round.nonce,
      win: BigInt(round.win),
      balance_after: round.balanceAfter,
    },
    serverSeed,
    split,
  });
  const lastSpinKey = (userId: number, currency: CurrencyCode) => `${userId}:${currency}`;

  async function sessionOf(token: string): Promise<OpenSession> {
    // By the token itself: only a session not in memory costs its hash.
    const cached = sessions.get(token);
    if (cached?.revoked) throw sessionInvalid();
    if (cached) return cached;
    const session = await repository.findSession(hashToken(token));
    const title = session && findSlotTitle(session.title_id);
    if (!session || !title) throw sessionInvalid();
    if (session.banned) throw banned();
    const entry = { ...session, title };
    const ttl = new Date(session.expires_at).getTime() - Date.now();
    if (ttl > 0) sessions.set(token, entry, { ttl });
    return entry;
  }

  /**
   * A player's session opened under an older token version (a password or e-mail change since):
   * refused from now on, without asking the database again.
   */
  function revoke(session: OpenSession): AppError {
    session.revoked = true;
    return sessionInvalid();
  }

  /** The player's active pair, created on first use. */
  async function activePair(userId: number, family: PlayGameFamily, executor?: SqlSession) {
    const found = await repository.activeSeeds(userId, family, executor);
    if (found) return found;
    await repository.insertSeeds(userId, family, createSeedPair(), executor);
    const created = await repository.activeSeeds(userId, family, executor);
    if (!created) throw new Error('seed pair could not be created');
    return created;
  }

  const seedsView = (family: PlayGameFamily, pair: Omit<SeedPairRow, 'id'>): PlaySeeds => ({
    family,
    serverSeedHash: pair.server_seed_hash,
    clientSeed: pair.client_seed,
    nonce: Number(pair.nonce),
  });

  const demoSeeds = (pair: { server_seed: string; client_seed: string; nonce: number }) => ({
    family: SLOTS,
    serverSeedHash: hashServerSeed(pair.server_seed),
    clientSeed: pair.client_seed,
    nonce: Number(pair.nonce),
  });

  function roundView(row: RoundRow): Omit<PlayRoundDetail, 'outcome'> {
    return {
      roundId: row.round_id,
      titleId: row.title_id,
      paytableVersion: row.paytable_version,
      mode: row.mode,
      currency: row.currency_code,
      createdAt: iso(row.created_at),
      bet: Number(row.bet),
      lines: row.lines,
      win: Number(row.win),
      balanceBefore: Number(row.balance_before),
      balanceAfter: Number(row.balance_after),
      status: row.status,
      serverSeedHash: row.server_seed_hash,
      serverSeed: row.revealed_server_seed,
      clientSeed: row.client_seed,
      nonce: Number(row.nonce),
    };
  }

  /** A real round drawn from a pair's nonce, with what it settles and what it answers. */
  function drawReal(
    session: OpenSession,
    body: PlaySpinBody,
    lines: number | null,
    pair: SeedPairRow,
    held: HeldAccounts,
  ) {
    const userId = session.user_id!;
    const { title } = session;
    const rng = createFairRng({
      serverSeed: pair.server_seed,
      clientSeed: pair.client_seed,
      nonce: Number(pair.nonce),
    });
    const base = spin(title, rng, body.bet, lines === null ? {} : { lines });
    const feature = startFreeSpins(title, base, rng);
    const balanceBefore = spendableOf(balancesOf(held));
    const round: NewRound = {
      roundId: body.roundId,
      sessionId: session.id,
      userId,
      titleId: title.id,
      paytableVersion: title.paytableVersion,
      mode: 'real',
      currency: session.currency_code,
      bet: body.bet,
      lines: base.lines,
      win: base.win,
      balanceBefore,
      balanceAfter: balanceBefore - BigInt(body.bet) + BigInt(base.win),
      outcome: { base, freeSpins: [], win: base.win },
      feature,
      seedPairId: Number(pair.id),
      serverSeedHash: pair.server_seed_hash,
      clientSeed: pair.client_seed,
      nonce: Number(pair.nonce),
    };
    const settlement = {
      userId,
      currency: session.currency_code,
      provider: STUDIO,
      key: `round:${body.roundId}:bet`,
      amount: BigInt(body.bet),
      winKey: `round:${body.roundId}:win`,
      win: BigInt(base.win),
      metadata: { roundId: body.roundId, game: title.id },
    };
    const next: SeedPairRow = {
      id: Number(pair.id),
      server_seed: pair.server_seed,
      server_seed_hash: pair.server_seed_hash,
      client_seed: pair.client_seed,
      nonce: Number(pair.nonce) + 1,
    };
    const answer = (balances: ReadonlyMap<PlayerAccountKind, bigint>): PlaySpinResponse => ({
      statusCode: 200,
      roundId: body.roundId,
      replayed: false,
      outcome: base,
      win: base.win,
      roundWin: base.win,
      balance: Number(spendableOf(balances)),
      freeSpins: freeSpinsView(body.roundId, feature),
      seeds: seedsView(SLOTS, next),
    });
    return { round, settlement, next, answer };
  }

  /**
   * A real spin. When the player's last spin is known, it is drawn from that pair's next nonce
   * and settled on its balances in one statement, without a transaction around it; if anything
   * changed since, nothing was written and the spin goes the locking way.
   */
  async function realSpin(
    session: OpenSession,
    body: PlaySpinBody,
    lines: number | null,
  ): Promise<PlaySpinResponse> {
    const key = lastSpinKey(session.user_id!, session.currency_code);
    const last = lastSpins.get(key);
    if (last) {
      const expected: HeldAccounts = new Map(
        [...last.held].map(([kind, account]) => [kind, { ...account }]),
      );
      const drawn = drawReal(session, body, lines, last.pair, expected);
      const settled = await ledger.settleRoundIfUnchanged(drawn.settlement, {
        expected,
        guarded: guardedRound(drawn.round, session.token_version!),
      });
      if (settled) {
        lastSpins.set(key, { pair: drawn.next, held: expected });
        rememberFeature(featureOf(drawn.round, last.pair.server_seed, settled.split));
        return drawn.answer(settled.balances);
      }
      lastSpins.delete(key);
    }
    const locked = await lockedSpin(session, body, lines);
    lastSpins.set(key, locked.last);
    rememberFeature(locked.feature);
    return locked.answer;
  }

  /** A real spin in one transaction: the pair's nonce and the accounts locked, then settled. */
  function lockedSpin(session: OpenSession, body: PlaySpinBody, lines: number | null) {
    const userId = session.user_id!;
    const currency = session.currency_code;
    return repository.sql.transaction(async (tx) => {
      // The seed pair's next nonce and the player's accounts, locked in one round trip.
      const locked = await ledger.lockAccounts(
        tx,
        { userId, currency, kinds: ['real', 'bonus_casino'] },
        nonceStatement(userId, SLOTS),
      );
      let pair = locked.rows[0] as TakenNonce | undefined;
      if (!pair) {
        await repository.insertSeeds(userId, SLOTS, createSeedPair(), tx);
        pair = await repository.takeNonce(tx, userId, SLOTS);
        if (!pair) throw new Error('seed pair could not be created');
      }
      if (pair.banned) throw banned();
      if (pair.token_version !== session.token_version) throw revoke(session);

      const drawn = drawReal(session, body, lines, pair, locked.held);
      // The bet, the win and the round row: one statement.
      const settled = await ledger.settleRound(drawn.settlement, {
        tx,
        held: locked.held,
        alongside: roundStatement(drawn.round),
      });
      if (settled.alongside.length === 0) {
        const why = await repository.whyNotInserted(tx, drawn.round);
        if (why.taken) throw new RoundTaken();
        throw freeSpinsPending(why.pending ?? undefined);
      }
      return {
        answer: drawn.answer(settled.balances),
        last: { pair: drawn.next, held: locked.held } satisfies LastSpin,
        feature: featureOf(drawn.round, pair.server_seed, settled.split),
      };
    });
  }

  async function demoSpin(
    session: OpenSession,
    body: PlaySpinBody,
    lines: number | null,
  ): Promise<PlaySpinResponse> {
    const { title } = session;
    return repository.sql.transaction(async (tx) => {
      const taken = await repository.takeDemoBet(tx, session.id, body.bet);
      if (taken?.banned) throw banned();
      if (session.user_id !== null && taken?.token_version !== session.token_version) {
        throw revoke(session);
      }
      if (!taken?.covered) {
        throw new AppError(
          409,
          ErrorCode.WalletInsufficientFunds,
          'The balance does not cover this amount.',
        );
      }
      if (taken.pending) throw freeSpinsPending(taken.pending);
      const nonce = Number(taken.nonce);
      const balanceBefore = BigInt(taken.balance) + BigInt(body.bet);
      const rng = createFairRng({
        serverSeed: taken.server_seed,
        clientSeed: taken.client_seed,
        nonce,
      });
      const base = spin(title, rng, body.bet, lines === null ? {} : { lines });
      const feature = startFreeSpins(title, base, rng);
      const balanceAfter =
        base.win > 0
          ? await repository.creditDemo(tx, session.id, base.win)
          : BigInt(taken.balance);
      const stored = await repository.insertRound(tx, {
        roundId: body.roundId,
        sessionId: session.id,
        userId: null,
        titleId: title.id,
        paytableVersion: title.paytableVersion,
        mode: 'demo',
        currency: session.currency_code,
        bet: body.bet,
        lines: base.lines,
        win: base.win,
        balanceBefore,
        balanceAfter,
        outcome: { base, freeSpins: [], win: base.win },
        feature,
        seedPairId: null,
        serverSeedHash: hashServerSeed(taken.server_seed),
        clientSeed: taken.client_seed,
        nonce,
      });
      if (stored === 'taken') throw new RoundTaken();
      if (stored === 'pending') throw freeSpinsPending();
      return {
        statusCode: 200 as const,
        roundId: body.roundId,
        replayed: false,
        outcome: base,
        win: base.win,
        roundWin: base.win,
        balance: Number(balanceAfter),
        freeSpins: freeSpinsView(body.roundId, feature),
        seeds: demoSeeds({ ...taken, nonce: nonce + 1 }),
      };
    });
  }

  /** Whether a stored round is the one this session's call asks for. */
  function ownsRound(
    session: PlaySessionRow,
    row: Pick<RoundRow, 'title_id' | 'mode' | 'user_id' | 'session_id'>,
  ): boolean {
    if (row.title_id !== session.title_id || row.mode !== session.mode) return false;
    return session.mode === 'real'
      ? row.user_id === session.user_id
      : row.session_id === session.id;
  }

  async function replaySpin(
    session: OpenSession,
    body: PlaySpinBody,
    lines: number | null,
  ): Promise<PlaySpinResponse> {
    const row = await repository.findRound(body.roundId);
    if (!row || !ownsRound(session, row) || Number(row.bet) !== body.bet || row.lines !== lines) {
      throw roundConflict();
    }
    const base = row.outcome.base;
    return {
      statusCode: 200,
      roundId: row.round_id,
      replayed: true,
      outcome: base,
      win: base.win,
      roundWin: Number(row.win),
      balance: Number(BigInt(row.balance_before) - BigInt(row.bet) + BigInt(base.win)),
      freeSpins: freeSpinsView(row.round_id, row.feature),
      seeds: await currentSeeds(session),
    };
  }

  /**
   * A session whose player (if any) may still act: not banned, and still at the token version the
   * session was opened under. For the calls off the spin's path, which read the player again.
   */
  async function activeSession(token: string) {
    const session = await sessionOf(token);
    if (session.user_id === null) return session;
    const player = await repository.playerState(session.user_id);
    if (player.tokenVersion !== session.token_version) throw revoke(session);
    if (player.banned) throw banned();
    return session;
  }

  /** Sets the active pair's client seed; the nonce carries on. */
  async function setClientSeed(userId: number, family: PlayGameFamily, clientSeed: string) {
    refuseClientSeed(clientSeed);
    await activePair(userId, family);
    const row = await repository.setClientSeed(userId, family, clientSeed);
    if (!row) throw new Error('seed pair vanished');
    return seedsView(family, row);
  }

  /**
   * Retires the active pair, revealing its server seed, and starts a new one from nonce 0.
   * A feature still running under the old pair finishes with it (rounds keep their pair).
   */
  async function rotate(userId: number, family: PlayGameFamily, clientSeed?: string) {
    if (clientSeed !== undefined) refuseClientSeed(clientSeed);
    await activePair(userId, family);
    const rotated = await repository.rotate(userId, family, (retired) => {
      const { next } = rotateSeeds(
        {
          serverSeed: retired.server_seed,
          serverSeedHash: retired.server_seed_hash,
          clientSeed: retired.client_seed,
          nonce: Number(retired.nonce),
        },
        clientSeed,
      );
      return next;
    });
    if (!rotated) throw new Error('seed pair vanished');
    return {
      revealed: {
        ...seedsView(family, rotated.retired),
        serverSeed: rotated.retired.server_seed,
      },
      seeds: {
        family,
        serverSeedHash: rotated.next.serverSeedHash,
        clientSeed: rotated.next.clientSeed,
        nonce: 0,
      },
    };
  }

  /**
   * A feature's next free spin, after the round's lock: the stored answer of one played already
   * (`spin` ≤ played), or the spin drawn from the round's seeds where the feature stopped.
   */
  function nextFreeSpin(
    title: SlotTitle,
    row: Pick<RoundRow, 'round_id' | 'outcome' | 'feature' | 'client_seed' | 'nonce'> & {
      win: bigint | string;
      balance_after: bigint | string;
    },
    spinNumber: number,
    serverSeed: string,
  ) {
    const done = row.outcome.freeSpins;
    if (spinNumber <= done.length) {
      const outcome = done[spinNumber - 1]!;
      return {
        replayed: {
          statusCode: 200 as const,
          roundId: row.round_id,
          replayed: true,
          outcome,
          win: outcome.win,
          roundWin: Number(row.win),
          balance: Number(row.balance_after),
          freeSpins: freeSpinsView(row.round_id, row.feature),
        },
      };
    }
    const state = row.feature;
    if (!state || state.remaining <= 0 || spinNumber !== done.length + 1) {
      throw new AppError(
        409,
        ErrorCode.PlayFreeSpinInvalid,
        state && state.remaining > 0
          ? `The next free spin is number ${done.length + 1}.`
          : 'This round has no free spins left.',
      );
    }
    const rng = createFairRng(
      { serverSeed, clientSeed: row.client_seed, nonce: Number(row.nonce) },
      state.cursor,
    );
    const step = spinFeature(title, state, rng);
    const outcome: RoundOutcome = {
      base: row.outcome.base,
      freeSpins: [...done, step.outcome],
      win: row.outcome.win + step.outcome.win,
    };
    const feature = step.state.remaining > 0 ? step.state : null;
    /** The answer once the spin's win is credited and the balance is `balance`. */
    const answer = (balance: bigint): Omit<PlaySpinResponse, 'seeds'> => ({
      statusCode: 200,
      roundId: row.round_id,
      replayed: false,
      outcome: step.outcome,
      win: step.outcome.win,
      roundWin: outcome.win,
      balance: Number(balance),
      freeSpins: freeSpinsView(row.round_id, feature),
    });
    return { played: { win: step.outcome.win, outcome, feature, answer } };
  }

  /**
   * A real free spin: on the feature and balances remembered from its last spin in one statement
   * when they still hold, else in a locking transaction.
   */
  async function realFreeSpin(
    session: OpenSession,
    body: PlayFreeSpinBody,
  ): Promise<PlaySpinResponse> {
    const known = features.get(body.roundId);
    const last = lastSpins.get(lastSpinKey(session.user_id!, session.currency_code));
    if (
      known &&
      last &&
      known.userId === session.user_id &&
      known.titleId === session.title.id &&
      known.currency === session.currency_code
    ) {
      const answer = await knownFreeSpin(session, body, known, last);
      if (answer) return answer;
      features.delete(body.roundId);
    }
    return lockedFreeSpin(session, body);
  }

  /**
   * A free spin of a feature remembered from its last spin, in one statement without a
   * transaction: its win on the balances the last spin left, or, when it won nothing, the round's
   * progress alone. Undefined, nothing written, when anything changed since (or the spin asked
   * for is not the next one): the locking way answers then.
   */
  async function knownFreeSpin(
    session: OpenSession,
    body: PlayFreeSpinBody,
    known: KnownFeature,
    last: LastSpin,
  ): Promise<PlaySpinResponse | undefined> {
    const { row } = known;
    const played = row.outcome.freeSpins.length;
    if (body.spin !== played + 1) return undefined;
    const next = nextFreeSpin(session.title, row, body.spin, known.serverSeed).played!;
    const { win, outcome, feature, answer } = next;
    const at = {
      roundId: row.round_id,
      userId: known.userId,
      played,
      pair: {
        id: Number(last.pair.id),
        clientSeed: last.pair.client_seed,
        nonce: Number(last.pair.nonce),
      },
      tokenVersion: session.token_version!,
    };
    let balance: bigint | undefined;
    if (win > 0) {
      const expected: HeldAccounts = new Map(
        [...last.held].map(([kind, account]) => [kind, { ...account }]),
      );
      const balanceAfter = spendableOf(balancesOf(expected)) + BigInt(win);
      const settled = await ledger.winIfUnchanged(
        {
          key: `round:${row.round_id}:free:${body.spin}`,
          userId: known.userId,
          currency: known.currency,
          amount: BigInt(win),
          provider: STUDIO,
          betKey: `round:${row.round_id}:bet`,
          betSplit: known.split,
          metadata: { roundId: row.round_id, game: session.title.id, freeSpin: body.spin },
        },
        {
          expected,
          guarded: guardedFeature(at, { outcome, feature, win: outcome.win, balanceAfter }),
        },
      );
      if (!settled) return undefined;
      lastSpins.set(lastSpinKey(known.userId, known.currency), { pair: last.pair, held: expected });
      balance = balanceAfter;
    } else {
      balance = await repository.progressFeature(at, { outcome, feature, win: outcome.win });
      if (balance === undefined) return undefined;
    }
    rememberFeature({
      ...known,
      row: { ...row, outcome, feature, win: BigInt(outcome.win), balance_after: balance },
    });
    return { ...answer(balance), seeds: seedsView(SLOTS, last.pair) };
  }

  /**
   * A real free spin in one transaction of four round trips: the round and the player's accounts
   * locked (with all the spin needs), then its win, if any, and the round's progress written in
   * one statement.
   */
  async function lockedFreeSpin(
    session: OpenSession,
    body: PlayFreeSpinBody,
  ): Promise<PlaySpinResponse> {
    const userId = session.user_id!;
    const { title } = session;
    const kinds: PlayerAccountKind[] = ['real', 'bonus_casino'];
    const done = await repository.sql.transaction(async (tx) => {
      const locked = await ledger.lockAccounts(
        tx,
        { userId, currency: session.currency_code, kinds },
        featureStatement(body.roundId, SLOTS),
      );
      const row = locked.rows[0] as FeatureRow | undefined;
      if (!row || !ownsRound(session, row)) throw roundNotFound();
      if (row.banned) throw banned();
      if (row.token_version !== session.token_version) throw revoke(session);
      const next = nextFreeSpin(title, row, body.spin, row.pair_server_seed);
      if (next.replayed) return { answer: next.replayed, row };
      const { win, outcome, feature, answer } = next.played;
      // A round of another currency than this session's (the player's currency changed since).
      const held =
        row.currency_code === session.currency_code
          ? locked.held
          : (
              await ledger.lockAccounts(
                tx,
                { userId, currency: row.currency_code, kinds },
                { text: 'select 1 as one', params: [] },
              )
            ).held;
      const balance = spendableOf(balancesOf(held)) + BigInt(win);
      const progress = featureUpdateStatement(row.round_id, {
        outcome,
        feature,
        win: outcome.win,
        balanceAfter: balance,
      });
      if (win > 0) {
        await ledger.win(
          {
            key: `round:${row.round_id}:free:${body.spin}`,
            userId,
            currency: row.currency_code,
            amount: BigInt(win),
            provider: STUDIO,
            betKey: `round:${row.round_id}:bet`,
            betSplit: { real: BigInt(row.bet_real), bonus: BigInt(row.bet_bonus) },
            metadata: { roundId: row.round_id, game: title.id, freeSpin: body.spin },
          },
          { tx, held, alongside: progress },
        );
      } else {
        await tx.query(progress.text, progress.params);
      }
      const known: KnownFeature = {
        userId,
        titleId: row.title_id,
        currency: row.currency_code,
        row: {
          ...row,
          outcome,
          feature,
          win: BigInt(outcome.win),
          balance_after: balance,
        },
        serverSeed: row.pair_server_seed,
        split: { real: BigInt(row.bet_real), bonus: BigInt(row.bet_bonus) },
      };
      return { answer: answer(balance), row, held, known };
    });
    const active = done.row.active;
    if (done.known) {
      // What this spin left, for the next free spin's (and the next spin's) single statement.
      rememberFeature(done.known);
      if (active) {
        lastSpins.set(lastSpinKey(userId, done.row.currency_code), {
          pair: { ...active, id: Number(active.id), nonce: Number(active.nonce) },
          held: done.held,
        });
      }
    }
    return {
      ...done.answer,
      seeds: active ? seedsView(SLOTS, active) : await currentSeeds(session),
    };
  }

  async function demoFreeSpin(
    session: OpenSession,
    body: PlayFreeSpinBody,
  ): Promise<PlaySpinResponse> {
    // A demo free spin moves no money: reading the player once more here costs no real spin.
    if (session.user_id !== null) await activeSession(body.sessionToken);
    const played = await repository.sql.transaction(async (tx) => {
      const row = await repository.findRound(body.roundId, tx, true);
      if (!row || !ownsRound(session, row)) throw roundNotFound();
      const serverSeed = await repository.serverSeedOf(tx, row);
      if (!serverSeed) throw new Error(`round ${row.round_id} lost its server seed`);
      const next = nextFreeSpin(session.title, row, body.spin, serverSeed);
      if (next.replayed) return next.replayed;
      const { win, outcome, feature, answer } = next.played;
      const balance =
        win > 0
          ? await repository.creditDemo(tx, session.id, win)
          : await repository.demoBalance(session.id, tx);
      await repository.updateRoundFeature(tx, row.round_id, {
        outcome,
        feature,
        win: outcome.win,
        balanceAfter: balance,
      });
      return answer(balance);
    });
    // Read after the commit: PGlite has one connection, busy with the transaction until then.
    return { ...played, seeds: await currentSeeds(session) };
  }

  async function currentSeeds(session: PlaySessionRow): Promise<PlaySeeds> {
    if (session.mode === 'demo') return demoSeeds(await repository.demoSeeds(session.id));
    return seedsView(SLOTS, await activePair(session.user_id!, SLOTS));
  }

  return {
    /**
     * POST /play/sessions: redeems a launch token (once) and opens a play session with the game
     * configuration, the balance, the seeds and any free spins to finish.
     */
    async openSession(launchToken: string): Promise<PlaySessionResponse> {
      const launch = await redeemLaunch(launchToken);
      const title =
        launch.game.provider === STUDIO ? findSlotTitle(launch.game.externalId) : undefined;
      if (!title) {
        throw new AppError(409, ErrorCode.PlayGameUnsupported, 'This game is not played here.');
      }
      const userId = launch.playerId === null ? null : Number(launch.playerId);
      if (userId !== null && (await repository.playerState(userId)).banned) throw banned();
      if (launch.mode === 'real' && userId === null) throw sessionInvalid();
      const parsed = currencyCodeSchema.safeParse(launch.currency);
      const currency: CurrencyCode = parsed.success ? parsed.data : PLAY_DEMO_DEFAULT_CURRENCY;

      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(Date.now() + PLAY_SESSION_TTL);
      const demoPair = launch.mode === 'demo' ? createSeedPair() : null;
      const demoBalance = BigInt(PLAY_MIN_BET[currency] * PLAY_DEMO_BALANCE_FACTOR);
      await repository.createSession({
        tokenHash: hashToken(token),
        launchSessionId: launch.sessionId,
        userId,
        tokenVersion: launch.tokenVersion,
        titleId: title.id,
        mode: launch.mode,
        currency,
        language: launch.language,
        returnUrl: launch.returnUrl,
        expiresAt,
        demo: demoPair && {
          balance: demoBalance,
          serverSeed: demoPair.serverSeed,
          clientSeed: demoPair.clientSeed,
        },
      });

      let seeds: PlaySeeds;
      let balance: bigint;
      let freeSpins = null;
      if (demoPair) {
        seeds = {
          family: SLOTS,
          serverSeedHash: demoPair.serverSeedHash,
          clientSeed: demoPair.clientSeed,
          nonce: 0,
        };
        balance = demoBalance;
      } else {
        seeds = seedsView(SLOTS, await activePair(userId!, SLOTS));
        balance = await repository.spendable(userId!, currency);
        const unfinished = await repository.unfinishedRound({ userId: userId! }, title.id);
        if (unfinished) freeSpins = freeSpinsView(unfinished.round_id, unfinished.feature);
      }
      return {
        statusCode: 200,
        sessionToken: token,
        expiresAt: expiresAt.toISOString(),
        mode: launch.mode,
        currency,
        balance: Number(balance),
        language: launch.language,
        returnUrl: launch.returnUrl,
        game: gameConfigOf(title),
        betLimits: betLimits(currency, betStep(title, linesFor(title, undefined))),
        seeds,
        freeSpins,
      };
    },

    /** POST /play/spin: one paid spin, idempotent by its round id. */
    async spin(body: PlaySpinBody): Promise<PlaySpinResponse> {
      const session = await sessionOf(body.sessionToken);
      const { lines } = checkBet(session.title, session.currency_code, body.bet, body.lines);
      try {
        return session.mode === 'real'
          ? await realSpin(session, body, lines)
          : await demoSpin(session, body, lines);
      } catch (error) {
        const taken =
          error instanceof RoundTaken ||
          error instanceof RoundPostedBefore ||
          (error instanceof AppError && error.code === ErrorCode.WalletIdempotencyConflict) ||
          // A spin sent again after its answer was lost may find the balance spent since.
          (error instanceof InsufficientFunds && (await repository.findRound(body.roundId)));
        if (!taken) throw error;
        return replaySpin(session, body, lines);
      }
    },

    /**
     * POST /play/free-spin: the next free spin of a round's feature (`spin` = played + 1), or the
     * stored answer of an earlier one (`spin` ≤ played). Each free spin commits on its own, so
     * a reconnect or a restart resumes where the feature stopped.
     */
    async freeSpin(body: PlayFreeSpinBody): Promise<PlaySpinResponse> {
      const session = await sessionOf(body.sessionToken);
      return session.mode === 'real' ? realFreeSpin(session, body) : demoFreeSpin(session, body);
    },

    /**
     * The fairness panel of the game client, by its session token: a real session acts on the
     * player's seed pair of the game's family (as the Bearer calls do), a demo session on its own.
     */
    async sessionSeeds(token: string): Promise<PlaySeeds> {
      return currentSeeds(await activeSession(token));
    },

    async sessionClientSeed(token: string, clientSeed: string): Promise<PlaySeeds> {
      const session = await activeSession(token);
      if (session.mode === 'real') return setClientSeed(session.user_id!, SLOTS, clientSeed);
      refuseClientSeed(clientSeed);
      await repository.changeDemoSeeds(session.id, { clientSeed });
      return currentSeeds(session);
    },

    async sessionRotate(token: string, clientSeed?: string) {
      const session = await activeSession(token);
      if (session.mode === 'real') return rotate(session.user_id!, SLOTS, clientSeed);
      if (clientSeed !== undefined) refuseClientSeed(clientSeed);
      const current = await repository.demoSeeds(session.id);
      const next = createSeedPair(clientSeed ?? current.client_seed);
      const old = await repository.changeDemoSeeds(session.id, {
        clientSeed: next.clientSeed,
        serverSeed: next.serverSeed,
      });
      if (!old) throw freeSpinsPending();
      return {
        revealed: { ...demoSeeds(old), serverSeed: old.server_seed },
        seeds: demoSeeds({ server_seed: next.serverSeed, client_seed: next.clientSeed, nonce: 0 }),
      };
    },

    /** GET /play/rounds: the player's real-money rounds, newest first. */
    async rounds(userId: number, query: PlayRoundsQuery): Promise<PlayRoundsResponse> {
      const { rows, total } = await repository.history(
        userId,
        query.take,
        (query.page - 1) * query.take,
      );
      return {
        statusCode: 200,
        data: rows.map(roundView),
        page: query.page,
        lastPage: Math.max(1, Math.ceil(total / query.take)),
        total,
      };
    },

    /** GET /play/rounds/{id}: one of the player's rounds with its outcome (another's → 404). */
    async round(userId: number, roundId: string): Promise<PlayRoundDetail> {
      const row = await repository.findRound(roundId);
      if (!row || row.user_id !== userId || row.mode !== 'real') throw roundNotFound();
      return { ...roundView(row), outcome: row.outcome };
    },

    async seeds(userId: number, family: PlayGameFamily): Promise<PlaySeeds> {
      return seedsView(family, await activePair(userId, family));
    },

    setClientSeed,
    rotate,
  };
}

export type PlayService = ReturnType<typeof createPlayService>;

function freeSpinsPending(roundId?: string): AppError {
  return new AppError(
    409,
    ErrorCode.PlayFreeSpinsPending,
    `${roundId ? `Round ${roundId}` : 'A round of this game'} has free spins to play first ` +
      '(POST /play/free-spin).',
  );
}

function refuseClientSeed(clientSeed: string): void {
  const problem = clientSeedProblem(clientSeed);
  if (problem) {
    throw AppError.badRequest(
      `The client seed must be 1 to 64 printable ASCII characters (${problem}).`,
      ErrorCode.PlayClientSeedInvalid,
    );
  }
}
