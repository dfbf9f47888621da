import { readFileSync } from 'node:fs';
import { ErrorCode, gameWalletResponseSchema } from '@jackdaw/contracts';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import Fastify from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { useTestApp } from '../../../test/helper.js';
import { validatorCompiler } from '../../lib/validation.js';
import { registerPlayer } from '../../../test/players.js';
import { users } from '../../db/schema.js';
import { createLedger, verifyLedger } from '../wallet/index.js';
import { gameWalletRoutes } from './game-wallet.routes.js';
import type { GameWalletService } from './game-wallet.service.js';
import { signBody } from './signature.js';

const secret = 'studio-secret-0123456789abcdef0123456789';
const testApp = useTestApp({ config: { gameWalletSecrets: { studio: secret } } });

let sequence = 0;
const txId = () => `tx-${++sequence}`;

function call(action: string, payload: object, options: { provider?: string; sign?: string } = {}) {
  const body = JSON.stringify(payload);
  return testApp().app.inject({
    method: 'POST',
    url: `/api/v1/game-wallet/${options.provider ?? 'studio'}/${action}`,
    headers: {
      'content-type': 'application/json',
      'x-signature': options.sign ?? signBody(secret, body),
    },
    payload: body,
  });
}

async function fundedPlayer(amount: bigint) {
  const player = await registerPlayer(testApp().app);
  if (amount > 0n) {
    await createLedger(testApp().database.sql).deposit({
      key: `deposit-${player.id}`,
      userId: player.id,
      currency: 'INR',
      amount,
      provider: 'paytm',
    });
  }
  return player;
}

const bet = (playerId: number, amount: number, transactionId = txId()) => ({
  playerId,
  currency: 'INR',
  amount,
  transactionId,
  roundId: `round-${transactionId}`,
  gameId: 'fruit-classic',
});

