import { API_PREFIX, type GamesResponse, type PlaySpinResponse } from '@jackdaw/contracts';
import Fastify from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper.js';
import { fundedPlayer, openSession, playCall, spinOk } from '../../../test/play.js';
import { nextAddress } from '../../../test/players.js';
import { signBody } from '../game-wallet/index.js';
import { createGameProviderRegistry, type ProviderGame } from './game-provider.js';
import { seedGames } from './games.seed.js';
import type { GamesService } from './games.service.js';
import { gamesPopularity } from './popularity.js';
import { jackdawProvider } from './providers/jackdaw/jackdaw.provider.js';

const secret = 'acme-wallet-secret-0123456789abcdef0123';
const testApp = useTestApp({ config: { gameWalletSecrets: { acme: secret } } });

const ACME_GAMES: ProviderGame[] = [
  {
    externalId: 'acme-701',
    alias: 'acme-keno',
    name: 'Acme Keno',
    categories: ['keno'],
    platforms: ['web'],
    demoAllowed: false,
    releasedAt: '2024-01-01',
  },
];

/** Starting popularity: the order of a catalogue nobody has played. */
const STARTING: Record<string, number> = {
  'fruit-classic': 500,
  'dragons-hoard': 400,
  'jungle-ways': 300,
  'abyss-ways': 200,
  'acme-keno': 100,
  'pharaohs-tomb': 50,
  aviator: 10,
  dice: 9,
  limbo: 8,
  plinko: 7,
  mines: 6,
  keno: 5,
  hilo: 4,
  wheel: 3,
  flip: 2,
};

beforeAll(async () => {
  const { database } = testApp();
  const acme = {
    alias: 'acme',
    name: 'Acme Gaming',
    games: () => ACME_GAMES,
    launch: async () => ({ url: 'https://acme.example/never' }),
  };
  await seedGames(database.db, createGameProviderRegistry([jackdawProvider, acme]));
  for (const [alias, popularity] of Object.entries(STARTING)) {
    await database.sql.query('update games set popularity = $1 where alias = $2', [
      popularity,
      alias,
    ]);
  }
});

