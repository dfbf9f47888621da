import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { ErrorCode, type StaffRole } from '@jackdaw/contracts';
import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.js';
import { useTestApp } from '../../../test/helper.js';
import { fundedPlayer, openSession, QUIET_SEEDS, setSeeds, spinOk } from '../../../test/play.js';
import { nextAddress, registerPlayer } from '../../../test/players.js';
import { createLedger } from '../wallet/index.js';
import { createRollups } from './index.js';

const testApp = useTestApp();

/**
 * A signed-in staff member of `role`: the row and a session written as the staff module keeps
 * them (the session token's SHA-256), without the password and TOTP steps its own tests cover.
 */
async function staffToken(database: DatabaseHandle, role: StaffRole): Promise<string> {
  const [member] = await database.sql.query<{ id: number }>(
    `insert into staff (email, role, totp_secret, totp_enrolled) values ($1, $2, 'UNUSED', true)
     returning id`,
    [`${role}.${randomBytes(6).toString('hex')}@jackdaw.test`, role],
  );
  const token = randomBytes(32).toString('base64url');
  await database.sql.query('insert into staff_sessions (token_hash, staff_id) values ($1, $2)', [
    createHash('sha256').update(token).digest('hex'),
    member!.id,
  ]);
  return token;
}

const get = (url: string, token: string) =>
  testApp().app.inject({
    method: 'GET',
    url: `/api/v1/admin${url}`,
    headers: { authorization: `Bearer ${token}` },
    remoteAddress: nextAddress(),
  });

/** Folds everything committed so far (no lag: the test's own writes are done). */
const foldNow = () => createRollups(testApp().database.sql, { lagMs: 0 }).fold();

const sql = () => testApp().database.sql;

async function insertPayment(
  userId: number,
  type: 'deposit' | 'withdraw',
  status: string,
  amount: number,
) {
  const id = randomUUID();
  await sql().query(
    `insert into payments (id, user_id, type, provider, method_code, currency_code, amount, status)
     values ($1, $2, $3, 'sandbox', $4, 'INR', $5, $6)`,
    [id, userId, type, type === 'deposit' ? 'pm.test.card' : 'pm.test.bank', amount, status],
  );
  return id;
}

const setStatus = (id: string, status: string) =>
  sql().query(`update payments set status = $2, updated_at = clock_timestamp() where id = $1`, [
    id,
    status,
  ]);

