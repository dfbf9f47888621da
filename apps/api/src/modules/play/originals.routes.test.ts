import { randomUUID } from 'node:crypto';
import {
  BONUS_DEFAULT_CONTRIBUTIONS,
  ErrorCode,
  type OriginalsRoundResponse,
  type PlayOriginalRoundDetail,
} from '@jackdaw/contracts';
import {
  createFairRng,
  hashServerSeed,
  limboResult,
  replayRound,
  type ParamsOf,
  type RoundAction,
} from '@jackdaw/games';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper.js';
import { fundedPlayer, launchToken, playCall, QUIET_SEEDS, setSeeds } from '../../../test/play.js';
import { nextAddress } from '../../../test/players.js';
import { createLedger, verifyLedger } from '../wallet/index.js';
import {
  actOk,
  betOk,
  openOriginal,
  originalsCall,
  originalsLaunch,
  plan,
  roundSeeds,
  type PlannedRound,
} from './originals.test-kit.js';

const testApp = useTestApp();
const app = () => testApp().app;
const database = () => testApp().database;

/** INR: 2,000,000 US cents at the seeded 88.5 rupees per dollar. */
const INR_MAX_WIN = 177_000_000;

const INSTANT_BETS = {
  dice: { target: 5000, direction: 'over' },
  limbo: { target: 200 },
  plinko: { rows: 16, risk: 'high' },
  keno: { picks: [1, 7, 13, 22, 40], risk: 'medium' },
  wheel: { segments: 30, risk: 'low' },
} as const;

async function spendable(userId: number) {
  const kinds = (await createLedger(database().sql).balances(userId)).get('INR');
  return (kinds?.get('real') ?? 0n) + (kinds?.get('bonus_casino') ?? 0n);
}

async function ledgerSound() {
  expect((await verifyLedger(database().db)).problems).toEqual([]);
}

function get(url: string, token: string) {
  return app().inject({
    method: 'GET',
    url: `/api/v1${url}`,
    headers: { authorization: `Bearer ${token}` },
    remoteAddress: nextAddress(),
  });
}

/** What a round's ledger movements carry: the bonus wagering category is a 0 % one. */
async function movementMetadata(roundId: string) {
  const rows = await database().sql.query<{ metadata: Record<string, unknown> }>(
    `select metadata from wallet_transactions where idempotency_key like $1`,
    [`round:${roundId}:%`],
  );
  return rows.map((row) => row.metadata);
}

async function postings(roundId: string) {
  const rows = await database().sql.query<{ idempotency_key: string }>(
    `select idempotency_key from wallet_transactions where idempotency_key like $1
     order by idempotency_key`,
    [`round:${roundId}:%`],
  );
  return rows.map((row) => row.idempotency_key);
}

/** A step round opened by `opened`, planned from its seeds as the server holds them. */
async function planned(
  opened: OriginalsRoundResponse,
  params: object,
  maxWin: number,
): Promise<PlannedRound> {
  return {
    game: opened.round.game as PlannedRound['game'],
    seeds: await roundSeeds(database(), opened.round.roundId),
    bet: opened.round.bet,
    params: params as ParamsOf['mines'],
    maxWin,
  };
}

/** Plays `wins` winning actions, then a cash-out; answers every answer. */
async function winThenCashOut(
  sessionToken: string,
  opened: OriginalsRoundResponse,
  round: PlannedRound,
  wins: number,
) {
  const played: RoundAction[] = [];
  const answers: OriginalsRoundResponse[] = [];
  for (let step = 1; step <= wins; step++) {
    const action = plan(round, played, true);
    const answer = await actOk(app(), {
      sessionToken,
      roundId: opened.round.roundId,
      step,
      action,
    });
    played.push(action);
    answers.push(answer);
    expect(answer.round).toMatchObject({ status: 'open', steps: step });
    expect(answer.round.win).toBeGreaterThan(0);
  }
  const cashed = await actOk(app(), {
    sessionToken,
    roundId: opened.round.roundId,
    step: wins + 1,
    action: { type: 'cashout' },
  });
  played.push({ type: 'cashout' });
  return { answers, cashed, played };
}

