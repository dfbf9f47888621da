import { ErrorCode, type CrashServerMessage } from '@jackdaw/contracts';
import { crashWin, elapsedAt, multiplierAt, verifyCrashRound } from '@jackdaw/games';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper.js';
import { registerPlayer } from '../../../test/players.js';
import { createBonuses } from '../bonuses/index.js';
import { createLedger, verifyLedger } from '../wallet/index.js';
import {
  betId,
  crashConfig,
  driveByHand,
  fastForward,
  flyingRound,
  launch,
  openCrash,
  post,
  realPlayer,
} from './crash.test-kit.js';

const testApp = useTestApp({ config: crashConfig() });
const app = () => testApp().app;
const crash = () => testApp().app.crash;
const database = () => testApp().database;
let drive: Awaited<ReturnType<typeof driveByHand>>;
const messages: { message: CrashServerMessage; to?: object }[] = [];

beforeAll(async () => {
  drive = await driveByHand(app(), database(), testApp().config);
  crash().onMessage((message, to) => messages.push({ message, to }));
});

/**
 * Ends whatever round is on (at its result) and opens the next one's betting phase; with
 * `minResult`, skips rounds until one will fly at least that far (the stored result).
 */
async function freshRound(minResult = 100): Promise<void> {
  await nextRound();
  const [round] = await database().sql.query<{ result: number }>(
    "select result from crash_rounds where phase = 'betting'",
  );
  if (round!.result < minResult) await freshRound(minResult);
}

async function nextRound() {
  const [round] = await database().sql.query<{ phase: string }>(
    'select phase from crash_rounds order by id desc limit 1',
  );
  if (round?.phase === 'betting') await drive.takeOff();
  if (round && round.phase !== 'ended') {
    const flying = await flyingRound(database());
    await fastForward(database(), elapsedAt(flying!.result));
    expect(await drive.end()).toBe(0);
  }
  await drive.open();
}

async function spendable(userId: number) {
  return createLedger(database().sql).spendable(userId, 'INR');
}

const ledgerSound = async () => expect((await verifyLedger(database().db)).problems).toEqual([]);

describe('crash sessions', () => {
  it('opens a real and a demo session once, with limits, max win and fairness', async () => {
    const { session, player } = await realPlayer(app(), database(), 50_000n);
    expect(session).toMatchObject({
      mode: 'real',
      currency: 'INR',
      balance: 50_000,
      betLimits: { min: 1_000, max: 500_000 },
      fairness: { salt: 'jackdaw-test-salt', chainLength: 3_000 },
    });
    expect(session.maxWin).toBeGreaterThan(0);
    const demo = await openCrash(app());
    expect(demo).toMatchObject({ mode: 'demo', currency: 'USD', balance: 20_000 });
    const actor = await crash().session(session.sessionToken);
    expect(actor).toMatchObject({ userId: player.id, mode: 'real', currency: 'INR' });

    const token = await launch(app(), 'aviator', player.token);
    expect((await post(app(), '/crash/sessions', { launchToken: token })).statusCode).toBe(200);
    const again = await post(app(), '/crash/sessions', { launchToken: token });
    expect(again.statusCode).toBe(404);
    expect(again.json().code).toBe(ErrorCode.GameLaunchInvalid);

    const slot = await post(app(), '/crash/sessions', {
      launchToken: await launch(app(), 'fruit-classic', player.token),
    });
    expect(slot.statusCode).toBe(409);
    expect(slot.json().code).toBe(ErrorCode.PlayGameUnsupported);
  });

  it('refuses a bad token, a banned player and an older token version', async () => {
    await expect(crash().session('x'.repeat(43))).rejects.toMatchObject({ statusCode: 401 });
    const { session, player } = await realPlayer(app(), database(), 10_000n);
    await database().sql.query('update users set token_version = token_version + 1 where id = $1', [
      player.id,
    ]);
    await expect(crash().session(session.sessionToken)).rejects.toMatchObject({
      statusCode: 401,
      code: ErrorCode.PlaySessionInvalid,
    });
    const other = await realPlayer(app(), database(), 10_000n);
    await database().sql.query('update users set banned = true where id = $1', [other.player.id]);
    const mine = await post(app(), '/crash/session/bets', {
      sessionToken: other.session.sessionToken,
    });
    expect(mine.statusCode).toBe(423);
    expect(mine.json().code).toBe(ErrorCode.UserBanned);
  });

  it('answers the fairness data and 404 for a round not ended', async () => {
    const fairness = await app().inject({ method: 'GET', url: '/api/v1/crash/fairness' });
    expect(fairness.statusCode).toBe(200);
    expect(fairness.json().fairness.chainLength).toBe(3_000);
    await freshRound();
    const [open] = await database().sql.query<{ id: number }>(
      "select id from crash_rounds where phase = 'betting'",
    );
    const round = await app().inject({ method: 'GET', url: `/api/v1/crash/rounds/${open!.id}` });
    expect(round.statusCode).toBe(404);
    expect(round.json().code).toBe(ErrorCode.CrashRoundNotFound);
  });
});