describe('daily roll-ups', () => {
  it('equal a direct computation after spins, provider bets, deposits and withdrawals', async () => {
    const { app, database } = testApp();
    const ledger = createLedger(database.sql);
    const player = await fundedPlayer(app, database, 1_000_000n);
    const session = await openSession(app, 'fruit-classic', player.token);
    await setSeeds(database, player.id, QUIET_SEEDS);
    for (let round = 0; round < 3; round += 1) {
      await spinOk(app, { sessionToken: session.sessionToken, bet: 1_000 });
    }
    await foldNow();
    // A provider's bet, a win, and a rolled back bet, between two folds.
    const base = { userId: player.id, currency: 'INR' as const, provider: 'evo' };
    const meta = { provider: 'evo', gameId: 'lightning-roulette', roundId: 'r1' };
    await ledger.bet({ ...base, key: `game:evo:b1:${player.id}`, amount: 5_000n, metadata: meta });
    await ledger.win({
      ...base,
      key: `game:evo:w1:${player.id}`,
      amount: 2_000n,
      betKey: `game:evo:b1:${player.id}`,
      metadata: meta,
    });
    await ledger.bet({
      ...base,
      key: `game:evo:b2:${player.id}`,
      amount: 700n,
      metadata: { ...meta, roundId: 'r2' },
    });
    await ledger.reverse({
      originalKey: `game:evo:b2:${player.id}`,
      metadata: { provider: 'evo', roundId: 'r2' },
    });
    const deposit = await insertPayment(player.id, 'deposit', 'created', 50_000);
    const failed = await insertPayment(player.id, 'deposit', 'created', 9_000);
    const withdrawal = await insertPayment(player.id, 'withdraw', 'request', 20_000);
    await foldNow();
    await setStatus(deposit, 'success');
    await setStatus(failed, 'failed');
    await setStatus(withdrawal, 'completed');
    await foldNow();
    await foldNow(); // folding again with nothing new changes nothing

    const games = await sql().query<{
      provider: string;
      game: string;
      bets: string;
      wins: string;
      rounds: string;
    }>(
      `select provider, game, sum(bets)::text as bets, sum(wins)::text as wins,
         sum(rounds)::text as rounds
       from report_daily_games group by 1, 2 order by 1, 2`,
    );
    const studio = await sql().query<{ bets: string; wins: string; rounds: string }>(
      `select sum(bet)::text as bets, sum(win)::text as wins, count(*)::text as rounds
       from play_rounds where mode = 'real' and title_id = 'fruit-classic'`,
    );
    // Directly from the ledger: what the game houses took and paid per provider.
    const direct = await sql().query<{ provider: string; ggr: string }>(
      `select a.key as provider, sum(e.amount)::text as ggr from wallet_entries e
       join wallet_accounts a on a.id = e.account_id and a.kind = 'game_house'
       group by 1 order by 1`,
    );
    const fruit = games.find((row) => row.game === 'fruit-classic')!;
    expect(fruit).toMatchObject({ bets: studio[0]!.bets, wins: studio[0]!.wins, rounds: '3' });
    expect(games.find((row) => row.game === 'lightning-roulette')).toEqual({
      provider: 'evo',
      game: 'lightning-roulette',
      bets: '5000',
      wins: '2000',
      rounds: '2',
    });
    for (const row of direct) {
      const rolled = games
        .filter((game) => game.provider === row.provider)
        .reduce((total, game) => total + BigInt(game.bets) - BigInt(game.wins), 0n);
      expect(rolled).toBe(BigInt(row.ggr));
    }

    const payments = await sql().query<{
      kind: string;
      status: string;
      count: string;
      amount: string;
    }>(
      `select kind, status, sum(count)::text as count, sum(amount)::text as amount
       from report_daily_payments group by 1, 2 having sum(count) <> 0 order by 1, 2`,
    );
    const directPayments = await sql().query<{
      kind: string;
      status: string;
      count: string;
      amount: string;
    }>(
      `select type as kind, status, count(*)::text as count, sum(amount)::text as amount
       from payments group by 1, 2 order by 1, 2`,
    );
    expect(payments).toEqual(directPayments);
    expect(payments).toContainEqual({
      kind: 'deposit',
      status: 'success',
      count: '1',
      amount: '50000',
    });

    const [firsts] = await sql().query<{
      first_deposits: string;
      amount: string;
      registrations: string;
    }>(
      `select sum(first_deposits)::text as first_deposits, sum(first_deposit_amount)::text as amount,
         sum(registrations)::text as registrations from report_daily_players`,
    );
    const [users] = await sql().query<{ count: string }>(
      'select count(*)::text as count from users',
    );
    expect(firsts).toEqual({ first_deposits: '1', amount: '50000', registrations: users!.count });

    const [rtp] = await sql().query<{ rounds: string; bets: string; wins: string }>(
      `select sum(rounds)::text as rounds, sum(bets)::text as bets, sum(wins)::text as wins
       from report_daily_rtp where title_id = 'fruit-classic'`,
    );
    expect(rtp).toEqual({ rounds: '3', bets: studio[0]!.bets, wins: studio[0]!.wins });
  });
});

/** Moves a ledger transaction `days` back (past the ledger's immutability trigger, tests only). */
const backdate = (key: string, days: number) =>
  sql().transaction(async (tx) => {
    await tx.query('set local session_replication_role = replica');
    await tx.query(
      `update wallet_transactions set created_at = created_at - make_interval(days => $2::int)
       where idempotency_key = $1`,
      [key, days],
    );
  });

/** Distinct players with a bet per UTC day, straight from the ledger. */
const activeFromLedger = () =>
  sql().query<{ day: string; players: number }>(
    `select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as day,
       count(distinct user_id)::int as players
     from wallet_transactions where kind = 'bet' and user_id is not null group by 1 order by 1`,
  );

/** Distinct players with a bet from `from` to today, straight from the ledger. */
const distinctFromLedger = async (from: string) => {
  const [row] = await sql().query<{ players: number }>(
    `select count(distinct user_id)::int as players from wallet_transactions
     where kind = 'bet' and user_id is not null
       and (created_at at time zone 'UTC')::date >= $1::date`,
    [from],
  );
  return row!.players;
};