describe('originals sessions', () => {
  it('opens a session of each original from its launch, with limits, maximum win and seeds', async () => {
    const player = await fundedPlayer(app(), database(), 100_000n);
    for (const game of [
      'dice',
      'limbo',
      'plinko',
      'mines',
      'keno',
      'hilo',
      'wheel',
      'flip',
    ] as const) {
      const session = await openOriginal(app(), game, player.token);
      expect(session).toMatchObject({
        mode: 'real',
        currency: 'INR',
        balance: 100_000,
        game: { id: game, rtp: 99, maxWin: INR_MAX_WIN },
        betLimits: { min: 1000, max: 500_000 },
        seeds: { family: 'originals', nonce: 0 },
        open: null,
      });
    }
    const visitor = await openOriginal(app(), 'plinko');
    expect(visitor).toMatchObject({
      mode: 'demo',
      currency: 'USD',
      balance: 20_000,
      game: { id: 'plinko', name: 'Plinko', maxWin: 2_000_000 },
      betLimits: { min: 20, max: 10_000 },
      seeds: { family: 'originals', nonce: 0 },
    });
  });

  it('keeps slots and originals apart: each session call takes only its own launches', async () => {
    const slot = await launchToken(app(), 'fruit-classic');
    const refused = await originalsCall(app(), 'sessions', { launchToken: slot });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe(ErrorCode.PlayGameUnsupported);

    const original = await originalsLaunch(app(), 'dice');
    const wrong = await playCall(app(), '/play/sessions', { launchToken: original });
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json().code).toBe(ErrorCode.PlayGameUnsupported);

    // An originals session token plays no slot, and a slot's plays no original.
    const dice = await openOriginal(app(), 'dice');
    const spin = await playCall(app(), '/play/spin', {
      sessionToken: dice.sessionToken,
      roundId: randomUUID(),
      bet: 20,
    });
    expect(spin.statusCode).toBe(401);
    const slotSession = await playCall(app(), '/play/sessions', {
      launchToken: await launchToken(app(), 'fruit-classic'),
    });
    const bet = await originalsCall(app(), 'bet', {
      sessionToken: slotSession.json().sessionToken,
      roundId: randomUUID(),
      bet: 20,
      params: INSTANT_BETS.dice,
    });
    expect(bet.statusCode).toBe(401);
    expect(bet.json().code).toBe(ErrorCode.PlaySessionInvalid);
  });
});

