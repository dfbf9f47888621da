import {
  API_PREFIX,
  recentWins,
  type GameCategoriesResponse,
  type GameTilesResponse,
  type RecentWinsResponse,
} from '@jackdaw/contracts';
import { createFairRng, fruitClassic, spin, startFreeSpins } from '@jackdaw/games';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper.js';
import { fundedPlayer, openSession, setSeeds, spinOk } from '../../../test/play.js';
import { nextAddress } from '../../../test/players.js';
import { createGameProviderRegistry, type ProviderGame } from './game-provider.js';
import { seedGames } from './games.seed.js';
import { jackdawProvider } from './providers/jackdaw/jackdaw.provider.js';
import { maskPlayer, multiplierOf } from './recent-wins.js';

const testApp = useTestApp();

const get = async <T>(url: string): Promise<{ status: number; body: T; cache?: string }> => {
  const response = await testApp().app.inject({
    method: 'GET',
    url: `${API_PREFIX}${url}`,
    remoteAddress: nextAddress(),
  });
  return {
    status: response.statusCode,
    body: response.json() as T,
    cache: response.headers['cache-control'] as string | undefined,
  };
};

const tileSlugs = async () =>
  (await get<GameTilesResponse>('/games/tiles')).body.data.map((tile) => tile.slug);
const categorySlugs = async () =>
  (await get<GameCategoriesResponse>('/games/categories')).body.data.map((c) => c.slug);

/** A live studio arriving later, through the seed path every provider takes. */
const liveGame = (overrides: Partial<ProviderGame>): ProviderGame => ({
  externalId: 'l1',
  alias: 'lightning-table',
  name: 'Lightning Table',
  categories: ['live-casino'],
  platforms: ['web', 'mobile'],
  demoAllowed: false,
  releasedAt: '2026-01-01',
  ...overrides,
});

async function seedLiveStudio(games: ProviderGame[]) {
  await seedGames(
    testApp().database.db,
    createGameProviderRegistry([
      jackdawProvider,
      {
        alias: 'livestudio',
        name: 'Live Studio',
        games: () => games,
        launch: async () => ({ url: 'https://live.example/never' }),
      },
    ]),
  );
}

describe('the lobby lists only tiles and categories with something to open', () => {
  it('hides the empty ones and lists each once it has an active game', async () => {
    // The own studio has slots, the crash game and the originals (keno and hilo also in keno
    // and table games): of the four tiles of spec §2 only the aviator tile has its game.
    const own = ['popular', 'favorite', 'slots', 'crash', 'table-games', 'keno', 'instant-games'];
    expect(await tileSlugs()).toEqual(['aviator']);
    expect(await categorySlugs()).toEqual(own);

    await seedLiveStudio([liveGame({})]);
    expect(await tileSlugs()).toEqual(['aviator', 'live-casino']);
    expect(await categorySlugs()).toEqual([...own, 'live-casino']);

    // A game tile needs its game (by alias) playable on a phone, where the tiles are shown.
    await seedLiveStudio([
      liveGame({}),
      liveGame({ externalId: 'c1', alias: 'crazy-time', name: 'Crazy Time', platforms: ['web'] }),
      liveGame({
        externalId: 'b1',
        alias: 'bingo-bash',
        name: 'Bingo Bash',
        categories: ['arcade'],
      }),
    ]);
    const { body, cache } = await get<GameTilesResponse>('/games/tiles');
    expect(cache).toBe('public, max-age=60');
    expect(body.data).toEqual([
      {
        slug: 'aviator',
        title: 'Aviator',
        image: '/images/tile-aviator.svg',
        game: { alias: 'aviator' },
        category: null,
      },
      {
        slug: 'live-casino',
        title: 'Live casino',
        image: '/images/tile-live-casino.svg',
        game: null,
        category: { slug: 'live-casino', url: '/live-casino' },
      },
    ]);
    expect(await categorySlugs()).toEqual([
      'popular',
      'favorite',
      'slots',
      'crash',
      'table-games',
      'arcade',
      'keno',
      'instant-games',
      'live-casino',
    ]);
    // Playable on phones, the crazy-time tile shows too.
    await seedLiveStudio([liveGame({}), liveGame({ externalId: 'c1', alias: 'crazy-time' })]);
    expect(await tileSlugs()).toEqual(['crazy-time', 'aviator', 'live-casino']);

    // The studio withdrawn: its games go inactive, and the tiles and categories go with them.
    await seedLiveStudio([]);
    expect(await tileSlugs()).toEqual(['aviator']);
    expect(await categorySlugs()).toEqual(own);

    // Operator data: a tile the operator switched off stays off, whatever it opens.
    await seedLiveStudio([liveGame({})]);
    await testApp().database.sql.query(
      "update game_tiles set active = false where slug in ('live-casino', 'aviator')",
    );
    expect(await tileSlugs()).toEqual([]);
    // A restart's seed leaves the operator's tiles as they are.
    await seedLiveStudio([liveGame({})]);
    expect(await tileSlugs()).toEqual([]);
  });

  it('refuses a tile with two targets or none', async () => {
    const insert = (target: string) =>
      testApp().database.sql.query(
        `insert into game_tiles (slug, title, image, game_alias, category_slug)
         values ('broken', 'Broken', '/images/x.svg', ${target})`,
      );
    await expect(insert("'aviator', 'arcade'")).rejects.toThrow();
    await expect(insert('null, null')).rejects.toThrow();
  });
});

