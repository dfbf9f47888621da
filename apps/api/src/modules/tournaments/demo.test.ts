import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper.js';
import { registerPlayer } from '../../../test/players.js';
import { createLedger, verifyLedger } from '../wallet/index.js';
import { seedDemoTournaments } from './demo.js';
import { tournamentsRepository as repo } from './tournaments.repository.js';

const testApp = useTestApp();

describe('demo tournaments', () => {
  it('seeds a running, an upcoming and a finished one with paid places, once', async () => {
    const { app, database } = testApp();
    const demo = await registerPlayer(app);
    const rivals = [];
    for (let n = 0; n < 6; n++) rivals.push((await registerPlayer(app)).id);
    const ledger = createLedger(database.sql);
    await seedDemoTournaments(database.sql, ledger, { demo: demo.id, rivals });
    await seedDemoTournaments(database.sql, ledger, { demo: demo.id, rivals });

    const all = await repo.all(database.sql);
    expect(all).toHaveLength(3);
    const now = new Date();
    const [running, upcoming, finished] = [
      'Weekly Slots Race',
      'Big Multiplier Cup',
      'Diwali Win Sprint',
    ].map((title) => all.find((row) => row.texts.some((text) => text.title === title))!);
    expect(running!.startsAt < now && now < running!.endsAt).toBe(true);
    expect((await repo.place(database.sql, running!.id, demo.id))?.place).toBe(5);
    expect(upcoming!.startsAt > now).toBe(true);
    expect(finished!.settledAt).not.toBeNull();
    const payouts = await repo.payouts(database.sql, finished!.id);
    expect(payouts.map((payout) => [payout.place, payout.status])).toEqual([
      [1, 'paid'],
      [2, 'paid'],
      [3, 'paid'],
    ]);
    expect(payouts.some((payout) => payout.userId === demo.id)).toBe(false);
    expect((await repo.entry(database.sql, finished!.id, demo.id))?.finalPlace).toBe(4);
    expect((await verifyLedger(database.db)).problems).toEqual([]);
  });
});