describe('game wallet', () => {
  it('refuses unknown providers and bad signatures, moving nothing', async () => {
    const player = await fundedPlayer(1_000n);
    const unknown = await call('bet', bet(player.id, 100), { provider: 'nobody' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: ErrorCode.ProviderUnknown });

    for (const sign of ['', 'f'.repeat(64), signBody('another-secret', '{}')]) {
      const forged = await call('bet', bet(player.id, 100), { sign });
      expect(forged.statusCode).toBe(401);
      expect(forged.json()).toMatchObject({ code: ErrorCode.ProviderSignatureInvalid });
    }
    const balance = await call('balance', { playerId: player.id, currency: 'INR' });
    expect(balance.json()).toMatchObject({ balance: 1_000, bonusBalance: 0, replayed: false });
  });

  it('debits bets and credits wins, answering the balance after each', async () => {
    const player = await fundedPlayer(1_000n);
    const placed = await call('bet', bet(player.id, 300, 'b-1'));
    expect(placed.statusCode).toBe(200);
    expect(z.parse(gameWalletResponseSchema, placed.json())).toMatchObject({
      balance: 700,
      replayed: false,
    });
    const won = await call('win', { ...bet(player.id, 900), betTransactionId: 'b-1' });
    expect(won.json()).toMatchObject({ balance: 1_600 });
    // Called by providers' servers, never by a browser: no browser protections in the answer.
    expect(won.headers['content-security-policy']).toBeUndefined();
    expect(won.headers['x-frame-options']).toBeUndefined();
  });

  it('answers a repeated call with the same result and moves money once', async () => {
    const player = await fundedPlayer(1_000n);
    const body = bet(player.id, 250);
    const first = await call('bet', body);
    const again = await call('bet', body);
    expect(again.json()).toMatchObject({
      replayed: true,
      transactionId: (first.json() as { transactionId: string }).transactionId,
      balance: 750,
    });
    const changed = await call('bet', { ...body, amount: 260 });
    expect(changed.statusCode).toBe(409);
    expect(changed.json()).toMatchObject({ code: ErrorCode.WalletIdempotencyConflict });
  });

  it('refuses bets above the balance, of zero, in another currency, and from banned players', async () => {
    const player = await fundedPlayer(100n);
    const tooBig = await call('bet', bet(player.id, 101));
    expect(tooBig.statusCode).toBe(409);
    expect(tooBig.json()).toMatchObject({ code: ErrorCode.WalletInsufficientFunds });

    const zero = await call('bet', bet(player.id, 0));
    expect(zero.statusCode).toBe(400);
    expect(zero.json()).toMatchObject({ code: ErrorCode.WalletInvalidAmount });

    const currency = await call('bet', { ...bet(player.id, 10), currency: 'USD' });
    expect(currency.statusCode).toBe(409);
    expect(currency.json()).toMatchObject({ code: ErrorCode.WalletCurrencyMismatch });

    const nobody = await call('bet', bet(999_999, 10));
    expect(nobody.statusCode).toBe(404);
    expect(nobody.json()).toMatchObject({ code: ErrorCode.WalletPlayerNotFound });

    await testApp().database.db.update(users).set({ banned: true }).where(eq(users.id, player.id));
    const banned = await call('bet', bet(player.id, 10));
    expect(banned.statusCode).toBe(423);
    expect(banned.json()).toMatchObject({ code: ErrorCode.UserBanned });
  });

  it('refuses malformed bodies with 400', async () => {
    const player = await fundedPlayer(100n);
    for (const payload of [
      { ...bet(player.id, 10), amount: 1.5 },
      { ...bet(player.id, 10), amount: -3 },
      { ...bet(player.id, 10), transactionId: '' },
      { ...bet(player.id, 10), currency: 'XXX' },
      { playerId: player.id },
    ]) {
      const response = await call('bet', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const text = 'not json';
    const broken = await testApp().app.inject({
      method: 'POST',
      url: '/api/v1/game-wallet/studio/bet',
      headers: { 'content-type': 'application/json', 'x-signature': signBody(secret, text) },
      payload: text,
    });
    expect(broken.statusCode).toBe(400);
  });

  it("cancels a bet once, and refuses to cancel another player's", async () => {
    const player = await fundedPlayer(1_000n);
    await call('bet', bet(player.id, 400, 'to-cancel'));
    const rollback = {
      playerId: player.id,
      currency: 'INR',
      transactionId: txId(),
      betTransactionId: 'to-cancel',
      roundId: 'r',
    };
    expect((await call('rollback', rollback)).json()).toMatchObject({ balance: 1_000 });
    const again = await call('rollback', { ...rollback, transactionId: txId() });
    expect(again.json()).toMatchObject({ balance: 1_000, replayed: true });
    const other = await fundedPlayer(0n);
    const foreign = await call('rollback', { ...rollback, playerId: other.id });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ code: ErrorCode.WalletUnknownReference });
  });

  it('lets exactly the affordable share of 200 parallel bets through, without a 5xx', async () => {
    const affordable = 61;
    const player = await fundedPlayer(BigInt(affordable * 50));
    const responses = await Promise.all(
      Array.from({ length: 200 }, () => call('bet', bet(player.id, 50))),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(affordable);
    expect(statuses.filter((status) => status !== 200).every((status) => status === 409)).toBe(
      true,
    );
    const balance = await call('balance', { playerId: player.id, currency: 'INR' });
    expect(balance.json()).toMatchObject({ balance: 0 });
    expect((await verifyLedger(testApp().database.db)).problems).toEqual([]);
  });
});

/** A win settling `betTransactionId`, in that bet's round as providers send it. */
const win = (
  playerId: number,
  amount: number,
  betTransactionId: string,
  transactionId = txId(),
) => ({
  ...bet(playerId, amount, transactionId),
  roundId: `round-${betTransactionId}`,
  betTransactionId,
});
const rollback = (playerId: number, betTransactionId: string, transactionId = txId()) => ({
  playerId,
  currency: 'INR',
  transactionId,
  betTransactionId,
  roundId: `round-${betTransactionId}`,
});
const balanceOf = async (playerId: number) =>
  (await call('balance', { playerId, currency: 'INR' })).json<{ balance: number | string }>()
    .balance;

describe('game wallet rounds: a bet is open, then won or rolled back, never both', () => {
  it('refuses to roll back a bet that was won: the stake and the win stay as they were', async () => {
    const player = await fundedPlayer(1_000n);
    expect((await call('bet', bet(player.id, 300, 'settled'))).statusCode).toBe(200);
    expect((await call('win', win(player.id, 900, 'settled'))).json()).toMatchObject({
      balance: 1_600,
    });
    const body = rollback(player.id, 'settled');
    for (const attempt of [body, body, rollback(player.id, 'settled')]) {
      const refused = await call('rollback', attempt);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: ErrorCode.WalletRoundSettled });
    }
    expect(await balanceOf(player.id)).toBe(1_600);
    expect((await verifyLedger(testApp().database.db)).problems).toEqual([]);
  });

  it('refuses a win for a rolled-back bet, and answers replays with the first result', async () => {
    const player = await fundedPlayer(1_000n);
    const placed = bet(player.id, 300, 'cancelled');
    await call('bet', placed);
    const cancel = rollback(player.id, 'cancelled');
    const cancelled = await call('rollback', cancel);
    expect(cancelled.json()).toMatchObject({ balance: 1_000, replayed: false });

    const late = await call('win', win(player.id, 900, 'cancelled'));
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: ErrorCode.WalletBetRolledBack });

    const again = await call('rollback', cancel);
    expect(again.json()).toMatchObject({
      replayed: true,
      transactionId: cancelled.json<{ transactionId: string }>().transactionId,
      balance: 1_000,
    });
    const betAgain = await call('bet', placed);
    expect(betAgain.statusCode).toBe(200);
    expect(betAgain.json()).toMatchObject({ replayed: true, balance: 1_000 });
    expect(await balanceOf(player.id)).toBe(1_000);
  });

  it('records a rollback that arrives before its bet, and refuses the bet when it comes', async () => {
    const player = await fundedPlayer(1_000n);
    const early = await call('rollback', rollback(player.id, 'timed-out'));
    expect(early.statusCode).toBe(200);
    expect(early.json()).toMatchObject({ balance: 1_000, replayed: false });
    expect(early.json()).not.toHaveProperty('transactionId');

    const refused = await call('bet', bet(player.id, 300, 'timed-out'));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: ErrorCode.WalletBetRolledBack });
    expect(await balanceOf(player.id)).toBe(1_000);
    expect((await call('rollback', rollback(player.id, 'timed-out'))).json()).toMatchObject({
      balance: 1_000,
      replayed: true,
    });
  });

  it('applies exactly one of a win and a rollback of one bet sent in parallel', async () => {
    const player = await fundedPlayer(10_000n);
    let expected = 10_000;
    for (let round = 0; round < 8; round++) {
      const id = `race-${round}`;
      await call('bet', bet(player.id, 100, id));
      const [won, cancelled] = await Promise.all([
        call('win', win(player.id, 250, id)),
        call('rollback', rollback(player.id, id)),
      ]);
      expect([won.statusCode, cancelled.statusCode].sort()).toEqual([200, 409]);
      expected += won.statusCode === 200 ? 150 : 0;
    }
    expect(await balanceOf(player.id)).toBe(expected);
    expect((await verifyLedger(testApp().database.db)).problems).toEqual([]);
  });

  it('answers any sequence of bets, wins, rollbacks and replays as the round states say', async () => {
    type State = 'absent' | 'open' | 'won' | 'rolled_back' | 'void';
    const op = fc.record({
      kind: fc.constantFrom('bet', 'win', 'rollback'),
      round: fc.integer({ min: 0, max: 2 }),
      /** Which of two transaction ids: the same one again is a replay. */
      copy: fc.integer({ min: 0, max: 1 }),
    });
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 10 }), async (ops) => {
        const funding = 1_000;
        const player = await fundedPlayer(BigInt(funding));
        const prefix = `p${++run}-${player.id}`;
        const stake = [400, 300, 500];
        const states: State[] = ['absent', 'absent', 'absent'];
        const posted = new Set<string>();
        let balance = funding;
        for (const { kind, round, copy } of ops) {
          const betId = `${prefix}-b${round}`;
          const state = states[round]!;
          if (kind === 'bet') {
            const response = await call('bet', bet(player.id, stake[round]!, betId));
            if (state === 'void') {
              expect(response.json()).toMatchObject({ code: ErrorCode.WalletBetRolledBack });
            } else if (state !== 'absent') {
              expect(response.json()).toMatchObject({ replayed: true });
            } else if (balance < stake[round]!) {
              expect(response.json()).toMatchObject({ code: ErrorCode.WalletInsufficientFunds });
            } else {
              expect(response.json()).toMatchObject({ replayed: false });
              balance -= stake[round]!;
              states[round] = 'open';
            }
          } else if (kind === 'win') {
            const winId = `${betId}-w${copy}`;
            const response = await call('win', win(player.id, 50 + copy, betId, winId));
            if (state === 'absent') {
              expect(response.json()).toMatchObject({ code: ErrorCode.WalletUnknownReference });
            } else if (state === 'rolled_back' || state === 'void') {
              expect(response.json()).toMatchObject({ code: ErrorCode.WalletBetRolledBack });
            } else {
              expect(response.json()).toMatchObject({ replayed: posted.has(winId) });
              if (!posted.has(winId)) balance += 50 + copy;
              posted.add(winId);
              states[round] = 'won';
            }
          } else {
            const response = await call(
              'rollback',
              rollback(player.id, betId, `${betId}-r${copy}`),
            );
            if (state === 'won') {
              expect(response.json()).toMatchObject({ code: ErrorCode.WalletRoundSettled });
            } else {
              expect(response.json()).toMatchObject({
                replayed: state === 'rolled_back' || state === 'void',
              });
              if (state === 'open') balance += stake[round]!;
              if (state === 'open') states[round] = 'rolled_back';
              if (state === 'absent') states[round] = 'void';
            }
          }
          expect(await balanceOf(player.id)).toBe(balance);
        }
      }),
      { numRuns: 12 },
    );
    expect((await verifyLedger(testApp().database.db)).problems).toEqual([]);
  });
});