describe('instant originals', () => {
  it('settles a real round of each instant game in one go, one nonce after the other', async () => {
    const player = await fundedPlayer(app(), database(), 1_000_000n);
    let balance = 1_000_000;
    let nonce = 0;
    for (const [game, params] of Object.entries(INSTANT_BETS)) {
      const session = await openOriginal(app(), game as keyof typeof INSTANT_BETS, player.token);
      expect(session.seeds.nonce).toBe(nonce);
      const answer = await betOk(app(), { sessionToken: session.sessionToken, bet: 5000, params });
      balance += answer.round.win - 5000;
      expect(answer).toMatchObject({
        replayed: false,
        balance,
        round: { game, bet: 5000, steps: 0, params, capped: false },
        seeds: { family: 'originals', nonce: nonce + 1 },
      });
      expect(answer.round.status).toBe(answer.round.win > 0 ? 'won' : 'lost');
      expect(await spendable(player.id)).toBe(BigInt(balance));
      const keys = await postings(answer.round.roundId);
      const roundId = answer.round.roundId;
      expect(keys).toEqual(
        answer.round.win > 0
          ? [`round:${roundId}:bet`, `round:${roundId}:win`]
          : [`round:${roundId}:bet`],
      );
      for (const metadata of await movementMetadata(roundId)) {
        expect(metadata).toMatchObject({ roundId, game, bonusCategory: 'crash' });
      }
      nonce += 1;
    }
    await ledgerSound();
  });

  it('answers the same round id with the stored round, moving nothing; another bet under it → 409', async () => {
    const player = await fundedPlayer(app(), database(), 100_000n);
    const session = await openOriginal(app(), 'dice', player.token);
    const body = {
      sessionToken: session.sessionToken,
      roundId: randomUUID(),
      bet: 2000,
      params: INSTANT_BETS.dice,
    };
    const first = await betOk(app(), body);
    const again = await betOk(app(), body);
    expect(again).toMatchObject({ replayed: true, round: first.round, balance: first.balance });
    expect(await spendable(player.id)).toBe(BigInt(first.balance));

    for (const changed of [
      { ...body, bet: 3000 },
      { ...body, params: { target: 4000, direction: 'over' } },
    ]) {
      const conflict = await originalsCall(app(), 'bet', changed);
      expect(conflict.statusCode).toBe(409);
      expect(conflict.json().code).toBe(ErrorCode.PlayRoundConflict);
    }
    // The same round id from another game's session is another round.
    const limbo = await openOriginal(app(), 'limbo', player.token);
    const elsewhere = await originalsCall(app(), 'bet', {
      ...body,
      sessionToken: limbo.sessionToken,
      params: INSTANT_BETS.limbo,
    });
    expect(elsewhere.statusCode).toBe(409);
    expect(await spendable(player.id)).toBe(BigInt(first.balance));
    await ledgerSound();
  });

  it('plays demo rounds on the session play money and its own seeds, leaving the ledger alone', async () => {
    const before = await database().sql.query<{ count: string }>(
      'select count(*)::text as count from wallet_transactions',
    );
    for (const [game, params] of Object.entries(INSTANT_BETS)) {
      const session = await openOriginal(app(), game as keyof typeof INSTANT_BETS);
      const answer = await betOk(app(), { sessionToken: session.sessionToken, bet: 100, params });
      expect(answer.balance).toBe(20_000 - 100 + answer.round.win);
      expect(answer.seeds).toMatchObject({ family: 'originals', nonce: 1 });
      const again = await betOk(app(), {
        sessionToken: session.sessionToken,
        roundId: answer.round.roundId,
        bet: 100,
        params,
      });
      expect(again).toMatchObject({ replayed: true, balance: answer.balance, round: answer.round });
    }
    const after = await database().sql.query<{ count: string }>(
      'select count(*)::text as count from wallet_transactions',
    );
    expect(after[0]?.count).toBe(before[0]?.count);
  });

  it('pays a win above the maximum at the maximum, in the currency by the operator rates', async () => {
    const player = await fundedPlayer(app(), database(), 1_000_000n);
    const session = await openOriginal(app(), 'limbo', player.token);
    // The first nonce of these seeds whose limbo result reaches 1,000×.
    let nonce = 0;
    const seeds = { serverSeed: QUIET_SEEDS.serverSeed, clientSeed: 'cap' };
    while (limboResult(createFairRng({ ...seeds, nonce }).nextFloat()) < 100_000) nonce++;
    await setSeeds(database(), player.id, { ...seeds, nonce });
    const answer = await betOk(app(), {
      sessionToken: session.sessionToken,
      bet: 500_000,
      params: { target: 100_000 },
    });
    expect(answer.round).toMatchObject({ status: 'won', win: INR_MAX_WIN, capped: true });
    expect(answer.balance).toBe(1_000_000 - 500_000 + INR_MAX_WIN);
    await ledgerSound();
  });
});