/** The aliases of the whole catalogue by `pop`, top games not first. */
async function popOrder(): Promise<string[]> {
  const response = await testApp().app.inject({
    method: 'GET',
    url: `${API_PREFIX}/games?sort=pop&top=false&take=100`,
    remoteAddress: nextAddress(),
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as GamesResponse).data.map((game) => game.alias);
}

const byStartingPopularity = Object.keys(STARTING);

/** One paid round, with the free spins it may award played to the end (as a client does). */
async function playRound(sessionToken: string, bet: number) {
  let { freeSpins } = await spinOk(testApp().app, { sessionToken, bet });
  while (freeSpins) {
    const response = await playCall(testApp().app, '/play/free-spin', {
      sessionToken,
      roundId: freeSpins.roundId,
      spin: freeSpins.played + 1,
    });
    expect(response.statusCode, response.body).toBe(200);
    ({ freeSpins } = response.json() as PlaySpinResponse);
  }
}

function walletBet(body: object) {
  const payload = JSON.stringify(body);
  return testApp().app.inject({
    method: 'POST',
    url: `${API_PREFIX}/game-wallet/acme/bet`,
    headers: { 'content-type': 'application/json', 'x-signature': signBody(secret, payload) },
    payload,
  });
}

async function catalogueVersion(): Promise<bigint> {
  const [row] = await testApp().database.sql.query<{ v: string }>(
    'select last_value::text as v from game_catalogue_version',
  );
  return BigInt(row!.v);
}

describe('popularity from real rounds', () => {
  it('orders a catalogue without rounds by its starting popularity, and changes nothing', async () => {
    expect(await testApp().app.refreshGamePopularity()).toBe(0);
    expect(await popOrder()).toEqual(byStartingPopularity);
  });

  it('moves a game played for real money up at the next refresh; demo rounds do not count', async () => {
    const { app, database } = testApp();
    // Cached before the play: the refresh must drop this page, not wait for it to expire.
    expect((await popOrder())[0]).toBe('fruit-classic');

    const player = await fundedPlayer(app, database, 1_000_000n);
    const real = await openSession(app, 'pharaohs-tomb', player.token);
    for (let round = 0; round < 3; round++) {
      await playRound(real.sessionToken, 1000);
    }
    const demo = await openSession(app, 'abyss-ways', player.token, 'demo');
    for (let round = 0; round < 5; round++) {
      await playRound(demo.sessionToken, demo.betLimits.min);
    }
    // Not counted until the refresh runs.
    expect((await popOrder())[0]).toBe('fruit-classic');

    expect(await app.refreshGamePopularity()).toBe(1);
    expect(await popOrder()).toEqual([
      'pharaohs-tomb',
      ...byStartingPopularity.filter((alias) => alias !== 'pharaohs-tomb'),
    ]);
    const [row] = await database.sql.query<{ recent_rounds: number; popularity: number }>(
      "select recent_rounds, popularity from games where alias = 'pharaohs-tomb'",
    );
    expect(row).toEqual({ recent_rounds: 3, popularity: 50 });

    // The home page's shelf reads the same order.
    const lobbies = await app.inject({
      method: 'GET',
      url: `${API_PREFIX}/games/lobbies`,
      remoteAddress: nextAddress(),
    });
    const popular = (lobbies.json() as { data: { slug: string; games: { alias: string }[] }[] })
      .data[0]!;
    // Top games first, then by popularity.
    expect(popular.games.map((game) => game.alias).slice(0, 3)).toEqual([
      'fruit-classic',
      'dragons-hoard',
      'pharaohs-tomb',
    ]);
  });

  it("counts a third-party provider's rounds from the bets posted through the game wallet", async () => {
    const { app, database } = testApp();
    const player = await fundedPlayer(app, database, 1_000_000n);
    const base = { playerId: player.id, currency: 'INR', amount: 500, gameId: 'acme-701' };
    // Four rounds, one of them with two bets; a bet on a game the catalogue lacks is ignored.
    for (const [transactionId, roundId] of [
      ['a1', 'r1'],
      ['a2', 'r1'],
      ['a3', 'r2'],
      ['a4', 'r3'],
      ['a5', 'r4'],
    ]) {
      const response = await walletBet({ ...base, transactionId, roundId });
      expect(response.statusCode, response.body).toBe(200);
    }
    expect(
      (await walletBet({ ...base, gameId: 'acme-999', transactionId: 'a6', roundId: 'r5' }))
        .statusCode,
    ).toBe(200);

    expect(await app.refreshGamePopularity()).toBe(1);
    const [row] = await database.sql.query<{ recent_rounds: number }>(
      "select recent_rounds from games where alias = 'acme-keno'",
    );
    expect(row!.recent_rounds).toBe(4);
    expect((await popOrder()).slice(0, 2)).toEqual(['acme-keno', 'pharaohs-tomb']);
  });

  it('forgets rounds older than the window', async () => {
    const { app, database } = testApp();
    await database.sql.query(
      "update play_rounds set created_at = now() - interval '31 days' where mode = 'real'",
    );
    // Ledger rows are immutable; this test ages them past the window all the same.
    await database.sql.transaction(async (tx) => {
      await tx.query(
        'alter table wallet_transactions disable trigger wallet_transactions_immutable',
      );
      await tx.query(
        `update wallet_transactions set created_at = now() - interval '31 days'
         where idempotency_key like 'game:acme:%'`,
      );
      await tx.query(
        'alter table wallet_transactions enable trigger wallet_transactions_immutable',
      );
    });
    const before = await catalogueVersion();
    expect(await app.refreshGamePopularity()).toBe(2);
    expect(await catalogueVersion()).toBeGreaterThan(before);
    expect(await popOrder()).toEqual(byStartingPopularity);

    // Nothing moved: no write, so the catalogue version (and every cached page) stays.
    const settled = await catalogueVersion();
    expect(await app.refreshGamePopularity()).toBe(0);
    expect(await catalogueVersion()).toBe(settled);

    // The seed keeps the counts it finds; the next refresh counts again.
    await database.sql.query("update play_rounds set created_at = now() where mode = 'real'");
    await seedGames(database.db, createGameProviderRegistry([jackdawProvider]));
    expect(await app.refreshGamePopularity()).toBe(1);
    const [row] = await database.sql.query<{ recent_rounds: number }>(
      "select recent_rounds from games where alias = 'pharaohs-tomb'",
    );
    expect(row!.recent_rounds).toBe(3);
  });

  it('shares one run between concurrent refreshes', async () => {
    const { app } = testApp();
    const [first, second] = [app.refreshGamePopularity(), app.refreshGamePopularity()];
    expect(first).toBe(second);
    await first;
  });
});

describe('the refresh job', () => {
  it('counts once when the app gets ready, then every interval, and stops when it closes', async () => {
    let runs = 0;
    const games = {
      refreshPopularity: async () => {
        runs++;
        return 0;
      },
    } as unknown as GamesService;
    const app = Fastify({ logger: false });
    await app.register(gamesPopularity, { games, intervalMs: 20 });
    expect(runs).toBe(0);
    await app.ready();
    expect(runs).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 70));
    expect(runs).toBeGreaterThanOrEqual(2);
    await app.close();
    const closed = runs;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(runs).toBe(closed);
  });
});
