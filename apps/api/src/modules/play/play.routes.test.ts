import { randomUUID } from 'node:crypto';
import { ErrorCode, type PlaySlotRoundDetail, type PlaySpinResponse } from '@jackdaw/contracts';
import {
  fruitClassic,
  hashServerSeed,
  jungleWays,
  pharaohsTomb,
  verifySlotRound,
  type SlotTitle,
} from '@jackdaw/games';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../../test/helper.js';
import {
  fundedPlayer,
  launchToken,
  openSession,
  playCall,
  QUIET_SEEDS,
  setSeeds,
  spinOk,
  VECTOR_SEEDS,
} from '../../../test/play.js';
import { nextAddress } from '../../../test/players.js';
import { createLedger, verifyLedger } from '../wallet/index.js';

const testApp = useTestApp();
const app = () => testApp().app;

async function realBalance(userId: number) {
  const kinds = (await createLedger(testApp().database.sql).balances(userId)).get('INR');
  return (kinds?.get('real') ?? 0n) + (kinds?.get('bonus_casino') ?? 0n);
}

/** A stored round recomputed by the verifier from its seeds, `serverSeed` once revealed. */
function verifyRound(title: SlotTitle, serverSeed: string, round: PlaySlotRoundDetail) {
  return verifySlotRound({
    title,
    serverSeed,
    serverSeedHash: round.serverSeedHash,
    clientSeed: round.clientSeed,
    nonce: round.nonce,
    bet: round.bet,
    lines: round.lines,
    recorded: round.outcome,
  });
}

async function ledgerSound() {
  expect((await verifyLedger(testApp().database.db)).problems).toEqual([]);
}

function get(url: string, token: string) {
  return app().inject({
    method: 'GET',
    url: `/api/v1${url}`,
    headers: { authorization: `Bearer ${token}` },
    remoteAddress: nextAddress(),
  });
}

