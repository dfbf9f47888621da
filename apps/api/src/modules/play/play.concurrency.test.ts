import { randomUUID } from 'node:crypto';
import { ErrorCode } from '@jackdaw/contracts';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import type { DatabaseHandle } from '../../db/client.js';
import { createTestApp } from '../../../test/helper.js';
import {
  fundedPlayer,
  openSession,
  playCall,
  QUIET_SEEDS,
  setSeeds,
  spinOk,
  VECTOR_SEEDS,
} from '../../../test/play.js';
import { createLedger, verifyLedger } from '../wallet/index.js';

/** A first spin drawn from seeds under which it awards no free spins (they would hold the rest). */
async function quietFirstSpin(
  { app, database }: { app: FastifyInstance; database: DatabaseHandle },
  userId: number,
  sessionToken: string,
) {
  await setSeeds(database, userId, QUIET_SEEDS);
  const first = await spinOk(app, { sessionToken, bet: 1000 });
  expect(first.freeSpins).toBeNull();
  return first;
}

describe('play under load and across restarts', () => {
  it('never overdraws with 100 parallel spins from one player', async () => {
    const testApp = await createTestApp();
    try {
      const { app, database } = testApp;
      const player = await fundedPlayer(app, database, 40_000n);
      const session = await openSession(app, 'dragons-hoard', player.token);
      // One spin first (quiet seeds), so the parallel ones race on a pair that exists.
      const first = await quietFirstSpin(testApp, player.id, session.sessionToken);
      const responses = await Promise.all(
        Array.from({ length: 100 }, () =>
          playCall(app, '/play/spin', {
            sessionToken: session.sessionToken,
            roundId: randomUUID(),
            bet: 1000,
          }),
        ),
      );
      const played = [
        first,
        ...responses
          .filter((response) => response.statusCode === 200)
          .map((response) => response.json()),
      ];
      for (const response of responses) {
        if (response.statusCode === 200) continue;
        expect(response.statusCode, response.body).toBe(409);
        // Short of money, or a spin before it awarded free spins, to be played first.
        expect([ErrorCode.WalletInsufficientFunds, ErrorCode.PlayFreeSpinsPending]).toContain(
          response.json().code,
        );
      }
      expect(played.length).toBeGreaterThan(0);
      const wins = played.reduce((sum, answer) => sum + answer.win, 0);
      const balance = (await createLedger(database.sql).balances(player.id)).get('INR');
      expect(balance?.get('real')).toBe(BigInt(40_000 - played.length * 1000 + wins));

      const rounds = await database.sql.query<{ nonce: number }>(
        'select nonce from play_rounds where user_id = $1 order by nonce',
        [player.id],
      );
      expect(rounds.map((round) => Number(round.nonce))).toEqual(
        Array.from({ length: played.length }, (_, index) => index),
      );
      // No paid round after one that awarded free spins (none were played here).
      const triggered = await database.sql.query<{ nonce: number }>(
        `select nonce from play_rounds where user_id = $1 and status = 'free_spins'`,
        [player.id],
      );
      expect(triggered.length).toBeLessThanOrEqual(1);
      if (triggered[0]) expect(Number(triggered[0].nonce)).toBe(played.length - 1);
      const report = await verifyLedger(database.db);
      expect(report.problems).toEqual([]);
    } finally {
      await testApp.close();
    }
  });

  it('moves money once when one round id arrives 20 times at once', async () => {
    const testApp = await createTestApp();
    try {
      const { app, database } = testApp;
      const player = await fundedPlayer(app, database, 100_000n);
      const session = await openSession(app, 'jungle-ways', player.token);
      const first = await quietFirstSpin(testApp, player.id, session.sessionToken);
      const roundId = randomUUID();
      const responses = await Promise.all(
        Array.from({ length: 20 }, () =>
          playCall(app, '/play/spin', { sessionToken: session.sessionToken, roundId, bet: 1000 }),
        ),
      );
      for (const response of responses) expect(response.statusCode, response.body).toBe(200);
      const answers = responses.map((response) => response.json());
      expect(answers.filter((answer) => !answer.replayed)).toHaveLength(1);
      for (const answer of answers) expect(answer.outcome).toEqual(answers[0].outcome);
      const balance = (await createLedger(database.sql).balances(player.id)).get('INR');
      expect(balance?.get('real')).toBe(BigInt(100_000 - 2000 + first.win + answers[0].win));
      const keys = await database.sql.query<{ idempotency_key: string }>(
        `select idempotency_key from wallet_transactions where idempotency_key like $1`,
        [`round:${roundId}:%`],
      );
      expect(keys.length).toBe(answers[0].win > 0 ? 2 : 1);
      expect((await verifyLedger(database.db)).problems).toEqual([]);
    } finally {
      await testApp.close();
    }
  });

  it('credits a free spin once when it arrives 10 times at once', async () => {
    const testApp = await createTestApp();
    try {
      const { app, database } = testApp;
      const player = await fundedPlayer(app, database, 100_000n);
      const session = await openSession(app, 'fruit-classic', player.token);
      await setSeeds(database, player.id, VECTOR_SEEDS);
      const base = await spinOk(app, { sessionToken: session.sessionToken, bet: 1000 });
      const freeSpin = (spin: number) =>
        playCall(app, '/play/free-spin', {
          sessionToken: session.sessionToken,
          roundId: base.roundId,
          spin,
        });
      expect((await freeSpin(1)).statusCode).toBe(200);
      // The README's vector: the second free spin wins 32,000 (as the first spin's bet, 2x).
      const responses = await Promise.all(Array.from({ length: 10 }, () => freeSpin(2)));
      for (const response of responses) expect(response.statusCode, response.body).toBe(200);
      const answers = responses.map((response) => response.json());
      expect(answers.filter((answer) => !answer.replayed)).toHaveLength(1);
      for (const answer of answers) expect(answer.win).toBe(32_000);
      const balance = (await createLedger(database.sql).balances(player.id)).get('INR');
      expect(balance?.get('real')).toBe(BigInt(100_000 - 1000 + 4200 + 5000 + 32_000));
      expect((await verifyLedger(database.db)).problems).toEqual([]);
    } finally {
      await testApp.close();
    }
  });

  it('resumes free spins after the server is built again on the same database', async () => {
    const first = await createTestApp();
    const { database, config } = first;
    let app = first.app;
    try {
      const player = await fundedPlayer(app, database, 100_000n);
      const session = await openSession(app, 'fruit-classic', player.token);
      await setSeeds(database, player.id, VECTOR_SEEDS);
      const base = await spinOk(app, { sessionToken: session.sessionToken, bet: 1000 });
      expect(base.freeSpins?.remaining).toBe(10);
      const wins: number[] = [];
      for (let spin = 1; spin <= 3; spin++) {
        const response = await playCall(app, '/play/free-spin', {
          sessionToken: session.sessionToken,
          roundId: base.roundId,
          spin,
        });
        expect(response.statusCode, response.body).toBe(200);
        wins.push(response.json().win);
      }

      await app.close();
      app = await buildApp({ config, database, logger: false });
      await app.ready();

      const reopened = await openSession(app, 'fruit-classic', player.token);
      expect(reopened.freeSpins).toMatchObject({
        roundId: base.roundId,
        played: 3,
        remaining: 7,
        win: 5000 + 32_000 + 800,
      });
      for (let spin = 4; spin <= 10; spin++) {
        const response = await playCall(app, '/play/free-spin', {
          sessionToken: spin % 2 ? session.sessionToken : reopened.sessionToken,
          roundId: base.roundId,
          spin,
        });
        expect(response.statusCode, response.body).toBe(200);
        wins.push(response.json().win);
      }
      expect(wins).toEqual([5000, 32_000, 800, 400, 0, 0, 15_000, 5800, 0, 0]);
      const after = await openSession(app, 'fruit-classic', player.token);
      expect(after).toMatchObject({ freeSpins: null, balance: 100_000 - 1000 + 63_200 });
      expect((await verifyLedger(database.db)).problems).toEqual([]);
    } finally {
      await app.close();
      await database.close();
    }
  });

  it('rotates seeds once per call when rotations and client seed changes arrive at once', async () => {
    const testApp = await createTestApp();
    try {
      const { app, database } = testApp;
      const player = await fundedPlayer(app, database, 0n);
      const seeds = await app.inject({
        url: '/api/v1/play/seeds?family=slots',
        headers: { authorization: `Bearer ${player.token}` },
      });
      expect(seeds.statusCode, seeds.body).toBe(200);
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const answers = await Promise.all([
          playCall(app, '/play/seeds/rotate', {}, player.token),
          playCall(app, '/play/seeds/rotate', { clientSeed: `seed-${attempt}` }, player.token),
          app.inject({
            method: 'PUT',
            url: '/api/v1/play/seeds/client-seed',
            headers: { authorization: `Bearer ${player.token}` },
            payload: { clientSeed: `other-${attempt}` },
          }),
        ]);
        for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
        // Each rotation retired a pair of its own: the two revealed server seeds differ.
        const [first, second] = answers.map((answer) => answer.json().revealed?.serverSeed);
        expect(first).not.toBe(second);
      }
      const [pairs] = await database.sql.query<{ active: string; retired: string }>(
        `select count(*) filter (where active) as active, count(*) filter (where not active) as retired
         from play_seed_pairs where user_id = $1`,
        [player.id],
      );
      expect(Number(pairs?.active)).toBe(1);
      expect(Number(pairs?.retired)).toBe(10);
    } finally {
      await testApp.close();
    }
  });
});