describe('crash bets', () => {
  it('takes a bet once per id and panel, refuses bad amounts, cancels in betting only', async () => {
    await freshRound();
    const { actor } = await realPlayer(app(), database(), 100_000n);
    const id = betId();
    const command = { betId: id, panel: 1 as const, amount: 1_000, autoCashOut: null };
    expect((await crash().bet(actor, command)).balance).toBe(99_000);
    expect((await crash().bet(actor, command)).balance).toBe(99_000);
    await expect(crash().bet(actor, { ...command, amount: 2_000 })).rejects.toMatchObject({
      code: ErrorCode.CrashBetConflict,
    });
    await expect(crash().bet(actor, { ...command, betId: betId() })).rejects.toMatchObject({
      code: ErrorCode.CrashPanelTaken,
    });
    await expect(
      crash().bet(actor, { ...command, betId: betId(), panel: 2, amount: 999 }),
    ).rejects.toMatchObject({ statusCode: 400, code: ErrorCode.PlayBetTooLow });
    await expect(
      crash().bet(actor, { ...command, betId: betId(), panel: 2, amount: 500_001 }),
    ).rejects.toMatchObject({ statusCode: 400, code: ErrorCode.PlayBetTooHigh });
    await expect(
      crash().bet(actor, { ...command, betId: betId(), panel: 2, amount: 200_000 }),
    ).rejects.toMatchObject({ statusCode: 409, code: ErrorCode.WalletInsufficientFunds });
    await expect(crash().cashOut(actor, id)).rejects.toMatchObject({
      code: ErrorCode.CrashTooLate,
    });

    const cancelled = await crash().cancel(actor, id);
    expect(cancelled).toMatchObject({ balance: 100_000, bet: { status: 'cancelled' } });
    expect((await crash().cancel(actor, id)).balance).toBe(100_000);
    // The panel is free again.
    const second = { ...command, betId: betId(), autoCashOut: 150 };
    expect((await crash().bet(actor, second)).balance).toBe(99_000);
    await drive.takeOff();
    await expect(crash().cancel(actor, second.betId)).rejects.toMatchObject({
      code: ErrorCode.CrashBettingClosed,
    });
    await expect(
      crash().bet(actor, { ...command, betId: betId(), panel: 2 }),
    ).rejects.toMatchObject({ code: ErrorCode.CrashBettingClosed });
    const stranger = await realPlayer(app(), database(), 10_000n);
    await expect(crash().cashOut(stranger.actor, second.betId)).rejects.toMatchObject({
      code: ErrorCode.CrashBetNotFound,
    });
    await ledgerSound();
  });

  it('pays a manual cash-out at the multiplier the database clock counts', async () => {
    await freshRound(120);
    const { actor, player } = await realPlayer(app(), database(), 100_000n);
    const id = betId();
    await crash().bet(actor, { betId: id, panel: 1, amount: 10_000, autoCashOut: null });
    await drive.takeOff();
    const flying = (await flyingRound(database()))!;
    // Just before the crash moment, so the multiplier is well above 1.00×.
    await fastForward(database(), elapsedAt(flying.result) - 200);
    const paid = await crash().cashOut(actor, id);
    expect(paid.bet.status).toBe('cashed');
    expect(paid.bet.cashedOutAt!).toBeGreaterThan(100);
    expect(paid.bet.cashedOutAt!).toBeLessThan(flying.result);
    expect(paid.bet.win).toBe(Number(crashWin(10_000n, paid.bet.cashedOutAt!)));
    expect(paid.balance).toBe(90_000 + paid.bet.win!);
    expect(await spendable(player.id)).toBe(BigInt(paid.balance));
    expect((await crash().cashOut(actor, id)).bet.win).toBe(paid.bet.win);
    await fastForward(database(), elapsedAt(flying.result));
    await drive.end();
    await ledgerSound();
  });

  it('loses an open bet at the end, shows the result and hash only then', async () => {
    await freshRound();
    const { actor, player } = await realPlayer(app(), database(), 100_000n);
    const id = betId();
    messages.length = 0;
    await crash().bet(actor, { betId: id, panel: 2, amount: 5_000, autoCashOut: null });
    await drive.takeOff();
    const flying = (await flyingRound(database()))!;
    const hello = await crash().hello(actor);
    expect(hello.round).toMatchObject({ phase: 'flying', result: null, hash: null });
    expect(hello.bets.map((bet) => bet.betId)).toContain(id);
    await fastForward(database(), elapsedAt(flying.result));
    await drive.end();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const rounds = messages.filter((entry) => entry.message.type === 'round');
    for (const { message } of rounds.slice(0, -1)) {
      expect(message).toMatchObject({ round: { result: null, hash: null } });
    }
    expect(rounds.at(-1)?.message).toMatchObject({
      round: { phase: 'ended', result: flying.result },
    });
    const mine = await crash().myBets(actor);
    expect(mine.bets[0]).toMatchObject({
      betId: id,
      status: 'lost',
      win: 0,
      result: flying.result,
    });
    expect(await spendable(player.id)).toBe(95_000n);

    const entry = (await crash().rounds({ take: 1 }))[0]!;
    const fairness = await crash().fairness();
    expect(
      verifyCrashRound({
        round: entry.roundId,
        hash: entry.hash,
        salt: fairness.salt,
        terminatingHash: fairness.terminatingHash,
        shown: entry.result,
      }),
    ).toMatchObject({ linked: true, matches: true });
    const detail = await app().inject({
      method: 'GET',
      url: `/api/v1/crash/rounds/${entry.roundId}`,
    });
    expect(detail.json().round).toMatchObject({ roundId: flying.id, bets: 1, cashedOut: 0 });
    await ledgerSound();
  });

  it('plays demo money without the ledger and keeps demo bets out of the live list', async () => {
    await freshRound();
    const demo = await openCrash(app());
    const actor = await crash().session(demo.sessionToken);
    const id = betId();
    const placed = await crash().bet(actor, { betId: id, panel: 1, amount: 20, autoCashOut: 101 });
    expect(placed.balance).toBe(demo.balance - 20);
    const hello = await crash().hello(actor);
    expect(hello.bets.map((bet) => bet.betId)).not.toContain(id);
    expect(hello.myBets[0]?.betId).toBe(id);
    await drive.takeOff();
    const flying = (await flyingRound(database()))!;
    await fastForward(database(), elapsedAt(flying.result));
    await drive.end();
    const after = await crash().myBets(actor);
    const paid = flying.result >= 101;
    expect(after.bets[0]).toMatchObject({ status: paid ? 'cashed' : 'lost' });
    expect(after.balance).toBe(demo.balance - 20 + (paid ? Number(crashWin(20n, 101)) : 0));
    expect(await createLedger(database().sql).find(`crash:${id}:bet`)).toBeUndefined();
  });

  it('settles a due auto cash-out at exactly its target while flying', async () => {
    await freshRound(102);
    const { actor, player } = await realPlayer(app(), database(), 100_000n);
    const id = betId();
    await crash().bet(actor, { betId: id, panel: 1, amount: 3_333, autoCashOut: 101 });
    await drive.takeOff();
    const flying = (await flyingRound(database()))!;
    await fastForward(database(), elapsedAt(102));
    await drive.settleDue(multiplierAt(elapsedAt(102)));
    const [bet] = (await crash().myBets(actor)).bets;
    expect(bet).toMatchObject({ status: 'cashed', cashedOutAt: 101, win: 3_366 });
    expect(await spendable(player.id)).toBe(100_000n - 3_333n + 3_366n);
    await fastForward(database(), elapsedAt(flying.result));
    await drive.end();
    await ledgerSound();
  });

  it('adds nothing to an active bonus wagering (crash contributes 0 %)', async () => {
    await freshRound();
    const { sql } = database();
    const ledger = createLedger(sql);
    const player = await registerPlayer(app(), { bonusChoice: 'none' });
    await ledger.deposit({
      key: `crash-bonus-${player.id}`,
      userId: player.id,
      currency: 'INR',
      amount: 1_000_000n,
      provider: 'test',
    });
    const bonuses = createBonuses({ sql, ledger });
    const reload = (await bonuses.offers.bySlug('reload', 'INR'))!;
    await sql.transaction((tx) =>
      bonuses.grants.open(tx, {
        userId: player.id,
        currency: 'INR',
        offerId: reload.offer.id,
        kind: 'deposit',
        displayKind: 'deposit',
        product: 'casino',
        source: 'deposit',
        amount: 100_000n,
        terms: reload.terms,
        fundedFrom: 'expense',
        wagerMultiplier: 35,
        wageringHours: 72,
      }),
    );
    const progress = async () => {
      const [row] = await sql.query<{ p: string }>(
        "select wager_progress::text as p from bonus_grants where user_id = $1 and status = 'active'",
        [player.id],
      );
      return BigInt(row!.p);
    };
    const before = await progress();
    const session = await openCrash(app(), player.token);
    const actor = await crash().session(session.sessionToken);
    const id = betId();
    await crash().bet(actor, { betId: id, panel: 1, amount: 50_000, autoCashOut: null });
    await crash().cancel(actor, id);
    await crash().bet(actor, { betId: betId(), panel: 1, amount: 50_000, autoCashOut: null });
    expect(await progress()).toBe(before);
    await ledgerSound();
  });
});