describe('play sessions', () => {
  it('opens a real session once from a launch token, with the game and the seeds', async () => {
    const player = await fundedPlayer(app(), testApp().database, 100_000n);
    const launch = await launchToken(app(), 'fruit-classic', player.token);
    const response = await playCall(app(), '/play/sessions', { launchToken: launch });
    expect(response.statusCode, response.body).toBe(200);
    const session = response.json();
    expect(session).toMatchObject({
      mode: 'real',
      currency: 'INR',
      balance: 100_000,
      game: {
        titleId: 'fruit-classic',
        paytableVersion: fruitClassic.paytableVersion,
        reels: 5,
        rows: 3,
        pay: { kind: 'lines', minLines: 1 },
      },
      betLimits: { min: 1000, max: 500_000, step: 10 },
      seeds: { family: 'slots', nonce: 0, serverSeedHash: expect.stringMatching(/^[0-9a-f]{64}$/) },
      freeSpins: null,
    });
    expect(session.sessionToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [stored] = await testApp().database.sql.query<{ token_hash: string }>(
      'select token_hash from play_sessions where user_id = $1',
      [player.id],
    );
    expect(stored?.token_hash).not.toBe(session.sessionToken);

    const again = await playCall(app(), '/play/sessions', { launchToken: launch });
    expect(again.statusCode).toBe(404);
    expect(again.json().code).toBe(ErrorCode.GameLaunchInvalid);
  });

  it('gives a visitor a demo session with play money of 1,000 minimum bets', async () => {
    const session = await openSession(app(), 'jungle-ways');
    expect(session).toMatchObject({
      mode: 'demo',
      currency: 'USD',
      balance: 20_000,
      game: { pay: { kind: 'ways', betDivisor: 25 } },
      betLimits: { min: 25, max: 10_000, step: 25 },
    });
  });

  it('refuses an expired session', async () => {
    const session = await openSession(app(), 'fruit-classic');
    await testApp().database.sql.query(
      `update play_sessions set expires_at = now() - interval '1 second'
       where token_hash = encode(sha256(convert_to($1, 'UTF8')), 'hex')`,
      [session.sessionToken],
    );
    const expired = await playCall(app(), '/play/spin', {
      sessionToken: session.sessionToken,
      roundId: randomUUID(),
      bet: 20,
    });
    expect(expired.statusCode).toBe(401);
    expect(expired.json().code).toBe(ErrorCode.PlaySessionInvalid);
  });

  it('refuses a bad session token and a banned player', async () => {
    const bad = await playCall(app(), '/play/spin', {
      sessionToken: 'x'.repeat(43),
      roundId: randomUUID(),
      bet: 1000,
    });
    expect(bad.statusCode).toBe(401);
    expect(bad.json().code).toBe(ErrorCode.PlaySessionInvalid);

    const player = await fundedPlayer(app(), testApp().database, 100_000n);
    const session = await openSession(app(), 'fruit-classic', player.token);
    const demo = await openSession(app(), 'fruit-classic', player.token, 'demo');
    // Spun once before the ban: the ban counts from the next spin on.
    await spinOk(app(), { sessionToken: session.sessionToken, bet: 1000 });
    await testApp().database.sql.query('update users set banned = true where id = $1', [player.id]);
    for (const sessionToken of [session.sessionToken, demo.sessionToken]) {
      const refused = await playCall(app(), '/play/spin', {
        sessionToken,
        roundId: randomUUID(),
        bet: 1000,
      });
      expect(refused.statusCode).toBe(423);
      expect(refused.json().code).toBe(ErrorCode.UserBanned);
    }
  });
});

describe('rounds', () => {
  it('moves money once for the same round id sent twice', async () => {
    const player = await fundedPlayer(app(), testApp().database, 100_000n);
    const session = await openSession(app(), 'fruit-classic', player.token);
    const roundId = randomUUID();
    const first = await spinOk(app(), { sessionToken: session.sessionToken, roundId, bet: 2000 });
    expect(first).toMatchObject({ replayed: false, roundId, seeds: { nonce: 1 } });
    expect(first.balance).toBe(100_000 - 2000 + first.win);
    expect(await realBalance(player.id)).toBe(BigInt(first.balance));

    const second = await spinOk(app(), { sessionToken: session.sessionToken, roundId, bet: 2000 });
    expect(second).toMatchObject({ replayed: true, outcome: first.outcome, win: first.win });
    expect(second.balance).toBe(first.balance);
    expect(await realBalance(player.id)).toBe(BigInt(first.balance));
    const rounds = await testApp().database.sql.query(
      'select 1 from play_rounds where round_id = $1',
      [roundId],
    );
    expect(rounds).toHaveLength(1);

    // The same id for another bet, or from another player, is another round: refused.
    const other = await playCall(app(), '/play/spin', {
      sessionToken: session.sessionToken,
      roundId,
      bet: 3000,
    });
    expect(other.statusCode).toBe(409);
    expect(other.json().code).toBe(ErrorCode.PlayRoundConflict);
    const stranger = await fundedPlayer(app(), testApp().database, 100_000n);
    const strangerSession = await openSession(app(), 'fruit-classic', stranger.token);
    const stolen = await playCall(app(), '/play/spin', {
      sessionToken: strangerSession.sessionToken,
      roundId,
      bet: 2000,
    });
    expect(stolen.statusCode).toBe(409);
    expect(stolen.json().code).toBe(ErrorCode.PlayRoundConflict);
    expect(await realBalance(stranger.id)).toBe(100_000n);
    await ledgerSound();
  });

  it('answers a round sent again with its stored result once the balance no longer covers it', async () => {
    const player = await fundedPlayer(app(), testApp().database, 1000n);
    const session = await openSession(app(), 'fruit-classic', player.token);
    const roundId = randomUUID();
    const first = await spinOk(app(), { sessionToken: session.sessionToken, roundId, bet: 1000 });
    const again = await spinOk(app(), { sessionToken: session.sessionToken, roundId, bet: 1000 });
    expect(again).toMatchObject({ replayed: true, outcome: first.outcome, balance: first.balance });
    expect(await realBalance(player.id)).toBe(BigInt(first.balance));
    await ledgerSound();
  });

  it('stores the round with its seeds, balances and outcome, and lists it to its owner only', async () => {
    const player = await fundedPlayer(app(), testApp().database, 100_000n);
    const session = await openSession(app(), 'fruit-classic', player.token);
    // Seeds under which these rounds award no free spins (a feature would hold the next spin).
    await setSeeds(testApp().database, player.id, QUIET_SEEDS);
    const spins = [];
    for (let i = 0; i < 3; i++) {
      spins.push(await spinOk(app(), { sessionToken: session.sessionToken, bet: 1000, lines: 5 }));
    }
    const list = await get('/play/rounds?take=2', player.token);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json()).toMatchObject({ page: 1, lastPage: 2, total: 3 });
    expect(list.json().data.map((round: { roundId: string }) => round.roundId)).toEqual([
      spins[2]!.roundId,
      spins[1]!.roundId,
    ]);

    const detail = await get(`/play/rounds/${spins[0]!.roundId}`, player.token);
    expect(detail.statusCode, detail.body).toBe(200);
    const round = detail.json().round as PlaySlotRoundDetail;
    expect(round).toMatchObject({
      titleId: 'fruit-classic',
      paytableVersion: 'fruit-classic/1',
      mode: 'real',
      currency: 'INR',
      bet: 1000,
      lines: 5,
      win: spins[0]!.win,
      balanceBefore: 100_000,
      balanceAfter: spins[0]!.balance,
      status: 'complete',
      serverSeedHash: hashServerSeed(QUIET_SEEDS.serverSeed),
      serverSeed: null,
      clientSeed: QUIET_SEEDS.clientSeed,
      nonce: 0,
    });
    expect(round.outcome.base).toEqual(spins[0]!.outcome);

    const stranger = await fundedPlayer(app(), testApp().database, 0n);
    const hidden = await get(`/play/rounds/${spins[0]!.roundId}`, stranger.token);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().code).toBe(ErrorCode.PlayRoundNotFound);
  });

  it('refuses bets outside the limits with stable codes, and bets above the balance', async () => {
    const player = await fundedPlayer(app(), testApp().database, 5000n);
    const lines = await openSession(app(), 'fruit-classic', player.token);
    const ways = await openSession(app(), 'jungle-ways', player.token);
    const cases: [string, object, number, string][] = [
      ['zero', { bet: 0 }, 400, ErrorCode.PlayBetTooLow],
      ['below the INR minimum', { bet: 990 }, 400, ErrorCode.PlayBetTooLow],
      ['above the maximum', { bet: 500_010 }, 400, ErrorCode.PlayBetTooHigh],
      ['not a multiple of the lines', { bet: 1005 }, 400, ErrorCode.PlayBetStep],
      ['not a multiple of the lines played', { bet: 1003, lines: 3 }, 400, ErrorCode.PlayBetStep],
      ['too many lines', { bet: 1100, lines: 11 }, 400, ErrorCode.PlayLinesInvalid],
      ['negative', { bet: -10 }, 400, ErrorCode.RequestInvalid],
      ['fractional', { bet: 1000.5 }, 400, ErrorCode.RequestInvalid],
      ['above the balance', { bet: 6000 }, 409, ErrorCode.WalletInsufficientFunds],
    ];
    for (const [label, body, status, code] of cases) {
      const response = await playCall(app(), '/play/spin', {
        sessionToken: lines.sessionToken,
        roundId: randomUUID(),
        ...body,
      });
      expect(response.statusCode, label).toBe(status);
      expect(response.json().code, label).toBe(code);
    }
    for (const [label, body, code] of [
      ['lines on a ways game', { bet: 1000, lines: 5 }, ErrorCode.PlayLinesInvalid],
      ['not a multiple of the ways divisor', { bet: 1010 }, ErrorCode.PlayBetStep],
    ] as const) {
      const response = await playCall(app(), '/play/spin', {
        sessionToken: ways.sessionToken,
        roundId: randomUUID(),
        ...body,
      });
      expect(response.statusCode, label).toBe(400);
      expect(response.json().code, label).toBe(code);
    }
    const malformed = await playCall(app(), '/play/spin', {
      sessionToken: lines.sessionToken,
      roundId: 'no',
      bet: 1000,
    });
    expect(malformed.statusCode).toBe(400);
    expect(await realBalance(player.id)).toBe(5000n);
    expect(
      await testApp().database.sql.query('select 1 from play_rounds where user_id = $1', [
        player.id,
      ]),
    ).toHaveLength(0);
  });

  it('plays demo rounds on play money without touching the ledger', async () => {
    const [before] = await testApp().database.sql.query<{ count: bigint }>(
      'select count(*) as count from wallet_transactions',
    );
    const session = await openSession(app(), 'fruit-classic');
    let balance = session.balance;
    for (let i = 0; i < 5; i++) {
      const spin = await spinOk(app(), { sessionToken: session.sessionToken, bet: 200 });
      expect(spin.seeds.nonce).toBe(i + 1);
      balance = balance - 200 + spin.win;
      expect(spin.balance).toBe(balance);
      // Random demo seeds may award free spins: played out, as the next paid spin waits for them.
      let feature = spin.freeSpins;
      while (feature && feature.remaining > 0) {
        const free = await playCall(app(), '/play/free-spin', {
          sessionToken: session.sessionToken,
          roundId: feature.roundId,
          spin: feature.played + 1,
        });
        expect(free.statusCode, free.body).toBe(200);
        balance += free.json<PlaySpinResponse>().win;
        feature = free.json<PlaySpinResponse>().freeSpins;
      }
    }
    const tooMuch = await playCall(app(), '/play/spin', {
      sessionToken: session.sessionToken,
      roundId: randomUUID(),
      bet: 10_000,
    });
    expect([409, 200]).toContain(tooMuch.statusCode);
    const [after] = await testApp().database.sql.query<{ count: bigint }>(
      'select count(*) as count from wallet_transactions',
    );
    expect(after!.count).toBe(before!.count);

    // A signed-in player's demo does not touch their money either.
    const player = await fundedPlayer(app(), testApp().database, 100_000n);
    const demo = await openSession(app(), 'fruit-classic', player.token, 'demo');
    expect(demo).toMatchObject({ mode: 'demo', currency: 'INR', balance: 1_000_000 });
    await spinOk(app(), { sessionToken: demo.sessionToken, bet: 1000 });
    expect(await realBalance(player.id)).toBe(100_000n);
    expect((await get('/play/rounds', player.token)).json().total).toBe(0);
  });
});

