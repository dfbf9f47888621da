import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper.js';
import { registerPlayer } from '../../../test/players.js';
import { createLedger } from '../wallet/index.js';
import { createBonuses } from './index.js';

const testApp = useTestApp();

/** A provider's games in the catalogue: a roulette, a slot by its own category, a barred slot. */
async function providerGames() {
  const { sql } = testApp().database;
  const [provider] = await sql.query<{ id: number }>(
    `insert into game_providers (alias, name) values ('acme', 'Acme') returning id`,
  );
  const game = (alias: string, extra: string) =>
    sql.query<{ id: number }>(
      `insert into games (uuid, alias, name, provider_id, external_id, platforms, released_at,
         search_prefixes, sort_name ${extra ? `, ${extra.split('=')[0]}` : ''})
       values ($1, $2, $2, $3, $2, '{web}', '2026-01-01', '{}', $2 ${extra ? `, ${extra.split('=')[1]}` : ''})
       returning id`,
      [randomUUID(), alias, provider!.id],
    );
  const [roulette] = await game('acme-roulette', '');
  await sql.query(
    `insert into game_category_links (game_id, category_id)
     select $1, id from game_categories where slug = 'roulette'`,
    [roulette!.id],
  );
  await game('acme-slot', `bonus_category='slots'`);
  await game('acme-live', `bonus_category='live'`);
  await game('acme-barred', `bonus_excluded=true`);
}

describe('wagering of provider games (the stake hook)', () => {
  it('counts by category, skips barred games, and a rollback takes its wagering back', async () => {
    const { sql } = testApp().database;
    await providerGames();
    const ledger = createLedger(sql);
    const bonuses = createBonuses({ sql, ledger });
    const player = await registerPlayer(testApp().app, { bonusChoice: 'none' });
    await ledger.deposit({
      key: `hook:${randomUUID()}`,
      userId: player.id,
      currency: 'INR',
      amount: 1_000_000n,
      provider: 'test',
    });
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
    const bet = (gameId: string, amount: bigint) =>
      ledger.bet({
        key: `game:acme:${randomUUID()}`,
        userId: player.id,
        currency: 'INR',
        amount,
        provider: 'acme',
        metadata: { provider: 'acme', gameId },
      });
    await bet('acme-roulette', 10_000n);
    expect(await progress()).toBe(0n);
    await bet('acme-barred', 10_000n);
    expect(await progress()).toBe(0n);
    await bet('acme-live', 10_000n);
    expect(await progress()).toBe(1_000n);
    const slot = await bet('acme-slot', 10_000n);
    expect(await progress()).toBe(11_000n);
    await bet('unknown-game', 10_000n);
    expect(await progress()).toBe(11_000n);
    await ledger.reverse({ originalKey: slot.key });
    expect(await progress()).toBe(1_000n);
  });
});
