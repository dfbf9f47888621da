import type { AdminTournamentDetailResponse, ParticipantsResponse } from '@jackdaw/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper.js';
import { fundedPlayer } from '../../../test/play.js';
import { staffSession } from '../../../test/staff-sessions.js';
import { verifyLedger } from '../wallet/index.js';
import { prizeKey } from './rules.js';
import { finishDue, payPlace, settleTournament } from './settle.js';
import { tournamentsRepository as repo } from './tournaments.repository.js';
import { insertTournament, scoringLedger, settleDeps, slotBet } from './tournaments.test-kit.js';

const testApp = useTestApp();

/** Three scorers and one who joined without a bet, in a tournament that ends in a moment. */
async function endedTournament() {
  const { app, database } = testApp();
  const ledger = scoringLedger(database);
  const players = [];
  for (let n = 0; n < 3; n++) players.push(await fundedPlayer(app, database, 10_000n));
  const idle = await fundedPlayer(app, database, 0n);
  const now = Date.now();
  const id = await insertTournament(database.sql, {
    startsAt: new Date(now - 60_000).toISOString(),
    // Long enough for the bets below on a loaded machine; the test waits for the end.
    endsAt: new Date(now + 4_000).toISOString(),
    prizes: [
      { placeFrom: 1, placeTo: 1, kind: 'money', amount: '100000' },
      { placeFrom: 2, placeTo: 4, kind: 'money', amount: '25000' },
    ],
  });
  for (const [n, stake] of [900n, 500n, 700n].entries()) {
    await ledger.bet(slotBet(players[n]!.id, stake));
  }
  await database.sql.transaction((tx) =>
    repo.enter(tx, { tournamentId: id, userId: idle.id, currency: 'INR', name: 'I***e' }),
  );
  // Past the end: the tournament is due.
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, now + 4_100 - Date.now())));
  return { id, players, idle };
}

async function prizeTransactions(id: number) {
  return testApp().database.sql.query<{ key: string; n: number }>(
    `select idempotency_key as key, count(*)::int as n from wallet_transactions
     where idempotency_key like $1 group by idempotency_key`,
    [`tournament:${id}:place:%`],
  );
}

describe('the finish pays each prize exactly once', () => {
  it('two finishers racing, then a restart: one movement per place, ledger sound', async () => {
    const { database } = testApp();
    const { id, players, idle } = await endedTournament();
    const notices: string[] = [];
    const first = settleDeps(database, notices);
    const second = settleDeps(database, notices);
    await Promise.all([finishDue(first), finishDue(second), finishDue(first)]);
    // "Restart": a new instance's finisher runs the same pass again.
    await finishDue(settleDeps(database, notices));

    const payouts = await repo.payouts(database.sql, id);
    expect(payouts.map((payout) => [payout.place, payout.userId, payout.status])).toEqual([
      [1, players[0]!.id, 'paid'],
      [2, players[2]!.id, 'paid'],
      [3, players[1]!.id, 'paid'],
    ]);
    // The idle entry (no points) wins nothing though place 4 has a prize.
    const idleEntry = await repo.entry(database.sql, id, idle.id);
    expect(idleEntry?.finalPlace).toBe(4);
    const moved = await prizeTransactions(id);
    expect(moved.map((row) => row.n)).toEqual([1, 1, 1]);
    expect(new Set(moved.map((row) => row.key))).toEqual(
      new Set([1, 2, 3].map((place) => prizeKey(id, place))),
    );
    // No winner notified twice (the app's own finisher may have paid some places itself), and
    // each told of real money won.
    const mine = notices.filter((notice) => notice.includes(` tournament:${id}:`));
    expect(new Set(mine).size).toBe(mine.length);
    expect(mine.every((notice) => notice.startsWith('TournamentPrizeWon '))).toBe(true);
    const tournament = await repo.find(database.sql, id);
    expect(tournament?.settledAt).not.toBeNull();
    expect((await verifyLedger(database.db)).problems).toEqual([]);

    // The console's view: final places and the payouts with their ledger transactions.
    const { token } = await staffSession(testApp(), 'manager');
    const detail = await testApp().app.inject({
      url: `/api/v1/admin/tournaments/${id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    const body = detail.json<AdminTournamentDetailResponse>();
    expect(body.tournament).toMatchObject({ status: 'finished', editable: false });
    expect(body.leaderboard.map((row) => [row.place, row.points])).toEqual([
      [1, '900'],
      [2, '700'],
      [3, '500'],
      [4, '0'],
    ]);
    expect(body.payouts.map((row) => [row.place, row.status, row.amount, row.currency])).toEqual([
      [1, 'paid', '100000', 'INR'],
      [2, 'paid', '25000', 'INR'],
      [3, 'paid', '25000', 'INR'],
    ]);
    expect(body.payouts.every((row) => row.transactionId !== null)).toBe(true);
    // The player's view: the final board, marked final.
    const board = await testApp().app.inject({ url: `/api/v1/participants?tournamentId=${id}` });
    expect(board.json<ParticipantsResponse>().leaderboard).toMatchObject({
      status: 'finished',
      final: true,
    });
  });

  it('a claim left pending by a crash is paid by the next pass, once', async () => {
    const { database } = testApp();
    const { id, players } = await endedTournament();
    const deps = settleDeps(database);
    // Step one only: places stored, prizes claimed (the app's finisher may be first to it).
    await settleTournament(deps, id);
    expect(await settleTournament(deps, id)).toBe(false);
    const pending = await repo.payouts(database.sql, id);
    expect(pending.every((payout) => payout.status === 'pending' || payout.status === 'paid')).toBe(
      true,
    );
    await Promise.all([payPlace(deps, id, 1), payPlace(settleDeps(database), id, 1)]);
    await finishDue(deps);
    const paid = await repo.payouts(database.sql, id);
    expect(paid.every((payout) => payout.status === 'paid')).toBe(true);
    expect((await prizeTransactions(id)).map((row) => row.n)).toEqual([1, 1, 1]);
    const [winner] = paid;
    expect(winner?.userId).toBe(players[0]!.id);
    expect(winner?.amount).toBe(100_000n);
    expect((await verifyLedger(database.db)).problems).toEqual([]);
  });

  it('a cancelled tournament pays nothing', async () => {
    const { database } = testApp();
    const { id } = await endedTournament();
    await database.sql.transaction((tx) => repo.cancel(tx, id, 'test'));
    await finishDue(settleDeps(database));
    expect(await repo.payouts(database.sql, id)).toEqual([]);
    expect(await prizeTransactions(id)).toEqual([]);
  });
});