describe('fairness', () => {
  it('sets the client seed, rotates, and the revealed seeds verify the round', async () => {
    const player = await fundedPlayer(app(), testApp().database, 100_000n);
    const seeds = await get('/play/seeds', player.token);
    expect(seeds.statusCode, seeds.body).toBe(200);
    expect(seeds.json().seeds).toMatchObject({ family: 'slots', nonce: 0 });

    const put = (clientSeed: string) =>
      app().inject({
        method: 'PUT',
        url: '/api/v1/play/seeds/client-seed',
        headers: { authorization: `Bearer ${player.token}` },
        payload: { clientSeed },
      });
    for (const bad of ['', 'x'.repeat(65), 'ünïcode']) {
      const response = await put(bad);
      expect(response.statusCode, bad).toBe(400);
      expect(response.json().code).toBe(ErrorCode.PlayClientSeedInvalid);
    }
    const set = await put('my lucky seed');
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().seeds).toMatchObject({ clientSeed: 'my lucky seed', nonce: 0 });

    const session = await openSession(app(), 'jungle-ways', player.token);
    expect(session.seeds.clientSeed).toBe('my lucky seed');
    const spin = await spinOk(app(), { sessionToken: session.sessionToken, bet: 1000 });

    const rotated = await playCall(app(), '/play/seeds/rotate', {}, player.token);
    expect(rotated.statusCode, rotated.body).toBe(200);
    const { revealed, seeds: next } = rotated.json();
    expect(revealed).toMatchObject({
      serverSeedHash: session.seeds.serverSeedHash,
      clientSeed: 'my lucky seed',
      nonce: 1,
    });
    expect(hashServerSeed(revealed.serverSeed)).toBe(session.seeds.serverSeedHash);
    expect(next).toMatchObject({ clientSeed: 'my lucky seed', nonce: 0 });
    expect(next.serverSeedHash).not.toBe(session.seeds.serverSeedHash);

    const round = (await get(`/play/rounds/${spin.roundId}`, player.token)).json()
      .round as PlaySlotRoundDetail;
    expect(round.serverSeed).toBe(revealed.serverSeed);
    const check = verifyRound(jungleWays, round.serverSeed!, round);
    expect(check).toMatchObject({ serverSeedMatchesHash: true, outcomeMatches: true, valid: true });

    const after = await spinOk(app(), { sessionToken: session.sessionToken, bet: 1000 });
    expect(after.seeds).toMatchObject({ serverSeedHash: next.serverSeedHash, nonce: 1 });
  });
});

