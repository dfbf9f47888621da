import { ErrorCode } from '@jackdaw/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper.js';
import { fundedPlayer, openSession, playCall, spinOk } from '../../../test/play.js';
import { createLedger } from '../wallet/index.js';

const testApp = useTestApp();
const app = () => testApp().app;

const rounds = (sessionToken: string, take?: number) =>
  playCall(
    app(),
    '/play/session/rounds',
    take === undefined ? { sessionToken } : { sessionToken, take },
  );

describe('POST /play/session/rounds (the game client’s last rounds)', () => {
  it("lists the player's real rounds of the session's game, newest first, with the balance", async () => {
    const player = await fundedPlayer(app(), testApp().database, 1_000_000n);
    const other = await fundedPlayer(app(), testApp().database, 1_000_000n);
    const fruit = await openSession(app(), 'fruit-classic', player.token, 'real');
    const first = await spinOk(app(), { sessionToken: fruit.sessionToken, bet: 1000 });
    const second = await spinOk(app(), { sessionToken: fruit.sessionToken, bet: 2000 });
    // Another game of the same player and the same game of another player stay out.
    const jungle = await openSession(app(), 'jungle-ways', player.token, 'real');
    await spinOk(app(), { sessionToken: jungle.sessionToken, bet: 1000 });
    const theirs = await openSession(app(), 'fruit-classic', other.token, 'real');
    await spinOk(app(), { sessionToken: theirs.sessionToken, bet: 1000 });

    // A session opened later (the game page opened again) still lists the earlier rounds.
    const later = await openSession(app(), 'fruit-classic', player.token, 'real');
    const response = await rounds(later.sessionToken);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.rounds.map((round: { roundId: string }) => round.roundId)).toEqual([
      second.roundId,
      first.roundId,
    ]);
    expect(body.rounds[0]).toMatchObject({
      titleId: 'fruit-classic',
      mode: 'real',
      currency: 'INR',
      bet: 2000,
      win: second.roundWin,
      balanceAfter: second.balance,
    });
    const accounts = (await createLedger(testApp().database.sql).balances(player.id)).get('INR');
    expect(body.balance).toBe(
      Number((accounts?.get('real') ?? 0n) + (accounts?.get('bonus_casino') ?? 0n)),
    );
    const one = await rounds(later.sessionToken, 1);
    expect(one.json().rounds).toHaveLength(1);
  });

  it('lists a demo session’s own rounds and its play money', async () => {
    const demo = await openSession(app(), 'fruit-classic');
    const otherDemo = await openSession(app(), 'fruit-classic');
    const spin = await spinOk(app(), { sessionToken: demo.sessionToken, bet: 20 });
    await spinOk(app(), { sessionToken: otherDemo.sessionToken, bet: 20 });
    const body = (await rounds(demo.sessionToken)).json();
    expect(body.rounds).toHaveLength(1);
    expect(body.rounds[0]).toMatchObject({ roundId: spin.roundId, mode: 'demo', bet: 20 });
    expect(body.balance).toBe(spin.balance);
  });

  it('refuses an unknown session and a take out of range', async () => {
    const unknown = await rounds('x'.repeat(43));
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().code).toBe(ErrorCode.PlaySessionInvalid);
    const demo = await openSession(app(), 'fruit-classic');
    for (const take of [0, 51]) {
      const refused = await rounds(demo.sessionToken, take);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().code).toBe(ErrorCode.RequestInvalid);
    }
  });
});
