import { ErrorCode } from '@jackdaw/contracts';
import { elapsedAt } from '@jackdaw/games';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper.js';
import { fundedPlayer } from '../../../test/play.js';
import {
  betId,
  crashConfig,
  ensureAviator,
  fastForward,
  flyingRound,
  launch,
  post,
} from './crash.test-kit.js';

const testApp = useTestApp({ config: crashConfig() });
const app = () => testApp().app;
const get = (url: string) => app().inject({ method: 'GET', url: `/api/v1${url}` });

beforeAll(async () => {
  await ensureAviator(testApp().database);
});

describe('crash calls', () => {
  it('answers 503 before the chain exists, without using up the launch', async () => {
    const player = await fundedPlayer(app(), testApp().database, 100_000n);
    const token = await launch(app(), 'aviator', player.token);
    const early = await post(app(), '/crash/sessions', { launchToken: token });
    expect(early.statusCode).toBe(503);
    expect(early.json().code).toBe(ErrorCode.CrashNotReady);
    expect((await get('/crash/fairness')).json().code).toBe(ErrorCode.CrashNotReady);

    const { crash } = testApp().config;
    await app().crash.chain.ensure({
      length: crash.chainLength,
      salt: crash.salt,
      seed: crash.chainSeed,
    });
    const session = await post(app(), '/crash/sessions', { launchToken: token });
    expect(session.statusCode).toBe(200);
    const fairness = (await get('/crash/fairness')).json().fairness;
    expect(session.json().fairness).toEqual(fairness);

    // Three rounds played by hand, one bet in the second.
    const drive = app().crash.engine.drive;
    await drive.claim();
    const actor = await app().crash.session(session.json().sessionToken);
    const id = betId();
    for (let round = 1; round <= 3; round += 1) {
      await drive.open();
      if (round === 2) {
        await app().crash.bet(actor, { betId: id, panel: 1, amount: 1_000, autoCashOut: null });
      }
      await drive.takeOff();
      await fastForward(
        testApp().database,
        elapsedAt((await flyingRound(testApp().database))!.result),
      );
      expect(await drive.end()).toBe(0);
    }
    const rounds = (await get('/crash/rounds?take=2')).json().rounds;
    expect(rounds.map((round: { roundId: number }) => round.roundId)).toEqual([3, 2]);
    const older = (await get('/crash/rounds?before=2')).json().rounds;
    expect(older.map((round: { roundId: number }) => round.roundId)).toEqual([1]);
    const detail = (await get('/crash/rounds/2')).json().round;
    expect(detail).toMatchObject({ roundId: 2, bets: 1, interrupted: false });
    expect((await get('/crash/rounds/4')).statusCode).toBe(404);
    expect((await get('/crash/rounds?take=0')).statusCode).toBe(400);

    const mine = await post(app(), '/crash/session/bets', {
      sessionToken: session.json().sessionToken,
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({
      bets: [{ betId: id, roundId: 2, status: 'lost' }],
      balance: 99_000,
    });
    const bad = await post(app(), '/crash/session/bets', { sessionToken: 'x'.repeat(43) });
    expect(bad.statusCode).toBe(401);
    expect(bad.json().code).toBe(ErrorCode.PlaySessionInvalid);
  });
});