/** The first client seed under which fruit classic's paid spin at nonce 0 is what is wanted. */
function seedFor(bet: number, wanted: (multiplier: number) => boolean): string {
  const serverSeed = 'ab'.repeat(32);
  for (let candidate = 0; candidate < 5_000; candidate += 1) {
    const clientSeed = `wins-${candidate}`;
    const rng = createFairRng({ serverSeed, clientSeed, nonce: 0 });
    const outcome = spin(fruitClassic, rng, bet);
    if (startFreeSpins(fruitClassic, outcome, rng) === null && wanted(outcome.win / bet)) {
      return clientSeed;
    }
  }
  throw new Error('no seed found');
}

/** A real-money spin of a new INR player whose first round is known. */
async function realSpin(bet: number, wanted: (multiplier: number) => boolean) {
  const { app, database } = testApp();
  const player = await fundedPlayer(app, database, 1_000_000n);
  const session = await openSession(app, 'fruit-classic', player.token);
  await setSeeds(database, player.id, {
    serverSeed: 'ab'.repeat(32),
    clientSeed: seedFor(bet, wanted),
    nonce: 0,
  });
  const round = await spinOk(app, { sessionToken: session.sessionToken, bet });
  return { player, round };
}

describe('GET /games/recent-wins', () => {
  it('shows a real spin that paid the threshold, masked, and nothing smaller or in demo', async () => {
    const min = recentWins.minMultiplier;
    const before = await get<RecentWinsResponse>('/games/recent-wins');
    expect(before.status).toBe(200);
    expect(before.cache).toBe(`public, max-age=${recentWins.refreshSeconds}`);
    expect(before.body.data).toEqual([]);

    const small = await realSpin(1000, (m) => m > 0 && m < min);
    expect(small.round.win).toBeGreaterThan(0);
    const big = await realSpin(1000, (m) => m >= min);
    const demo = await openSession(testApp().app, 'fruit-classic');
    // Random demo rounds; one that awards free spins ends the run (its next spin would be refused).
    for (let spins = 0; spins < 20; spins += 1) {
      const round = await spinOk(testApp().app, { sessionToken: demo.sessionToken, bet: 1000 });
      if (round.freeSpins) break;
    }

    const { body } = await get<RecentWinsResponse>('/games/recent-wins');
    const local = big.player.email.slice(0, big.player.email.indexOf('@'));
    expect(body.data).toEqual([
      {
        id: expect.any(String),
        player: `${local[0]}***${local.at(-1)}`,
        game: { alias: 'fruit-classic', name: fruitClassic.name },
        multiplier: multiplierOf(1000n, BigInt(big.round.win)),
        amount: big.round.win,
        currency: 'INR',
        at: expect.any(String),
      },
    ]);
    expect(body.data[0]!.multiplier).toBeGreaterThanOrEqual(min);
    expect(JSON.stringify(body)).not.toContain(big.player.email);
  });
});

describe('maskPlayer and multiplierOf', () => {
  it('keeps only the first and last character of the name or the e-mail address', () => {
    expect(maskPlayer('alice7')).toBe('a***7');
    expect(maskPlayer('alice7@example.com')).toBe('a***7');
    expect(maskPlayer('Ж')).toBe('Ж***');
    expect(maskPlayer('')).toBe('***');
    expect(maskPlayer('😀bob😀')).toBe('😀***😀');
  });

  it('rounds the multiplier down to hundredths in integers', () => {
    expect(multiplierOf(1000n, 12_500n)).toBe(12.5);
    expect(multiplierOf(300n, 1000n)).toBe(3.33);
    expect(multiplierOf(0n, 100n)).toBe(0);
  });
});