describe('active players', () => {
  it('per day and distinct over a range ending today equal a direct computation', async () => {
    const { app, database } = testApp();
    const ledger = createLedger(database.sql);
    const ids: number[] = [];
    for (let index = 0; index < 3; index += 1) {
      ids.push((await fundedPlayer(app, database, 100_000n)).id);
    }
    let count = 0;
    // A bet of player `index`, `daysAgo` days back (out of id order: the ledger's days are too).
    const bet = async (index: number, daysAgo: number) => {
      count += 1;
      const key = `game:evo:active-${count}:${ids[index]}`;
      await ledger.bet({
        userId: ids[index]!,
        currency: 'INR',
        provider: 'evo',
        key,
        amount: 100n,
        metadata: { provider: 'evo', gameId: 'crazy-time', roundId: `active-${count}` },
      });
      if (daysAgo > 0) await backdate(key, daysAgo);
    };
    await bet(0, 0);
    await bet(1, 3);
    await bet(2, 40);
    await foldNow();
    await bet(0, 5); // earlier than the day already folded: the latest day stays today
    await bet(1, 0); // moves from 3 days ago to today
    await bet(2, 40); // the same (day, player) again: counted once
    await bet(2, 10);
    await foldNow();
    await bet(1, 0);
    await bet(2, 29);
    await bet(2, 29);
    await foldNow();
    await foldNow();

    const direct = await activeFromLedger();
    const rolled = await sql().query<{ day: string; players: number }>(
      `select to_char(day, 'YYYY-MM-DD') as day, players::int as players
       from report_daily_active where players > 0 order by 1`,
    );
    expect(rolled).toEqual(direct);
    const [negative] = await sql().query<{ count: number }>(
      'select count(*)::int as count from report_daily_active where last_active < 0',
    );
    expect(negative!.count).toBe(0);
    const [latest] = await sql().query<{ count: number }>(
      'select count(*)::int as count from report_player_last_active where user_id = any($1)',
      [ids],
    );
    expect(latest!.count).toBe(3);

    const today = new Date().toISOString().slice(0, 10);
    const token = await staffToken(database, 'manager');
    for (const days of [1, 4, 7, 11, 30, 41, 90]) {
      const body = (await get(`/dashboard?days=${days}`, token)).json();
      expect(body.to).toBe(today);
      expect(body.period.activePlayers).toBe(await distinctFromLedger(body.from));
      const perDay = new Map(direct.map((row) => [row.day, row.players]));
      for (const point of body.series as { day: string; activePlayers: number }[]) {
        expect(point.activePlayers).toBe(perDay.get(point.day) ?? 0);
      }
    }
  });
});

describe('report calls', () => {
  it('answer the dashboard with today, the series and the reporting currency', async () => {
    const { database } = testApp();
    const token = await staffToken(database, 'manager');
    await foldNow();
    const response = await get('/dashboard?days=7', token);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.reportingCurrency).toBe('USD');
    expect(body.series).toHaveLength(7);
    expect(body.series.at(-1).day).toBe(body.to);
    expect(BigInt(body.today.deposits)).toBeGreaterThan(0n);
    // 500.00 INR at 88.5 per USD = 5.65 USD (564.97… cents rounded).
    expect(body.today.deposits).toBe('565');
    const inr = body.perCurrency.find((row: { currency: string }) => row.currency === 'INR');
    expect(inr.deposits).toBe('50000');
    expect(body.today.activePlayers).toBeGreaterThanOrEqual(1);
    expect(body.paymentSuccess).toContainEqual({
      methodCode: 'pm.test.card',
      kind: 'deposit',
      succeeded: 1,
      settled: 2,
      rate: 0.5,
    });
  });

  it('answer GGR by game, payments by method and status, and RTP with its band', async () => {
    const token = await staffToken(testApp().database, 'finance');
    const ggr = (await get('/reports/ggr?groupBy=game', token)).json();
    expect(ggr.rows.find((row: { key: string }) => row.key === 'lightning-roulette')).toMatchObject(
      {
        provider: 'evo',
        ggr: '3000',
        ngr: null,
      },
    );
    const byDay = (await get('/reports/ggr', token)).json();
    expect(byDay.groupBy).toBe('day');
    expect(byDay.rows[0].ngr).toBe(byDay.rows[0].ggr); // no bonus money yet
    const payments = (await get('/reports/payments?kind=withdraw', token)).json();
    expect(payments.rows).toEqual([
      expect.objectContaining({
        methodCode: 'pm.test.bank',
        status: 'completed',
        count: 1,
        amount: '20000',
      }),
    ]);
    const rtp = (await get('/reports/rtp', token)).json();
    const fruit = rtp.rows.find((row: { titleId: string }) => row.titleId === 'fruit-classic');
    expect(fruit.rounds).toBe(3);
    expect(fruit.bandLow).toBeLessThan(fruit.declaredRtp);
    expect(fruit.bandHigh).toBeGreaterThan(fruit.declaredRtp);
    expect(rtp.rows.find((row: { rounds: number }) => row.rounds === 0)).toMatchObject({
      measuredRtp: null,
      flagged: false,
    });
  });

  it('refuse bad ranges with 400 REQUEST.INVALID, a player token with 401, support with 403', async () => {
    const token = await staffToken(testApp().database, 'manager');
    for (const url of [
      '/dashboard?days=0',
      '/dashboard?days=91',
      '/dashboard?days=abc',
      '/reports/ggr?from=2026-02-30',
      '/reports/ggr?from=2026-05-02&to=2026-05-01',
      '/reports/ggr?from=2024-01-01&to=2026-01-01',
      '/reports/ggr?groupBy=player',
      '/reports/payments?kind=refund',
      '/reports/rtp?to=yesterday',
    ]) {
      const response = await get(url, token);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().code, url).toBe(ErrorCode.RequestInvalid);
    }
    const player = await registerPlayer(testApp().app);
    expect((await get('/dashboard', player.token)).statusCode).toBe(401);
    const support = await staffToken(testApp().database, 'support');
    expect((await get('/dashboard', support)).json().code).toBe(ErrorCode.StaffForbidden);
  });
});

