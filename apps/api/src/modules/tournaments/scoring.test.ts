import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper.js';
import { fundedPlayer } from '../../../test/play.js';
import { verifyLedger } from '../wallet/index.js';
import { tournamentsRepository as repo } from './tournaments.repository.js';
import {
  entryOf,
  insertTournament,
  scoringLedger,
  slotBet,
  SLOT,
  STUDIO,
} from './tournaments.test-kit.js';

const testApp = useTestApp();

/** A player with ₹1,000 and a ledger scoring tournaments. */
async function setUp() {
  const { app, database } = testApp();
  const player = await fundedPlayer(app, database, 100_000n);
  return { player, ledger: scoringLedger(database), sql: database.sql };
}

describe('tournament points in the bet’s transaction', () => {
  it('stake scoring: automatic entry on the first qualifying bet, stakes summed', async () => {
    const { player, ledger, sql } = await setUp();
    const id = await insertTournament(sql, { scoring: 'stake' });
    await ledger.bet(slotBet(player.id, 500n));
    await ledger.bet(slotBet(player.id, 700n));
    expect((await entryOf(sql, id, player.id))?.points).toBe(1_200n);
  });

  it('a bet below the minimum stake, on another game or in another currency scores nothing', async () => {
    const { player, ledger, sql } = await setUp();
    const low = await insertTournament(sql, { minStake: 1_000n });
    const otherGame = await insertTournament(sql, {
      games: [{ alias: 'dragons-hoard', provider: STUDIO, name: 'Dragon' }],
    });
    const usdOnly = await insertTournament(sql, { currencies: ['USD'] });
    await ledger.bet(slotBet(player.id, 500n));
    expect(await entryOf(sql, low, player.id)).toBeUndefined();
    expect(await entryOf(sql, otherGame, player.id)).toBeUndefined();
    expect(await entryOf(sql, usdOnly, player.id)).toBeUndefined();
  });

  it('categories: a slot counts in a slots tournament, not in a live-casino one', async () => {
    const { player, ledger, sql } = await setUp();
    const slots = await insertTournament(sql, { games: [], categories: ['slots'] });
    const live = await insertTournament(sql, { games: [], categories: ['live-casino'] });
    await ledger.bet(slotBet(player.id, 300n));
    expect((await entryOf(sql, slots, player.id))?.points).toBe(300n);
    expect(await entryOf(sql, live, player.id)).toBeUndefined();
  });

  it('opt-in: no points before joining', async () => {
    const { player, ledger, sql } = await setUp();
    const id = await insertTournament(sql, { entry: 'opt_in' });
    await ledger.bet(slotBet(player.id, 500n));
    expect(await entryOf(sql, id, player.id)).toBeUndefined();
    await sql.transaction((tx) =>
      repo.enter(tx, { tournamentId: id, userId: player.id, currency: 'INR', name: 'P***r' }),
    );
    await ledger.bet(slotBet(player.id, 400n));
    expect((await entryOf(sql, id, player.id))?.points).toBe(400n);
  });

  it('a refused bet adds no points; a rolled-back bet takes its points back', async () => {
    const { player, ledger, sql } = await setUp();
    const id = await insertTournament(sql);
    await expect(ledger.bet(slotBet(player.id, 10_000_000n))).rejects.toThrow();
    expect(await entryOf(sql, id, player.id)).toBeUndefined();
    // A bet another rule refuses after the points were added: its transaction takes them back.
    const refusing = scoringLedger(testApp().database);
    refusing.onStake(async () => {
      throw new Error('refused by a later rule');
    });
    await expect(refusing.bet(slotBet(player.id, 500n))).rejects.toThrow('refused');
    expect(await entryOf(sql, id, player.id)).toBeUndefined();
    const kept = slotBet(player.id, 600n);
    const undone = slotBet(player.id, 900n);
    await ledger.bet(kept);
    await ledger.bet(undone);
    expect((await entryOf(sql, id, player.id))?.points).toBe(1_500n);
    await ledger.reverse({ originalKey: undone.key });
    expect((await entryOf(sql, id, player.id))?.points).toBe(600n);
    // A second rollback moves nothing (the ledger replays it) and takes nothing more.
    await ledger.reverse({ originalKey: undone.key });
    expect((await entryOf(sql, id, player.id))?.points).toBe(600n);
    expect((await verifyLedger(testApp().database.db)).problems).toEqual([]);
  });

  it('win scoring: a win posted apart finds its bet’s round; a free win scores nothing', async () => {
    const { player, ledger, sql } = await setUp();
    const id = await insertTournament(sql, { scoring: 'win' });
    const bet = slotBet(player.id, 500n);
    await ledger.bet(bet);
    expect((await entryOf(sql, id, player.id))?.points).toBe(0n);
    await ledger.win({ ...bet, key: `${bet.key}:win`, amount: 2_000n, betKey: bet.key });
    expect((await entryOf(sql, id, player.id))?.points).toBe(2_000n);
    // A win of a round with no qualifying bet (a free round) scores nothing.
    const free = slotBet(player.id, 1_000n, randomUUID());
    await ledger.win({ ...free, key: `${free.key}:win` });
    expect((await entryOf(sql, id, player.id))?.points).toBe(2_000n);
  });

  it('multiplier scoring keeps the best round; own games bring the win with the stake', async () => {
    const { player, ledger, sql } = await setUp();
    const id = await insertTournament(sql, { scoring: 'multiplier' });
    // Bet and win apart: ×4.
    const apart = slotBet(player.id, 500n);
    await ledger.bet(apart);
    await ledger.win({ ...apart, key: `${apart.key}:win`, amount: 2_000n, betKey: apart.key });
    expect((await entryOf(sql, id, player.id))?.points).toBe(400n);
    // A round settled at once (settleRound): ×2.5 keeps ×4, then ×12.5 beats it.
    for (const [stake, win] of [
      [400n, 1_000n],
      [200n, 2_500n],
    ] as const) {
      const roundId = randomUUID();
      await sql.transaction(async (tx) => {
        const held = await ledger.lock(tx, {
          userId: player.id,
          currency: 'INR',
          kinds: ['real', 'bonus_casino'],
        });
        await ledger.settleRound(
          {
            key: `round:${roundId}:bet`,
            winKey: `round:${roundId}:win`,
            userId: player.id,
            currency: 'INR',
            amount: stake,
            win,
            provider: STUDIO,
            metadata: { roundId, game: SLOT },
          },
          { tx, held, record: async () => null },
        );
      });
    }
    expect((await entryOf(sql, id, player.id))?.points).toBe(1_250n);
  });

  it('no points outside the schedule, in a cancelled or an upcoming tournament', async () => {
    const { player, ledger, sql } = await setUp();
    const now = Date.now();
    const ended = await insertTournament(sql, {
      startsAt: new Date(now - 120_000).toISOString(),
      endsAt: new Date(now - 60_000).toISOString(),
    });
    const upcoming = await insertTournament(sql, {
      startsAt: new Date(now + 60_000).toISOString(),
    });
    const cancelled = await insertTournament(sql);
    await sql.transaction((tx) => repo.cancel(tx, cancelled, 'test'));
    await ledger.bet(slotBet(player.id, 500n));
    for (const id of [ended, upcoming, cancelled]) {
      expect(await entryOf(sql, id, player.id)).toBeUndefined();
    }
  });

  it('a stake in another currency is converted to the reporting currency', async () => {
    const { player, ledger, sql } = await setUp();
    const id = await insertTournament(sql, { reportingCurrency: 'USD', minStake: 0n });
    await ledger.bet(slotBet(player.id, 100_000n - 1n));
    const points = (await entryOf(sql, id, player.id))?.points ?? 0n;
    // ₹999.99 is a few dollars, not a thousand.
    expect(points > 0n && points < 10_000n).toBe(true);
  });

  it('ranks equal points by who reached them first', async () => {
    const { app, database } = testApp();
    const ledger = scoringLedger(database);
    const id = await insertTournament(database.sql);
    const first = await fundedPlayer(app, database, 10_000n);
    const second = await fundedPlayer(app, database, 10_000n);
    await ledger.bet(slotBet(first.id, 500n));
    await ledger.bet(slotBet(second.id, 500n));
    expect((await repo.place(database.sql, id, first.id))?.place).toBe(1);
    expect((await repo.place(database.sql, id, second.id))?.place).toBe(2);
    await ledger.bet(slotBet(second.id, 100n));
    expect((await repo.place(database.sql, id, second.id))?.place).toBe(1);
    const top = await repo.top(database.sql, id, 100);
    expect(top.map((entry) => entry.userId)).toEqual([second.id, first.id]);
  });
});
