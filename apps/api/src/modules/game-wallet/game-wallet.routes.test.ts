import { ErrorCode, gameWalletResponseSchema } from '@jackdaw/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { useTestApp } from '../../../test/helper.js';
import { registerPlayer } from '../../../test/players.js';
import { users } from '../users/users.schema.js';
import { createLedger } from '../wallet/ledger.js';
import { verifyLedger } from '../wallet/ledger-verify.js';
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

  it('cancels a bet once, and refuses to cancel an unknown one', async () => {
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
    const unknown = await call('rollback', { ...rollback, betTransactionId: 'never-placed' });
    expect(unknown.statusCode).toBe(404);
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
