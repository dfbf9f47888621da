import { randomUUID } from 'node:crypto';
import { ErrorCode } from '@jackdaw/contracts';
import { describe, expect, it } from 'vitest';
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

const testApp = useTestApp();
const app = () => testApp().app;
const password = 'Str0ng-pass';

function changePassword(token: string, newPassword: string) {
  return app().inject({
    method: 'PATCH',
    url: '/api/v1/auth/password/change',
    headers: { authorization: `Bearer ${token}` },
    remoteAddress: nextAddress(),
    payload: { password, newPassword, repeatNewPassword: newPassword },
  });
}

async function expectSessionRevoked(sessionToken: string) {
  const spin = await playCall(app(), '/play/spin', {
    sessionToken,
    roundId: randomUUID(),
    bet: 1000,
  });
  expect(spin.statusCode, spin.body).toBe(401);
  expect(spin.json().code).toBe(ErrorCode.PlaySessionInvalid);
  for (const url of ['/play/session/seeds', '/play/session/rotate']) {
    const call = await playCall(app(), url, { sessionToken });
    expect(call.statusCode, `${url}: ${call.body}`).toBe(401);
  }
}

describe('a password change revokes play sessions and launch tokens', () => {
  it('refuses spins of a session opened before the change, spun or not', async () => {
    const player = await fundedPlayer(app(), testApp().database, 1_000_000n);
    // A session that has spun, and one that never did: both end with the change.
    const spun = await openSession(app(), 'fruit-classic', player.token);
    // Seeds under which these rounds award no free spins (a feature would hold the next spin).
    await setSeeds(testApp().database, player.id, QUIET_SEEDS);
    await spinOk(app(), { sessionToken: spun.sessionToken, bet: 1000 });
    await spinOk(app(), { sessionToken: spun.sessionToken, bet: 1000 });
    const fresh = await openSession(app(), 'fruit-classic', player.token);
    const demo = await openSession(app(), 'fruit-classic', player.token, 'demo');
    const unusedLaunch = await launchToken(app(), 'fruit-classic', player.token);

    const changed = await changePassword(player.token, 'N3w-password');
    expect(changed.statusCode, changed.body).toBe(200);

    await expectSessionRevoked(spun.sessionToken);
    await expectSessionRevoked(fresh.sessionToken);
    await expectSessionRevoked(demo.sessionToken);
    const redeemed = await playCall(app(), '/play/sessions', { launchToken: unusedLaunch });
    expect(redeemed.statusCode, redeemed.body).toBe(404);
    expect(redeemed.json().code).toBe(ErrorCode.GameLaunchInvalid);

    // The new token opens a session that plays.
    const { authToken } = changed.json() as { authToken: string };
    const next = await openSession(app(), 'fruit-classic', authToken);
    await spinOk(app(), { sessionToken: next.sessionToken, bet: 1000 });
    await spinOk(app(), { sessionToken: next.sessionToken, bet: 1000 });
  });

  it('refuses a session opened before a password reset by recovery link', async () => {
    const player = await fundedPlayer(app(), testApp().database, 1_000_000n);
    const session = await openSession(app(), 'fruit-classic', player.token);
    await setSeeds(testApp().database, player.id, QUIET_SEEDS);
    await spinOk(app(), { sessionToken: session.sessionToken, bet: 1000 });
    await spinOk(app(), { sessionToken: session.sessionToken, bet: 1000 });
    const [user] = await testApp().database.sql.query<{ token_version: number }>(
      'select token_version from users where id = $1',
      [player.id],
    );
    const recovery = app().issueToken(
      { id: player.id, tokenVersion: Number(user!.token_version) },
      'recovery',
    );
    const reset = await app().inject({
      method: 'PATCH',
      url: '/api/v1/auth/email_password_reset',
      remoteAddress: nextAddress(),
      payload: { token: recovery, password: 'Rec0vered-pass', repeatPassword: 'Rec0vered-pass' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    await expectSessionRevoked(session.sessionToken);
  });

  it('refuses the free spins of a feature to a session opened before the change', async () => {
    const player = await fundedPlayer(app(), testApp().database, 1_000_000n);
    const session = await openSession(app(), 'fruit-classic', player.token);
    await setSeeds(testApp().database, player.id, VECTOR_SEEDS);
    const base = await spinOk(app(), { sessionToken: session.sessionToken, bet: 1000 });
    expect(base.freeSpins).toMatchObject({ remaining: 10, played: 0 });
    const freeSpin = (sessionToken: string, spin: number) =>
      playCall(app(), '/play/free-spin', { sessionToken, roundId: base.roundId, spin });
    // The first free spin plays; the second is asked for after the change.
    expect((await freeSpin(session.sessionToken, 1)).statusCode).toBe(200);

    const changed = await changePassword(player.token, 'N3w-password');
    expect(changed.statusCode, changed.body).toBe(200);
    const refused = await freeSpin(session.sessionToken, 2);
    expect(refused.statusCode, refused.body).toBe(401);
    expect(refused.json().code).toBe(ErrorCode.PlaySessionInvalid);

    // The feature waits for the player's next session, which plays it on.
    const { authToken } = changed.json() as { authToken: string };
    const next = await openSession(app(), 'fruit-classic', authToken);
    expect(next.freeSpins).toMatchObject({ roundId: base.roundId, played: 1 });
    const resumed = await freeSpin(next.sessionToken, 2);
    expect(resumed.statusCode, resumed.body).toBe(200);
  });
});
