import { randomUUID } from 'node:crypto';
import { ErrorCode, type OriginalsRoundResponse } from '@jackdaw/contracts';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { createTestApp } from '../../../test/helper.js';
import { fundedPlayer } from '../../../test/play.js';
import { createLedger, verifyLedger } from '../wallet/index.js';
import {
  actOk,
  betOk,
  openOriginal,
  originalsCall,
  plan,
  roundSeeds,
} from './originals.test-kit.js';

const DICE = { target: 5000, direction: 'over' };
const INR_MAX_WIN = 177_000_000;

describe('originals under load and across restarts', () => {
  it('never overdraws with 100 parallel dice bets from one player', async () => {
    const testApp = await createTestApp();
    try {
      const { app, database } = testApp;
      const player = await fundedPlayer(app, database, 40_000n);
      const session = await openOriginal(app, 'dice', player.token);
      const responses = await Promise.all(
        Array.from({ length: 100 }, () =>
          originalsCall(app, 'bet', {
            sessionToken: session.sessionToken,
            roundId: randomUUID(),
            bet: 1000,
            params: DICE,
          }),
        ),
      );
      const played: OriginalsRoundResponse[] = [];
      for (const response of responses) {
        if (response.statusCode === 200) {
          played.push(response.json());
          continue;
        }
        expect(response.statusCode, response.body).toBe(409);
        expect(response.json().code).toBe(ErrorCode.WalletInsufficientFunds);
      }
      expect(played.length).toBeGreaterThanOrEqual(40);
      const wins = played.reduce((sum, answer) => sum + answer.round.win, 0);
      const balance = (await createLedger(database.sql).balances(player.id)).get('INR');
      expect(balance?.get('real')).toBe(BigInt(40_000 - played.length * 1000 + wins));
      expect(balance?.get('real')).toBeGreaterThanOrEqual(0n);
      // One pair, its nonces taken one after the other, none lost to a refused bet.
      const rounds = await database.sql.query<{ nonce: number }>(
        'select nonce from play_rounds where user_id = $1 order by nonce',
        [player.id],
      );
      expect(rounds.map((round) => Number(round.nonce))).toEqual(
        Array.from({ length: played.length }, (_, index) => index),
      );
      expect((await verifyLedger(database.db)).problems).toEqual([]);
    } finally {
      await testApp.close();
    }
  });

  it('opens one mines round of many sent at once, and applies one action sent 20 times once', async () => {
    const testApp = await createTestApp();
    try {
      const { app, database } = testApp;
      const player = await fundedPlayer(app, database, 100_000n);
      const session = await openOriginal(app, 'mines', player.token);
      const opens = await Promise.all(
        Array.from({ length: 10 }, () =>
          originalsCall(app, 'bet', {
            sessionToken: session.sessionToken,
            roundId: randomUUID(),
            bet: 1000,
            params: { mines: 3 },
          }),
        ),
      );
      const opened = opens.filter((response) => response.statusCode === 200);
      expect(opened).toHaveLength(1);
      for (const response of opens) {
        if (response.statusCode !== 200) expect(response.json().code).toBe(ErrorCode.PlayRoundOpen);
      }
      const round: OriginalsRoundResponse = opened[0]!.json();
      const roundId = round.round.roundId;
      const safe = plan(
        {
          game: 'mines',
          seeds: await roundSeeds(database, roundId),
          bet: 1000,
          params: { mines: 3 },
          maxWin: INR_MAX_WIN,
        },
        [],
        true,
      );
      const actions = await Promise.all(
        Array.from({ length: 20 }, () =>
          originalsCall(app, 'action', {
            sessionToken: session.sessionToken,
            roundId,
            step: 1,
            action: safe,
          }),
        ),
      );
      for (const response of actions) expect(response.statusCode, response.body).toBe(200);
      const answers = actions.map((response) => response.json() as OriginalsRoundResponse);
      expect(answers.filter((answer) => !answer.replayed)).toHaveLength(1);
      for (const answer of answers) expect(answer.round).toEqual(answers[0]!.round);
      const cashOuts = await Promise.all(
        Array.from({ length: 10 }, () =>
          originalsCall(app, 'action', {
            sessionToken: session.sessionToken,
            roundId,
            step: 2,
            action: { type: 'cashout' },
          }),
        ),
      );
      for (const response of cashOuts) expect(response.statusCode, response.body).toBe(200);
      const win = cashOuts[0]!.json().round.win as number;
      const balance = (await createLedger(database.sql).balances(player.id)).get('INR');
      expect(balance?.get('real')).toBe(BigInt(100_000 - 1000 + win));
      expect((await verifyLedger(database.db)).problems).toEqual([]);
    } finally {
      await testApp.close();
    }
  });

  it('resumes an open round after a restart, from any session of the player', async () => {
    const first = await createTestApp();
    const { database, config } = first;
    let app = first.app;
    try {
      const player = await fundedPlayer(app, database, 100_000n);
      const session = await openOriginal(app, 'hilo', player.token);
      const opened = await betOk(app, {
        sessionToken: session.sessionToken,
        bet: 5000,
        params: {},
      });
      const roundId = opened.round.roundId;
      const round = {
        game: 'hilo' as const,
        seeds: await roundSeeds(database, roundId),
        bet: 5000,
        params: {},
        maxWin: INR_MAX_WIN,
      };
      const firstGuess = plan(round, [], true);
      const before = await actOk(app, {
        sessionToken: session.sessionToken,
        roundId,
        step: 1,
        action: firstGuess,
      });

      await app.close();
      app = await buildApp({ config, database, logger: false });
      await app.ready();

      const reopened = await openOriginal(app, 'hilo', player.token);
      expect(reopened.open).toEqual(before.round);
      expect(reopened.balance).toBe(95_000);
      const secondGuess = plan(round, [firstGuess], true);
      const after = await actOk(app, {
        sessionToken: reopened.sessionToken,
        roundId,
        step: 2,
        action: secondGuess,
      });
      expect(after.round.steps).toBe(2);
      // The old session still reaches the round; the step it sent is answered as it stands.
      const cashed = await actOk(app, {
        sessionToken: session.sessionToken,
        roundId,
        step: 3,
        action: { type: 'cashout' },
      });
      expect(cashed.round).toMatchObject({ status: 'cashed', win: after.round.win });
      const reopenedAgain = await openOriginal(app, 'hilo', player.token);
      expect(reopenedAgain).toMatchObject({ open: null, balance: 95_000 + after.round.win });
      expect((await verifyLedger(database.db)).problems).toEqual([]);
    } finally {
      await app.close();
      await database.close();
    }
  });
});