describe('a spin after a spin', () => {
  it('settles each spin in one transaction that sees what changed since the last one', async () => {
    const { database } = testApp();
    const player = await fundedPlayer(app(), database, 100_000n);
    const session = await openSession(app(), 'fruit-classic', player.token);
    // Seeds under which none of these rounds awards free spins (which would hold the next).
    await setSeeds(database, player.id, QUIET_SEEDS);
    const transactions = vi.spyOn(database.sql, 'transaction');
    const spins: PlaySpinResponse[] = [];
    /** Spins once, in exactly one transaction, and answers the balance the ledger holds. */
    const spinOnce = async () => {
      const before = transactions.mock.calls.length;
      spins.push(await spinOk(app(), { sessionToken: session.sessionToken, bet: 1000 }));
      expect(transactions.mock.calls.length - before).toBe(1);
      expect(spins.at(-1)!.balance).toBe(Number(await realBalance(player.id)));
    };
    try {
      await spinOnce();
      await spinOnce();
      await spinOnce();

      // Money arriving between spins: the next spin counts it.
      await createLedger(database.sql).deposit({
        key: `between-spins-${player.id}`,
        userId: player.id,
        currency: 'INR',
        amount: 5_000n,
        provider: 'test',
      });
      await spinOnce();
      await spinOnce();

      // A new client seed between spins: the next spin is drawn with it, the nonce carries on.
      const set = await app().inject({
        method: 'PUT',
        url: '/api/v1/play/seeds/client-seed',
        headers: { authorization: `Bearer ${player.token}` },
        payload: { clientSeed: 'changed between spins' },
      });
      expect(set.statusCode, set.body).toBe(200);
      await spinOnce();
      await spinOnce();
    } finally {
      transactions.mockRestore();
    }
    expect(spins.map((spin) => spin.seeds.nonce)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(spins.map((spin) => spin.seeds.clientSeed).slice(-2)).toEqual([
      'changed between spins',
      'changed between spins',
    ]);

    // Every round verifies with the revealed seed, balances chained through the deposit.
    const rotated = await playCall(app(), '/play/seeds/rotate', {}, player.token);
    const { serverSeed } = rotated.json().revealed;
    let balance = 100_000;
    for (const [index, spin] of spins.entries()) {
      const round = (await get(`/play/rounds/${spin.roundId}`, player.token)).json()
        .round as PlaySlotRoundDetail;
      if (index === 3) balance += 5_000;
      expect(round).toMatchObject({ nonce: index, balanceBefore: balance });
      balance = balance - 1000 + spin.win;
      expect(round.balanceAfter).toBe(balance);
      const check = verifyRound(fruitClassic, serverSeed, round);
      expect(check.valid).toBe(true);
    }
    await ledgerSound();
  });
});

describe('fairness from the game client', () => {
  it("shows, sets and rotates a demo session's own seeds; the revealed seed replays its spin", async () => {
    const session = await openSession(app(), 'pharaohs-tomb');
    const seeds = await playCall(app(), '/play/session/seeds', {
      sessionToken: session.sessionToken,
    });
    expect(seeds.json().seeds).toEqual(session.seeds);
    const bad = await app().inject({
      method: 'PUT',
      url: '/api/v1/play/session/client-seed',
      payload: { sessionToken: session.sessionToken, clientSeed: '' },
    });
    expect(bad.json().code).toBe(ErrorCode.PlayClientSeedInvalid);
    const set = await app().inject({
      method: 'PUT',
      url: '/api/v1/play/session/client-seed',
      payload: { sessionToken: session.sessionToken, clientSeed: 'demo seed' },
    });
    expect(set.json().seeds).toMatchObject({ clientSeed: 'demo seed', nonce: 0 });

    const spin = await spinOk(app(), { sessionToken: session.sessionToken, bet: 200 });
    expect(spin.seeds).toMatchObject({ clientSeed: 'demo seed', nonce: 1 });
    const rotated = await playCall(app(), '/play/session/rotate', {
      sessionToken: session.sessionToken,
    });
    if (spin.freeSpins) {
      expect(rotated.json().code).toBe(ErrorCode.PlayFreeSpinsPending);
      return;
    }
    expect(rotated.statusCode, rotated.body).toBe(200);
    const { revealed, seeds: next } = rotated.json();
    expect(revealed).toMatchObject({ serverSeedHash: session.seeds.serverSeedHash, nonce: 1 });
    const check = verifySlotRound({
      title: pharaohsTomb,
      ...revealed,
      nonce: 0,
      bet: 200,
      recorded: { base: spin.outcome, freeSpins: [], win: spin.win },
    });
    expect(check.valid).toBe(true);
    const after = await spinOk(app(), { sessionToken: session.sessionToken, bet: 200 });
    expect(after.seeds).toEqual({ ...next, nonce: 1 });
  });

  it("acts on the player's own pair for a real session", async () => {
    const player = await fundedPlayer(app(), testApp().database, 100_000n);
    const session = await openSession(app(), 'fruit-classic', player.token);
    const rotated = await playCall(app(), '/play/session/rotate', {
      sessionToken: session.sessionToken,
      clientSeed: 'from the game',
    });
    expect(rotated.statusCode, rotated.body).toBe(200);
    expect(rotated.json().revealed.serverSeedHash).toBe(session.seeds.serverSeedHash);
    expect((await get('/play/seeds', player.token)).json().seeds).toEqual(rotated.json().seeds);
    expect(rotated.json().seeds.clientSeed).toBe('from the game');
  });
});

describe('free spins', () => {
  it('plays a feature spin by spin, credits each win, and replays an earlier spin', async () => {
    const player = await fundedPlayer(app(), testApp().database, 100_000n);
    const session = await openSession(app(), 'fruit-classic', player.token);
    await setSeeds(testApp().database, player.id, VECTOR_SEEDS);
    const base = await spinOk(app(), { sessionToken: session.sessionToken, bet: 1000 });
    expect(base.outcome.stops).toEqual([31, 8, 33, 17, 20]);
    expect(base.win).toBe(4200);
    expect(base.freeSpins).toMatchObject({ remaining: 10, played: 0, awarded: 10, multiplier: 2 });

    const pending = await playCall(app(), '/play/spin', {
      sessionToken: session.sessionToken,
      roundId: randomUUID(),
      bet: 1000,
    });
    expect(pending.statusCode).toBe(409);
    expect(pending.json().code).toBe(ErrorCode.PlayFreeSpinsPending);

    const freeSpin = (spin: number) =>
      playCall(app(), '/play/free-spin', {
        sessionToken: session.sessionToken,
        roundId: base.roundId,
        spin,
      });
    expect((await freeSpin(2)).json().code).toBe(ErrorCode.PlayFreeSpinInvalid);
    const wins = [];
    for (let spin = 1; spin <= 10; spin++) {
      const response = await freeSpin(spin);
      expect(response.statusCode, response.body).toBe(200);
      wins.push(response.json().win);
      if (spin === 1) {
        const again = await freeSpin(1);
        expect(again.json()).toMatchObject({ replayed: true, win: response.json().win });
      }
    }
    expect(wins).toEqual([5000, 32_000, 800, 400, 0, 0, 15_000, 5800, 0, 0]);
    expect((await freeSpin(11)).statusCode).toBe(409);
    expect(await realBalance(player.id)).toBe(100_000n - 1000n + 63_200n);
    const round = (await get(`/play/rounds/${base.roundId}`, player.token)).json().round;
    expect(round).toMatchObject({ status: 'complete', win: 63_200, balanceAfter: 162_200 });
    expect(round.outcome.freeSpins).toHaveLength(10);
    await ledgerSound();
  });
});

describe('free spins on bonus money', () => {
  it('credits every free spin win back in the proportion the round was paid', async () => {
    const { database } = testApp();
    const ledger = createLedger(database.sql);
    const player = await fundedPlayer(app(), database, 600n);
    await ledger.post({
      key: `bonus-for-free-spins-${player.id}`,
      kind: 'bonus_grant',
      currency: 'INR',
      userId: player.id,
      request: { userId: player.id },
      lock: ['bonus_casino'],
      house: [{ kind: 'bonus_expense' }],
      plan() {
        return [
          { account: { userId: player.id, kind: 'bonus_casino' }, amount: 10_000n },
          { account: { house: 'bonus_expense' }, amount: -10_000n },
        ];
      },
    });
    const session = await openSession(app(), 'fruit-classic', player.token);
    await setSeeds(database, player.id, VECTOR_SEEDS);
    // The README's vector round: 600 real and 400 bonus money paid its bet of 1,000.
    const base = await spinOk(app(), { sessionToken: session.sessionToken, bet: 1000 });
    expect(base.freeSpins).toMatchObject({ remaining: 10 });
    const refused = await playCall(app(), '/play/spin', {
      sessionToken: session.sessionToken,
      roundId: randomUUID(),
      bet: 1000,
    });
    expect(refused.json().code).toBe(ErrorCode.PlayFreeSpinsPending);
    let real = 0n + (4200n * 600n) / 1000n;
    let bonus = 9_600n + 4200n - (4200n * 600n) / 1000n;
    const transactions = vi.spyOn(database.sql, 'transaction');
    let rotatedHash: string | undefined;
    try {
      for (let spin = 1; spin <= 10; spin++) {
        const before = transactions.mock.calls.length;
        const response = await playCall(app(), '/play/free-spin', {
          sessionToken: session.sessionToken,
          roundId: base.roundId,
          spin,
        });
        expect(response.statusCode, response.body).toBe(200);
        const win = BigInt(response.json().win);
        real += (win * 600n) / 1000n;
        bonus += win - (win * 600n) / 1000n;
        expect(response.json().balance).toBe(Number(real + bonus));
        // Each free spin is one transaction, whatever changed before it: a deposit before the
        // winning 7th, the seeds rotated before the winning 8th.
        expect(transactions.mock.calls.length - before, `free spin ${spin}`).toBe(1);
        if (rotatedHash) expect(response.json().seeds.serverSeedHash).toBe(rotatedHash);
        if (spin === 6) {
          await ledger.deposit({
            key: `mid-feature-${player.id}`,
            userId: player.id,
            currency: 'INR',
            amount: 1000n,
            provider: 'test',
          });
          real += 1000n;
        }
        if (spin === 7) {
          const rotated = await playCall(app(), '/play/seeds/rotate', {}, player.token);
          rotatedHash = rotated.json().seeds.serverSeedHash;
        }
      }
    } finally {
      transactions.mockRestore();
    }
    const kinds = (await ledger.balances(player.id)).get('INR');
    expect({ real: kinds?.get('real'), bonus: kinds?.get('bonus_casino') }).toEqual({
      real,
      bonus,
    });
    // The next paid spin starts from the balances the free spins left.
    const after = await spinOk(app(), { sessionToken: session.sessionToken, bet: 1000 });
    expect(after.balance).toBe(Number(await realBalance(player.id)));
    await ledgerSound();
  });
});

describe('bad input', () => {
  it('answers 4xx with a stable code to any body, never 5xx', async () => {
    const player = await fundedPlayer(app(), testApp().database, 100_000n);
    const session = await openSession(app(), 'pharaohs-tomb', player.token);
    const value = fc.oneof(
      fc.constant(session.sessionToken),
      fc.constant(randomUUID()),
      fc.integer({ min: -1e12, max: 1e12 }),
      fc.double(),
      fc.string(),
      fc.boolean(),
      fc.constant(null),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('/play/spin', '/play/free-spin', '/play/sessions'),
        fc.record(
          {
            sessionToken: value,
            roundId: value,
            bet: value,
            lines: value,
            spin: value,
            launchToken: value,
          },
          { requiredKeys: [] },
        ),
        async (url, body) => {
          const response = await playCall(app(), url, body);
          expect(response.statusCode, `${url} ${JSON.stringify(body)}`).toBeLessThan(500);
          if (response.statusCode >= 400) expect(response.json().code).toMatch(/^[A-Z]+\.[A-Z_]+$/);
        },
      ),
      { numRuns: 150 },
    );
    await ledgerSound();
  });
});

describe('contract', () => {
  it('publishes every play call in the OpenAPI document', async () => {
    const response = await app().inject({ url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys((response.json() as { paths: object }).paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/v1/play/sessions',
        '/api/v1/play/spin',
        '/api/v1/play/free-spin',
        '/api/v1/play/rounds',
        '/api/v1/play/rounds/{id}',
        '/api/v1/play/seeds',
        '/api/v1/play/seeds/client-seed',
        '/api/v1/play/seeds/rotate',
        '/api/v1/play/session/seeds',
        '/api/v1/play/session/client-seed',
        '/api/v1/play/session/rotate',
      ]),
    );
  });
});