describe('exchange rates', () => {
  const put = (token: string, payload: object) =>
    testApp().app.inject({
      method: 'PUT',
      url: '/api/v1/admin/exchange-rates',
      headers: { authorization: `Bearer ${token}` },
      remoteAddress: nextAddress(),
      payload,
    });

  it('are read with reports.read, edited with settings.write, audited with before and after', async () => {
    const { database } = testApp();
    const manager = await staffToken(database, 'manager');
    const admin = await staffToken(database, 'admin');
    const read = (await get('/exchange-rates', manager)).json();
    expect(read.rates).toHaveLength(14);
    expect(read.rates.find((row: { currency: string }) => row.currency === 'INR').perUsd).toBe(
      '88.5',
    );
    expect((await put(manager, { rates: [{ currency: 'INR', perUsd: '90' }] })).statusCode).toBe(
      403,
    );

    const edited = await put(admin, {
      reportingCurrency: 'EUR',
      rates: [{ currency: 'INR', perUsd: '90' }],
      reason: 'Monthly rates',
    });
    expect(edited.statusCode).toBe(200);
    const body = edited.json();
    expect(body.reportingCurrency).toBe('EUR');
    const inr = body.rates.find((row: { currency: string }) => row.currency === 'INR');
    expect(inr.perUsd).toBe('90');
    expect(inr.perReporting).toBe('104.6511627907'); // 90 / 0.86
    const [row] = await database.sql.query<{
      before: { rates: { INR: string }; reportingCurrency: string };
      after: { rates: { INR: string }; reportingCurrency: string };
      reason: string;
    }>(
      `select before, after, reason from audit_log where action = 'settings.exchange_rates'
       order by id desc limit 1`,
    );
    expect(row).toMatchObject({
      before: { reportingCurrency: 'USD', rates: { INR: '88.5' } },
      after: { reportingCurrency: 'EUR', rates: { INR: '90' } },
      reason: 'Monthly rates',
    });
    const dashboard = (await get('/dashboard?days=1', manager)).json();
    expect(dashboard.reportingCurrency).toBe('EUR');
    // Back to USD for the other tests' figures.
    await put(admin, { reportingCurrency: 'USD', rates: [{ currency: 'INR', perUsd: '88.5' }] });
  });

  it('refuse bad edits with 400 and change nothing', async () => {
    const admin = await staffToken(testApp().database, 'admin');
    for (const payload of [
      {},
      { rates: [] },
      { rates: [{ currency: 'INR', perUsd: '0' }] },
      { rates: [{ currency: 'INR', perUsd: '-3' }] },
      { rates: [{ currency: 'INR', perUsd: '1e3' }] },
      { rates: [{ currency: 'XYZ', perUsd: '2' }] },
      { rates: [{ currency: 'USD', perUsd: '2' }] },
      {
        rates: [
          { currency: 'INR', perUsd: '2' },
          { currency: 'INR', perUsd: '3' },
        ],
      },
      { reportingCurrency: 'ABC' },
    ]) {
      const response = await put(admin, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().code).toBe(ErrorCode.RequestInvalid);
    }
    const read = (await get('/exchange-rates', admin)).json();
    expect(read.rates.find((row: { currency: string }) => row.currency === 'INR').perUsd).toBe(
      '88.5',
    );
  });
});
