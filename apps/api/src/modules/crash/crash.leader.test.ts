import { createHash } from 'node:crypto';
import { rmSync } from 'node:fs';
import type { CrashServerMessage } from '@jackdaw/contracts';
import { crashResult, crashWin, generateChain } from '@jackdaw/games';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { createTestApp, type TestApp } from '../../../test/helper.js';
import { fundedPlayer } from '../../../test/play.js';
import { createLedger, verifyLedger } from '../wallet/index.js';
import { betId, crashConfig, ensureAviator, openCrash, SALT } from './crash.test-kit.js';

const LENGTH = 10;

/** A chain seed whose round 1 flies past 5.00× (long enough to be interrupted mid-flight). */
function longFirstRound(): string {
  for (let n = 0; ; n += 1) {
    const seed = createHash('sha256').update(`leader-${n}`).digest('hex');
    let first = '';
    const walk = generateChain(seed, LENGTH, {
      every: 1,
      keep: (index, hash) => {
        if (index === 1) first = hash;
      },
    });
    while (!walk.next().done);
    if (crashResult(first, SALT) >= 500) return seed;
  }
}

function waitFor<T>(check: () => Promise<T | undefined>, timeoutMs = 15_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const poll = async () => {
      const value = await check();
      if (value !== undefined) return resolve(value);
      if (Date.now() > until) return reject(new Error(`timed out waiting for ${String(check)}`));
      setTimeout(() => void poll(), 50);
    };
    void poll();
  });
}

describe('crash leader', () => {
  let first: TestApp;
  let second: FastifyInstance;

  beforeAll(async () => {
    first = await createTestApp({
      config: crashConfig({
        chainLength: LENGTH,
        chainSeed: longFirstRound(),
        bettingMs: 1_500,
        endedMs: 200,
      }),
    });
    // The second instance: another app on the same database.
    second = await buildApp({ config: first.config, database: first.database, logger: false });
    await second.ready();
    await ensureAviator(first.database);
    const { crash } = first.config;
    await first.app.crash.chain.ensure({
      length: crash.chainLength,
      salt: crash.salt,
      seed: crash.chainSeed,
    });
  });

  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('is taken over within 5 s; the interrupted round refunds, nothing runs twice', async () => {
    const app = first.app;
    const players = [
      await fundedPlayer(app, first.database, 100_000n),
      await fundedPlayer(app, first.database, 100_000n),
    ];
    const actors = [];
    for (const player of players) {
      actors.push(await app.crash.session((await openCrash(app, player.token)).sessionToken));
    }
    const seen: CrashServerMessage[] = [];
    second.crash.onMessage((message) => seen.push(message));

    await app.crash.engine.start();
    const sql = first.database.sql;
    await waitFor(async () => {
      const [row] = await sql.query<{ phase: string }>(
        "select phase from crash_rounds where id = 1 and phase = 'betting'",
      );
      return row;
    });
    const auto = betId();
    const open = [betId(), betId()];
    await app.crash.bet(actors[0]!, { betId: auto, panel: 1, amount: 10_000, autoCashOut: 110 });
    await app.crash.bet(actors[0]!, {
      betId: open[0]!,
      panel: 2,
      amount: 20_000,
      autoCashOut: null,
    });
    await app.crash.bet(actors[1]!, {
      betId: open[1]!,
      panel: 1,
      amount: 30_000,
      autoCashOut: 900,
    });
    await waitFor(async () => {
      const [row] = await sql.query("select 1 from crash_rounds where id = 1 and phase = 'flying'");
      return row;
    });
    // The leader dies: no more renewals, the lease left to run out.
    await app.crash.engine.stop({ release: false });
    const died = Date.now();
    await second.crash.engine.start();
    await waitFor(async () => second.crash.engine.epoch());
    expect(Date.now() - died).toBeLessThan(5_000);

    const [round] = await waitFor(async () => {
      const rows = await sql.query<{ interrupted: boolean; result: number }>(
        "select interrupted, result from crash_rounds where id = 1 and phase = 'ended'",
      );
      return rows.length ? rows : undefined;
    });
    expect(round).toMatchObject({ interrupted: true });
    // The new leader goes on with the next round.
    await waitFor(async () => {
      const [row] = await sql.query('select 1 from crash_rounds where id = 2');
      return row;
    });
    await second.crash.engine.stop();

    const bets = await sql.query<{ id: string; status: string; win: string | null }>(
      'select id, status, win::text as win from crash_bets where round_id = 1',
    );
    const byId = new Map(bets.map((bet) => [bet.id, bet]));
    // The auto target was reached before the take-over: paid at it; the others refunded.
    expect(byId.get(auto)).toMatchObject({ status: 'cashed', win: String(crashWin(10_000n, 110)) });
    for (const id of open) expect(byId.get(id)).toMatchObject({ status: 'refunded', win: null });

    const ledger = createLedger(sql);
    expect(await ledger.find(`crash:${auto}:win`)).toBeDefined();
    expect(await ledger.find(`reverse:crash:${auto}:bet`)).toBeUndefined();
    for (const id of open) {
      expect(await ledger.find(`reverse:crash:${id}:bet`)).toBeDefined();
      expect(await ledger.find(`crash:${id}:win`)).toBeUndefined();
    }
    expect(await ledger.spendable(players[0]!.id, 'INR')).toBe(100_000n - 10_000n + 11_000n);
    expect(await ledger.spendable(players[1]!.id, 'INR')).toBe(100_000n);

    const rounds = await sql.query<{ id: number }>('select id from crash_rounds order by id');
    expect(rounds.map((row) => row.id)).toEqual(rounds.map((_, i) => i + 1));
    const ended = seen.filter(
      (message) => message.type === 'round' && message.round.phase === 'ended',
    );
    const endedIds = ended.map((message) => (message.type === 'round' ? message.round.roundId : 0));
    expect(new Set(endedIds).size).toBe(endedIds.length);
    expect((await verifyLedger(first.database.db)).problems).toEqual([]);
  }, 60_000);
});

describe('a leader closed while it generates the chain', () => {
  it('stops the generation and stores nothing, instead of holding the shutdown', async () => {
    // Ten million hashes take many seconds; the app is closed as soon as it is ready.
    const app = await createTestApp({
      config: crashConfig({ leader: true, chainLength: 10_000_000, chainSeed: undefined }),
    });
    try {
      await app.app.close();
      const [row] = await app.database.sql.query<{ chains: number }>(
        'select count(*)::int as chains from crash_chain',
      );
      expect(row?.chains).toBe(0);
    } finally {
      await app.database.close();
      rmSync(app.config.dataDir, { recursive: true, force: true });
    }
  });
});