describe('game wallet amounts', () => {
  it('refuses amounts past the currency maximum: three wins of 2^53 - 1 move nothing', async () => {
    const player = await fundedPlayer(1_000n);
    for (let n = 0; n < 3; n++) {
      const response = await call('win', { ...bet(player.id, Number.MAX_SAFE_INTEGER) });
      expect(response.statusCode).toBe(400);
    }
    const tooBig = await call('bet', bet(player.id, 10_000_000_000));
    expect(tooBig.statusCode).toBe(400);
    expect(await balanceOf(player.id)).toBe(1_000);
    const profile = await testApp().app.inject({
      method: 'GET',
      url: '/api/v1/users/profile',
      headers: { authorization: `Bearer ${player.token}` },
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({ user: { balance: { balance: 1_000 } } });
  });

  it('answers a balance past 2^53 exactly, as decimal digits, and lets it be played down', async () => {
    const player = await fundedPlayer(0n);
    // A balance written before amounts were capped: posted as the ledger would, in raw SQL.
    const legacy = 27_021_597_764_222_973n;
    await testApp().database.sql.transaction(async (tx) => {
      const [account] = await tx.query<{ id: number }>(
        `insert into wallet_accounts (user_id, kind, currency_code, balance)
         values ($1, 'real', 'INR', $2) on conflict do nothing returning id`,
        [player.id, legacy.toString()],
      );
      const [house] = await tx.query<{ id: number }>(
        `insert into wallet_accounts (kind, currency_code, key) values ('game_house', 'INR', 'legacy')
         returning id`,
      );
      const [posted] = await tx.query<{ id: number }>(
        `insert into wallet_transactions (idempotency_key, kind, user_id, currency_code, fingerprint)
         values ($1, 'win', $2, 'INR', 'legacy') returning id`,
        [`legacy-${player.id}`, player.id],
      );
      await tx.query(
        `insert into wallet_entries (transaction_id, account_id, amount, balance_after)
         values ($1, $2, $3, $3), ($1, $4, $5, null)`,
        [posted!.id, account!.id, legacy.toString(), house!.id, (-legacy).toString()],
      );
    });

    expect(await balanceOf(player.id)).toBe('27021597764222973');
    const profile = await testApp().app.inject({
      method: 'GET',
      url: '/api/v1/users/profile',
      headers: { authorization: `Bearer ${player.token}` },
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({ user: { balance: { balance: '27021597764222973' } } });

    const placed = await call('bet', bet(player.id, 1_000, 'legacy-bet'));
    expect(placed.statusCode).toBe(200);
    expect(placed.json()).toMatchObject({ balance: '27021597764221973' });
    const credited = await call('win', win(player.id, 5_000, 'legacy-bet'));
    expect(credited.statusCode).toBe(409);
    expect(credited.json()).toMatchObject({ code: ErrorCode.WalletBalanceLimit });
    expect((await verifyLedger(testApp().database.db)).problems).toEqual([]);
  });
});

describe('game wallet rounds placed before round rows existed (migration 0011)', () => {
  it('are given the state their ledger movements tell: won, rolled back or open', async () => {
    const player = await fundedPlayer(1_000n);
    await call('bet', bet(player.id, 100, 'old-won'));
    await call('win', win(player.id, 300, 'old-won'));
    await call('bet', bet(player.id, 100, 'old-cancelled'));
    await call('rollback', rollback(player.id, 'old-cancelled'));
    await call('bet', bet(player.id, 100, 'old-open'));

    const { sql } = testApp().database;
    await sql.query('delete from game_wallet_rounds where user_id = $1', [player.id]);
    const migration = readFileSync(
      new URL('../../../drizzle/0011_game_wallet_rounds.sql', import.meta.url),
      'utf8',
    );
    const backfill = migration.split('--> statement-breakpoint').at(-1)!;
    await sql.query(backfill);

    const rows = await sql.query<{ bet_transaction_id: string; state: string }>(
      `select bet_transaction_id, state from game_wallet_rounds where user_id = $1
       order by bet_transaction_id`,
      [player.id],
    );
    expect(rows).toEqual([
      { bet_transaction_id: 'old-cancelled', state: 'rolled_back' },
      { bet_transaction_id: 'old-open', state: 'open' },
      { bet_transaction_id: 'old-won', state: 'won' },
    ]);
    const refused = await call('rollback', rollback(player.id, 'old-won'));
    expect(refused.json()).toMatchObject({ code: ErrorCode.WalletRoundSettled });
  });
});

describe('game wallet answers', () => {
  it('pass through the response schema: fields the service adds are not sent', async () => {
    const answer = {
      statusCode: 200 as const,
      currency: 'INR' as const,
      balance: 700,
      bonusBalance: 0,
      transactionId: '41',
      replayed: false,
    };
    // The routes on a bare server, over a service whose answers carry internal ledger fields.
    const leaky = async () => ({ ...answer, accountId: 9, key: 'game:studio:b-1', userId: 3 });
    const gameWallet = {
      balance: leaky,
      bet: leaky,
      win: leaky,
      rollback: leaky,
    } as unknown as GameWalletService;
    const app = Fastify().withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(gameWalletRoutes, { gameWallet, secrets: { studio: secret } });

    const bodies = {
      balance: { playerId: 3, currency: 'INR' },
      bet: bet(3, 300, 'b-1'),
      win: { ...bet(3, 900, 'w-1'), betTransactionId: 'b-1' },
      rollback: {
        playerId: 3,
        currency: 'INR',
        transactionId: 'r-1',
        betTransactionId: 'b-1',
        roundId: 'round-b-1',
      },
    };
    for (const [action, payload] of Object.entries(bodies)) {
      const body = JSON.stringify(payload);
      const response = await app.inject({
        method: 'POST',
        url: `/api/v1/game-wallet/studio/${action}`,
        headers: { 'content-type': 'application/json', 'x-signature': signBody(secret, body) },
        payload: body,
      });
      expect(response.statusCode, action).toBe(200);
      expect(response.json(), action).toEqual(answer);
    }
    await app.close();
  });
});