describe('step originals', () => {
  for (const [game, params, wins] of [
    ['mines', { mines: 3 }, 3],
    ['hilo', {}, 2],
    ['flip', {}, 2],
  ] as const) {
    it(`${game}: the stake moves at the open, the win at the cash-out; a loss pays nothing`, async () => {
      const player = await fundedPlayer(app(), database(), 100_000n);
      const session = await openOriginal(app(), game, player.token);
      const opened = await betOk(app(), {
        sessionToken: session.sessionToken,
        bet: 10_000,
        params,
      });
      expect(opened.round).toMatchObject({ status: 'open', steps: 0, win: 0 });
      expect(opened.balance).toBe(90_000);
      expect(opened.round.outcome).not.toHaveProperty('minePositions');
      expect(await spendable(player.id)).toBe(90_000n);
      const roundId = opened.round.roundId;

      // An open round blocks a new bet of its game, but its own id still answers it.
      const blocked = await originalsCall(app(), 'bet', {
        sessionToken: session.sessionToken,
        roundId: randomUUID(),
        bet: 10_000,
        params,
      });
      expect(blocked.statusCode).toBe(409);
      expect(blocked.json().code).toBe(ErrorCode.PlayRoundOpen);
      const resent = await betOk(app(), {
        sessionToken: session.sessionToken,
        roundId,
        bet: 10_000,
        params,
      });
      expect(resent).toMatchObject({ replayed: true, round: opened.round });

      const round = await planned(opened, params, INR_MAX_WIN);
      const { answers, cashed } = await winThenCashOut(session.sessionToken, opened, round, wins);
      expect(answers.every((answer) => !('minePositions' in answer.round.outcome))).toBe(true);
      // The first action sent again answers the round as it stands now.
      const replayed = await originalsCall(app(), 'action', {
        sessionToken: session.sessionToken,
        roundId,
        step: 1,
        action: { type: 'cashout' },
      });
      expect(replayed.json()).toMatchObject({ replayed: true, round: cashed.round });
      expect(cashed.round).toMatchObject({ status: 'cashed', steps: wins + 1 });
      expect(cashed.round.win).toBe(answers.at(-1)!.round.win);
      expect(cashed.balance).toBe(90_000 + cashed.round.win);
      expect(await spendable(player.id)).toBe(BigInt(90_000 + cashed.round.win));
      expect(await postings(roundId)).toEqual([`round:${roundId}:bet`, `round:${roundId}:win`]);
      for (const metadata of await movementMetadata(roundId)) {
        expect(metadata).toMatchObject({ roundId, game, bonusCategory: 'crash' });
      }
      expect(BONUS_DEFAULT_CONTRIBUTIONS.crash).toBe(0);
      if (game === 'mines') expect(cashed.round.outcome.minePositions).toHaveLength(3);

      // Over: no more actions; a new bet plays.
      const late = await originalsCall(app(), 'action', {
        sessionToken: session.sessionToken,
        roundId,
        step: wins + 2,
        action: { type: 'cashout' },
      });
      expect(late.statusCode).toBe(409);
      expect(late.json().code).toBe(ErrorCode.PlayActionInvalid);

      const lost = await betOk(app(), { sessionToken: session.sessionToken, bet: 10_000, params });
      const losing = await planned(lost, params, INR_MAX_WIN);
      const end = await actOk(app(), {
        sessionToken: session.sessionToken,
        roundId: lost.round.roundId,
        step: 1,
        action: plan(losing, [], false),
      });
      expect(end.round).toMatchObject({ status: 'lost', win: 0, multiplier: 0 });
      expect(end.balance).toBe(80_000 + cashed.round.win);
      expect(await postings(lost.round.roundId)).toEqual([`round:${lost.round.roundId}:bet`]);
      await ledgerSound();
    });
  }

  it('refuses actions the round does not allow with 409 and a wrong round with 404', async () => {
    const player = await fundedPlayer(app(), database(), 100_000n);
    const session = await openOriginal(app(), 'mines', player.token);
    const opened = await betOk(app(), {
      sessionToken: session.sessionToken,
      bet: 1000,
      params: { mines: 24 },
    });
    const roundId = opened.round.roundId;
    const act = (step: number, action: RoundAction | object, sessionToken = session.sessionToken) =>
      originalsCall(app(), 'action', { sessionToken, roundId, step, action });
    for (const [step, action] of [
      [1, { type: 'cashout' }],
      [1, { type: 'guess', guess: 'higher' }],
      [1, { type: 'flip', side: 'heads' }],
      [2, { type: 'reveal', tile: 0 }],
    ] as const) {
      const refused = await act(step, action);
      expect(refused.statusCode, JSON.stringify(action)).toBe(409);
      expect(refused.json().code).toBe(ErrorCode.PlayActionInvalid);
    }
    const badTile = await act(1, { type: 'reveal', tile: 25 });
    expect(badTile.statusCode).toBe(400);
    const unknown = await originalsCall(app(), 'action', {
      sessionToken: session.sessionToken,
      roundId: randomUUID(),
      step: 1,
      action: { type: 'cashout' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe(ErrorCode.PlayRoundNotFound);
    // Another player's session, or this player's on another game, does not reach the round.
    const stranger = await fundedPlayer(app(), database(), 1000n);
    const theirs = await openOriginal(app(), 'mines', stranger.token);
    expect((await act(1, { type: 'reveal', tile: 0 }, theirs.sessionToken)).statusCode).toBe(404);
    const hilo = await openOriginal(app(), 'hilo', player.token);
    expect((await act(1, { type: 'reveal', tile: 0 }, hilo.sessionToken)).statusCode).toBe(404);

    // A tile revealed twice is refused (it would be a free step).
    const round = await planned(opened, { mines: 24 }, INR_MAX_WIN);
    const safe = plan(round, [], true);
    await actOk(app(), { sessionToken: session.sessionToken, roundId, step: 1, action: safe });
    const twice = await act(2, safe);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe(ErrorCode.PlayActionInvalid);
    // 24 mines: the one safe tile was all of them; the round won by itself.
    const detail = await get(`/play/rounds/${roundId}`, player.token);
    expect(detail.json().round).toMatchObject({ status: 'complete', original: { status: 'won' } });
    await ledgerSound();
  });

  it('plays mines, hilo and flip in demo on play money', async () => {
    for (const [game, params] of [
      ['mines', { mines: 5 }],
      ['hilo', {}],
      ['flip', {}],
    ] as const) {
      const session = await openOriginal(app(), game);
      const opened = await betOk(app(), { sessionToken: session.sessionToken, bet: 1000, params });
      expect(opened.balance).toBe(19_000);
      const round = await planned(opened, params, 2_000_000);
      const { cashed } = await winThenCashOut(session.sessionToken, opened, round, 1);
      expect(cashed.round.status).toBe('cashed');
      expect(cashed.balance).toBe(19_000 + cashed.round.win);
      // A demo rotation waits while a round is open, as a real one does.
      const next = await betOk(app(), { sessionToken: session.sessionToken, bet: 1000, params });
      const rotate = await playCall(app(), '/play/session/rotate', {
        sessionToken: session.sessionToken,
      });
      expect(rotate.statusCode).toBe(409);
      expect(rotate.json().code).toBe(ErrorCode.PlayRoundOpen);
      const losing = await planned(next, params, 2_000_000);
      await actOk(app(), {
        sessionToken: session.sessionToken,
        roundId: next.round.roundId,
        step: 1,
        action: plan(losing, [], false),
      });
      const rotated = await playCall(app(), '/play/session/rotate', {
        sessionToken: session.sessionToken,
      });
      expect(rotated.statusCode, rotated.body).toBe(200);
      expect(rotated.json().revealed.family).toBe('originals');
    }
  });
});

describe('originals bad input', () => {
  it('refuses parameters outside a game rules with 400 PLAY.PARAMS_INVALID', async () => {
    const player = await fundedPlayer(app(), database(), 100_000n);
    const cases: [keyof typeof INSTANT_BETS | 'mines', object][] = [
      ['dice', { target: 9900, direction: 'under' }],
      ['dice', { target: 5000 }],
      ['dice', { target: 10_001, direction: 'over' }],
      ['limbo', { target: 100 }],
      ['limbo', { target: 'x' }],
      ['plinko', { rows: 7, risk: 'low' }],
      ['plinko', { rows: 8, risk: 'extreme' }],
      ['keno', { picks: [1, 1, 2], risk: 'low' }],
      ['keno', { picks: [], risk: 'low' }],
      ['keno', { picks: Array.from({ length: 11 }, (_, index) => index + 1), risk: 'low' }],
      ['wheel', { segments: 15, risk: 'low' }],
      ['mines', { mines: 0 }],
      ['mines', { mines: 25 }],
    ];
    for (const [game, params] of cases) {
      const session = await openOriginal(app(), game, player.token);
      const refused = await originalsCall(app(), 'bet', {
        sessionToken: session.sessionToken,
        roundId: randomUUID(),
        bet: 1000,
        params,
      });
      expect(refused.statusCode, `${game} ${JSON.stringify(params)}`).toBe(400);
      expect(refused.json().code).toBe(ErrorCode.PlayParamsInvalid);
    }
    expect(await spendable(player.id)).toBe(100_000n);
  });

  it('refuses bets outside the limits and above the balance', async () => {
    const player = await fundedPlayer(app(), database(), 5000n);
    const session = await openOriginal(app(), 'dice', player.token);
    const bet = (amount: number) =>
      originalsCall(app(), 'bet', {
        sessionToken: session.sessionToken,
        roundId: randomUUID(),
        bet: amount,
        params: INSTANT_BETS.dice,
      });
    for (const [amount, code] of [
      [0, ErrorCode.PlayBetTooLow],
      [999, ErrorCode.PlayBetTooLow],
      [500_001, ErrorCode.PlayBetTooHigh],
    ] as const) {
      const refused = await bet(amount);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().code).toBe(code);
    }
    const short = await bet(6000);
    expect(short.statusCode).toBe(409);
    expect(short.json().code).toBe(ErrorCode.WalletInsufficientFunds);
    expect(await spendable(player.id)).toBe(5000n);
  });

  it('answers 4xx with a stable code to any body, never 5xx', async () => {
    const session = await openOriginal(app(), 'mines');
    await fc.assert(
      fc.asyncProperty(
        fc.record(
          {
            sessionToken: fc.oneof(fc.constant(session.sessionToken), fc.string()),
            roundId: fc.oneof(fc.uuid(), fc.string()),
            bet: fc.oneof(fc.integer({ min: -5, max: 20_000 }), fc.double(), fc.string()),
            params: fc.oneof(fc.object(), fc.constant({ mines: 3 }), fc.anything()),
            step: fc.oneof(fc.integer({ min: -1, max: 5 }), fc.string()),
            action: fc.oneof(
              fc.constant({ type: 'reveal', tile: 3 }),
              fc.constant({ type: 'cashout' }),
              fc.object(),
            ),
          },
          { requiredKeys: [] },
        ),
        fc.constantFrom('bet', 'action'),
        async (body, call) => {
          const response = await originalsCall(app(), call, body);
          expect(response.statusCode, response.body).toBeLessThan(500);
          if (response.statusCode >= 400) expect(response.json().code).toEqual(expect.any(String));
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('originals fairness and history', () => {
  it('recomputes every settled round from its revealed seeds; rotation waits for an open round', async () => {
    const player = await fundedPlayer(app(), database(), 1_000_000n);
    const played: string[] = [];
    for (const [game, params] of Object.entries(INSTANT_BETS)) {
      const session = await openOriginal(app(), game as keyof typeof INSTANT_BETS, player.token);
      played.push(
        (await betOk(app(), { sessionToken: session.sessionToken, bet: 3000, params })).round
          .roundId,
      );
    }
    for (const [game, params] of [
      ['mines', { mines: 4 }],
      ['hilo', {}],
      ['flip', {}],
    ] as const) {
      const session = await openOriginal(app(), game, player.token);
      const opened = await betOk(app(), { sessionToken: session.sessionToken, bet: 3000, params });
      const round = await planned(opened, params, INR_MAX_WIN);
      await winThenCashOut(session.sessionToken, opened, round, 2);
      played.push(opened.round.roundId);
    }
    // Open a mines round: the rotation is refused until it ends.
    const mines = await openOriginal(app(), 'mines', player.token);
    const open = await betOk(app(), {
      sessionToken: mines.sessionToken,
      bet: 3000,
      params: { mines: 2 },
    });
    const refused = await playCall(
      app(),
      '/play/seeds/rotate',
      { family: 'originals' },
      player.token,
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe(ErrorCode.PlayRoundOpen);
    const bySession = await playCall(app(), '/play/session/rotate', {
      sessionToken: mines.sessionToken,
    });
    expect(bySession.statusCode).toBe(409);
    const hidden = await get(`/play/rounds/${open.round.roundId}`, player.token);
    expect(hidden.json().round).toMatchObject({
      status: 'open',
      serverSeed: null,
      original: { status: 'open' },
    });
    expect(hidden.json().round.original.outcome).not.toHaveProperty('minePositions');
    const round = await planned(open, { mines: 2 }, INR_MAX_WIN);
    await actOk(app(), {
      sessionToken: mines.sessionToken,
      roundId: open.round.roundId,
      step: 1,
      action: plan(round, [], false),
    });
    played.push(open.round.roundId);

    const rotated = await playCall(app(), '/play/session/rotate', {
      sessionToken: mines.sessionToken,
    });
    expect(rotated.statusCode, rotated.body).toBe(200);
    const serverSeed = rotated.json().revealed.serverSeed as string;
    expect(rotated.json().revealed).toMatchObject({ family: 'originals', nonce: played.length });

    for (const roundId of played) {
      const response = await get(`/play/rounds/${roundId}`, player.token);
      expect(response.statusCode, response.body).toBe(200);
      const detail = response.json().round as PlayOriginalRoundDetail;
      expect(detail.serverSeed).toBe(serverSeed);
      expect(hashServerSeed(serverSeed)).toBe(detail.serverSeedHash);
      const { game, params } = detail.original;
      const replayed = replayRound(
        game,
        { serverSeed, clientSeed: detail.clientSeed, nonce: detail.nonce },
        detail.bet,
        params as unknown as ParamsOf['dice'],
        detail.actions,
        detail.maxWin,
      );
      expect(replayed.win).toBe(detail.win);
      expect(replayed.win).toBe(detail.original.win);
      if ('outcome' in replayed) expect(replayed.outcome).toEqual(detail.original.outcome);
      else expect(replayed).toEqual(detail.original.outcome);
    }

    // The history lists them with the slots'; the session's list is of its game.
    const history = await get('/play/rounds?take=50', player.token);
    expect(history.json().total).toBe(played.length);
    const lastRounds = await playCall(app(), '/play/session/rounds', {
      sessionToken: mines.sessionToken,
    });
    expect(lastRounds.json().rounds.map((row: { titleId: string }) => row.titleId)).toEqual([
      'mines',
      'mines',
    ]);
    const seeds = await get('/play/seeds?family=originals', player.token);
    expect(seeds.json().seeds).toMatchObject({ family: 'originals', nonce: 0 });
    const sessionSeeds = await playCall(app(), '/play/session/seeds', {
      sessionToken: mines.sessionToken,
    });
    expect(sessionSeeds.json().seeds).toEqual(seeds.json().seeds);
    const slotSeeds = await get('/play/seeds?family=slots', player.token);
    expect(slotSeeds.json().seeds.serverSeedHash).not.toBe(seeds.json().seeds.serverSeedHash);
  });
});
