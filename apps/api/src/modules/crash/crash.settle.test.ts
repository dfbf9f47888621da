import { ErrorCode } from '@jackdaw/contracts';
import { crashWin, elapsedAt, multiplierAt } from '@jackdaw/games';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper.js';
import { fundedPlayer } from '../../../test/play.js';
import { createLedger, verifyLedger } from '../wallet/index.js';
import type { CrashActor } from './crash.service.js';
import {
  betId,
  crashConfig,
  driveByHand,
  fastForward,
  flyingRound,
  openCrash,
} from './crash.test-kit.js';

const testApp = useTestApp({ config: crashConfig() });
const app = () => testApp().app;
const crash = () => testApp().app.crash;
const database = () => testApp().database;
let drive: Awaited<ReturnType<typeof driveByHand>>;

const DEPOSIT = 10_000_000n;
/** A fixed pseudo-random sequence (the test is the same every run). */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

async function players(count: number, sessionsEach: number) {
  const all: { userId: number; actors: CrashActor[] }[] = [];
  for (let i = 0; i < count; i += 1) {
    const player = await fundedPlayer(app(), database(), DEPOSIT);
    const actors: CrashActor[] = [];
    for (let s = 0; s < sessionsEach; s += 1) {
      const session = await openCrash(app(), player.token);
      actors.push(await crash().session(session.sessionToken));
    }
    all.push({ userId: player.id, actors });
  }
  return all;
}

/** Ends the flying round at its result (its take-off moved back to the crash moment). */
async function endAtResult() {
  const flying = (await flyingRound(database()))!;
  await fastForward(database(), elapsedAt(flying.result));
  expect(await drive.end()).toBe(0);
  return flying;
}

beforeAll(async () => {
  drive = await driveByHand(app(), database(), testApp().config);
});

describe('crash settlement', () => {
  it('settles 1,000 bets with random auto targets to exactly what the results imply', async () => {
    const next = random(23);
    const everyone = await players(25, 2);
    const expected = new Map<number, bigint>(everyone.map(({ userId }) => [userId, DEPOSIT]));
    let bets = 0;
    let wins = 0n;
    for (let round = 0; round < 10; round += 1) {
      await drive.open();
      const placed: { id: string; userId: number; amount: bigint; target: number }[] = [];
      for (const { userId, actors } of everyone) {
        for (const actor of actors) {
          for (const panel of [1, 2] as const) {
            const amount = BigInt(1_000 + Math.floor(next() * 49) * 1_000);
            // Mostly low targets (often reached), some far (rarely reached).
            const target = 101 + Math.floor(next() ** 3 * 2_000);
            const id = betId();
            await crash().bet(actor, {
              betId: id,
              panel,
              amount: Number(amount),
              autoCashOut: target,
            });
            placed.push({ id, userId, amount, target });
          }
        }
      }
      await drive.takeOff();
      const { result } = await endAtResult();
      for (const bet of placed) {
        const win = bet.target <= result ? crashWin(bet.amount, bet.target) : 0n;
        expected.set(bet.userId, expected.get(bet.userId)! - bet.amount + win);
        wins += win;
        bets += 1;
      }
      const stored = await database().sql.query<{ id: string; status: string; win: string }>(
        `select id, status, win::text as win from crash_bets where round_id = (
           select max(id) from crash_rounds)`,
      );
      const byId = new Map(stored.map((row) => [row.id, row]));
      for (const bet of placed) {
        const reached = bet.target <= result;
        expect(byId.get(bet.id)).toMatchObject({
          status: reached ? 'cashed' : 'lost',
          win: String(reached ? crashWin(bet.amount, bet.target) : 0n),
        });
      }
    }
    expect(bets).toBe(1_000);
    expect(wins).toBeGreaterThan(0n);
    const ledger = createLedger(database().sql);
    for (const [userId, balance] of expected) {
      expect(await ledger.spendable(userId, 'INR')).toBe(balance);
    }
    const [paid] = await database().sql.query<{ total: string }>(
      "select coalesce(sum(win), 0)::text as total from crash_bets where status = 'cashed'",
    );
    expect(BigInt(paid!.total)).toBe(wins);
    expect((await verifyLedger(database().db)).problems).toEqual([]);
  }, 120_000);

  it('pays no manual cash-out at or after the crash moment', async () => {
    // A round that flies past 1.50×, so cash-outs land on both sides of a moving multiplier.
    let flying = undefined as Awaited<ReturnType<typeof flyingRound>>;
    for (;;) {
      await drive.open();
      await drive.takeOff();
      flying = (await flyingRound(database()))!;
      if (flying.result >= 150) break;
      await endAtResult();
    }
    await endAtResult();
    await drive.open();
    const everyone = await players(10, 2);
    const ids: { id: string; actor: CrashActor }[] = [];
    for (const { actors } of everyone) {
      for (const actor of actors) {
        for (const panel of [1, 2] as const) {
          const id = betId();
          await crash().bet(actor, { betId: id, panel, amount: 10_000, autoCashOut: null });
          ids.push({ id, actor });
        }
      }
    }
    await drive.takeOff();
    flying = (await flyingRound(database()))!;
    const crashAt = elapsedAt(flying.result);
    // 150 ms before the crash moment; the cash-outs go out over the next 300 ms.
    await fastForward(database(), Math.max(0, crashAt - 150 - flying.elapsed));
    const outcomes = await Promise.all([
      ...ids.map(
        ({ id, actor }, i) =>
          new Promise<{ id: string; paid?: number; refused?: string }>((resolve) => {
            setTimeout(() => {
              crash()
                .cashOut(actor, id)
                .then(
                  (answer) => resolve({ id, paid: answer.bet.cashedOutAt! }),
                  (error: { code: string }) => resolve({ id, refused: error.code }),
                );
            }, i * 8);
          }),
      ),
      (async (): Promise<{ id: string; paid?: number; refused?: string }> => {
        for (let left = await drive.end(); left > 0; left = await drive.end()) {
          await new Promise((resolve) => setTimeout(resolve, left));
        }
        return { id: '', refused: 'end' };
      })(),
    ]);
    const stored = await database().sql.query<{
      id: string;
      status: string;
      cashed_out_at: number;
    }>(`select id, status, cashed_out_at from crash_bets where round_id = $1`, [flying.id]);
    for (const row of stored) {
      const outcome = outcomes.find((entry) => entry.id === row.id)!;
      if (row.status === 'cashed') {
        expect(outcome.paid).toBe(row.cashed_out_at);
        expect(row.cashed_out_at).toBeLessThan(flying.result);
        expect(elapsedAt(row.cashed_out_at)).toBeLessThan(crashAt);
      } else {
        expect(row.status).toBe('lost');
        expect(outcome.refused).toBe(ErrorCode.CrashTooLate);
      }
    }
    expect(stored).toHaveLength(ids.length);
    expect(multiplierAt(crashAt)).toBeGreaterThanOrEqual(flying.result);
    expect((await verifyLedger(database().db)).problems).toEqual([]);
  }, 60_000);
});
