import { API_PREFIX, type GameItem, type GamesResponse } from '@jackdaw/contracts';
import Fastify, { type FastifyRequest } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { beforeAll, describe, expect, it } from 'vitest';
import { sharedAnswer } from '../../lib/cached-json.js';
import { validatorCompiler } from '../../lib/validation.js';
import { useTestApp } from '../../../test/helper.js';
import { nextAddress, registerPlayer } from '../../../test/players.js';
import { playerStanding } from '../users/index.js';
import { createLedger } from '../wallet/index.js';
import { createGameProviderRegistry, type ProviderGame } from './game-provider.js';
import { createGamesRepository } from './games.repository.js';
import { gamesRoutes } from './games.routes.js';
import { createGamesService, hashLaunchToken, itemOf, type GamesService } from './games.service.js';
import { createDefaultProviders } from './providers/index.js';
import { seedGames } from './games.seed.js';
import { jackdawProvider } from './providers/jackdaw/jackdaw.provider.js';
import { sortName } from './search.js';

const testApp = useTestApp();

/**
 * A second studio beside the own one, seeded through the same code path, with accented names and
 * other categories and platforms, so every filter has something to tell apart.
 */
const ACME_GAMES: ProviderGame[] = [
  {
    externalId: 'a1',
    alias: 'cafe-ole',
    name: 'Café Olé',
    categories: ['table-games', 'roulette'],
    platforms: ['web'],
    demoAllowed: false,
    releasedAt: '2025-01-01',
  },
  {
    externalId: 'a2',
    alias: 'elan-roulette',
    name: 'Élan Roulette',
    categories: ['roulette'],
    platforms: ['web', 'mobile'],
    demoAllowed: true,
    top: true,
    releasedAt: '2026-11-10',
  },
  {
    externalId: 'a3',
    alias: 'zebra-keno',
    name: 'Zebra Keno',
    categories: ['keno'],
    platforms: ['mobile'],
    demoAllowed: true,
    releasedAt: '2024-05-05',
  },
  {
    externalId: 'a4',
    alias: 'uber-blackjack',
    name: 'Über Blackjack',
    categories: ['black-jack', 'table-games'],
    platforms: ['web', 'mobile'],
    demoAllowed: true,
    releasedAt: '2025-06-01',
  },
  {
    externalId: 'a5',
    alias: 'mega-dragon',
    name: 'Mega Dragon Fortune',
    categories: ['slots'],
    platforms: ['web', 'mobile'],
    demoAllowed: true,
    releasedAt: '2025-03-03',
  },
];

/** Distinct popularity for every game, so the `pop` order has no ties. */
const POPULARITY: Record<string, number> = {
  'dragons-hoard': 90,
  'cafe-ole': 80,
  'fruit-classic': 70,
  'zebra-keno': 60,
  'abyss-ways': 50,
  'mega-dragon': 40,
  'pharaohs-tomb': 30,
  'uber-blackjack': 20,
  'jungle-ways': 10,
  plinko: 9,
  aviator: 8,
  dice: 7,
  mines: 6,
  'elan-roulette': 5,
  limbo: 4,
  keno: 3,
  hilo: 2,
  wheel: 1,
  flip: 0,
};

/** The catalogue: the own studio's 14 (5 slots, the crash game, 8 originals) and Acme's 5. */
const ALL_GAMES = 19;

interface ModelGame extends ProviderGame {
  provider: string;
  popularity: number;
}

let model: ModelGame[] = [];

beforeAll(async () => {
  const { database } = testApp();
  const acme = {
    alias: 'acme',
    name: 'Acme Gaming',
    games: () => ACME_GAMES,
    launch: async () => ({ url: 'https://acme.example/never' }),
  };
  await seedGames(database.db, createGameProviderRegistry([jackdawProvider, acme]));
  for (const [alias, popularity] of Object.entries(POPULARITY)) {
    await database.sql.query('update games set popularity = $1 where alias = $2', [
      popularity,
      alias,
    ]);
  }
  model = [
    ...(await jackdawProvider.games()).map((game) => ({ ...game, provider: 'jackdaw' })),
    ...ACME_GAMES.map((game) => ({ ...game, provider: 'acme' })),
  ].map((game) => ({ ...game, popularity: POPULARITY[game.alias]! }));
});

const get = (url: string, token?: string) =>
  testApp().app.inject({
    method: 'GET',
    url: `${API_PREFIX}${url}`,
    remoteAddress: nextAddress(),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

const post = (url: string, payload?: object, token?: string) =>
  testApp().app.inject({
    method: 'POST',
    url: `${API_PREFIX}${url}`,
    remoteAddress: nextAddress(),
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload ? { payload } : {}),
  });

const put = (url: string, token?: string) =>
  testApp().app.inject({
    method: 'PUT',
    url: `${API_PREFIX}${url}`,
    remoteAddress: nextAddress(),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

async function list(query: string, token?: string): Promise<GamesResponse> {
  const response = await get(`/games${query}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** Lets the clock move on, so that "newest first" has something to order by. */
const pause = () => new Promise((resolve) => setTimeout(resolve, 5));

const aliases = (body: { data: GameItem[] }) => body.data.map((game) => game.alias);

/** What GET /games should answer, computed from the fixture without SQL. */
function expected(options: {
  category: string;
  providers: string[];
  sort: 'abc' | 'zyx' | 'pop' | 'new';
  top: boolean;
}): string[] {
  const games = model.filter(
    (game) =>
      (options.category === 'popular' || game.categories.includes(options.category)) &&
      (options.providers.length === 0 || options.providers.includes(game.provider)),
  );
  const by = {
    abc: (a: ModelGame, b: ModelGame) => (sortName(a.name) < sortName(b.name) ? -1 : 1),
    zyx: (a: ModelGame, b: ModelGame) => (sortName(a.name) < sortName(b.name) ? 1 : -1),
    pop: (a: ModelGame, b: ModelGame) => b.popularity - a.popularity,
    new: (a: ModelGame, b: ModelGame) => (a.releasedAt < b.releasedAt ? 1 : -1),
  }[options.sort];
  return games
    .sort((a, b) => (options.top ? Number(b.top ?? false) - Number(a.top ?? false) : 0) || by(a, b))
    .map((game) => game.alias);
}

describe('GET /games', () => {
  it('answers the defaults of spec core §4: category popular, sort pop, top first, 15 a page', async () => {
    const body = await list('');
    expect(body).toMatchObject({ statusCode: 200, page: 1, lastPage: 2, total: ALL_GAMES });
    expect(aliases(body)).toEqual(
      expected({ category: 'popular', providers: [], sort: 'pop', top: true }).slice(0, 15),
    );
    expect(aliases(body).slice(0, 3)).toEqual(['dragons-hoard', 'fruit-classic', 'elan-roulette']);
    const [first] = body.data;
    expect(first).toMatchObject({
      alias: 'dragons-hoard',
      name: "Dragon's Hoard",
      provider: { alias: 'jackdaw', name: 'Jackdaw Studio', logo: '/static/providers/jackdaw.svg' },
      categories: ['slots'],
      platforms: ['web', 'mobile'],
      demo: true,
      top: true,
      volatility: 'high',
      releasedAt: '2026-10-15',
      favorite: false,
    });
    expect(first!.rtp).toBeCloseTo(95.89, 2);
    const cover = `/static/games/${first!.uuid}`;
    expect(first!.image).toBe(`${cover}/400.webp`);
    expect(first!.imageLarge).toBe(`${cover}/800.webp`);
    expect(first!.imageSrcset).toBe(
      `${cover}/200.webp 200w, ${cover}/400.webp 400w, ${cover}/800.webp 800w`,
    );
  });

  it('answers every combination of category, providers, sort and top as the model does', async () => {
    const categories = [
      'popular',
      'slots',
      'crash',
      'roulette',
      'table-games',
      'keno',
      'poker',
      'instant-games',
    ];
    const providerSets = [[], ['jackdaw'], ['acme'], ['jackdaw', 'acme'], ['nobody']];
    const sorts = ['abc', 'zyx', 'pop', 'new'] as const;
    let checked = 0;
    for (const category of categories) {
      for (const providers of providerSets) {
        for (const sort of sorts) {
          for (const top of [true, false]) {
            const query = new URLSearchParams({ category, sort, top: String(top) });
            if (providers.length) query.set('providers', providers.join(','));
            const body = await list(`?${query}`);
            const want = expected({ category, providers, sort, top });
            expect(aliases(body), query.toString()).toEqual(want.slice(0, 15));
            expect(body.total).toBe(want.length);
            expect(body.lastPage).toBe(Math.max(1, Math.ceil(want.length / 15)));
            checked++;
          }
        }
      }
    }
    expect(checked).toBe(320);
  });

  it('takes a category by its slug or by its url, and refuses an unknown one', async () => {
    const bySlug = aliases(await list('?category=table-games&sort=abc'));
    expect(bySlug).toEqual(['cafe-ole', 'hilo', 'uber-blackjack']);
    expect(aliases(await list('?category=table&sort=abc'))).toEqual(bySlug);
    expect(aliases(await list('?category=/table&sort=abc'))).toEqual(bySlug);
    expect(aliases(await list('?category=blackjack'))).toEqual(['uber-blackjack']);
    const unknown = await get('/games?category=casino-royale');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'GAME.CATEGORY_UNKNOWN' });
  });

  it('takes providers as a comma list or repeated, in any case', async () => {
    const comma = aliases(await list('?providers=acme,jackdaw&sort=abc'));
    expect(comma).toHaveLength(15);
    expect((await list('?providers=acme,jackdaw')).total).toBe(ALL_GAMES);
    expect(aliases(await list('?providers=acme&providers=jackdaw&sort=abc'))).toEqual(comma);
    expect(aliases(await list('?providers=ACME&sort=abc'))).toEqual(
      aliases(await list('?providers=acme&sort=abc')),
    );
    expect((await get('/games?providers=no%20such!')).statusCode).toBe(400);
  });

  it('filters by platform', async () => {
    const web = aliases(await list('?platform=web&sort=abc&top=false&providers=acme'));
    expect(web).toEqual(['cafe-ole', 'elan-roulette', 'mega-dragon', 'uber-blackjack']);
    const mobile = aliases(await list('?platform=mobile&sort=abc&top=false&providers=acme'));
    expect(mobile).toEqual(['elan-roulette', 'mega-dragon', 'uber-blackjack', 'zebra-keno']);
    expect((await get('/games?platform=tv')).statusCode).toBe(400);
  });

  describe('paging', () => {
    it('splits the list into pages that join back into it', async () => {
      const all = aliases(await list('?sort=new&take=100'));
      const pages: string[] = [];
      for (let page = 1; page <= 7; page++) {
        const body = await list(`?sort=new&take=3&page=${page}`);
        expect(body).toMatchObject({ page, lastPage: 7, total: ALL_GAMES });
        expect(body.data.length).toBe(page < 7 ? 3 : 1);
        pages.push(...aliases(body));
      }
      expect(pages).toEqual(all);
    });

    it('answers an empty page past the last page, with the real total', async () => {
      const body = await list('?take=3&page=8');
      expect(body).toEqual({ statusCode: 200, data: [], page: 8, lastPage: 7, total: ALL_GAMES });
      expect(await list('?category=poker&page=3')).toEqual({
        statusCode: 200,
        data: [],
        page: 3,
        lastPage: 1,
        total: 0,
      });
    });

    it('refuses take 0, take over 100, page 0 and non-numbers with 400', async () => {
      for (const query of ['take=0', 'take=101', 'take=1000', 'page=0', 'take=ten', 'page=-1']) {
        const response = await get(`/games?${query}`);
        expect(response.statusCode, query).toBe(400);
        expect(response.json()).toMatchObject({ code: 'REQUEST.INVALID' });
      }
      expect((await list('?take=100')).data).toHaveLength(ALL_GAMES);
      expect((await list('?take=1')).lastPage).toBe(ALL_GAMES);
    });

    it('refuses unknown sorts and odd top values', async () => {
      expect((await get('/games?sort=random')).statusCode).toBe(400);
      expect((await get('/games?top=maybe')).statusCode).toBe(400);
      expect(aliases(await list('?top=0&sort=pop'))[0]).toBe('dragons-hoard');
      expect(aliases(await list('?top=1&sort=abc'))[0]).toBe('dragons-hoard');
    });
  });

  describe('search', () => {
    const search = async (text: string, extra = '') =>
      aliases(await list(`?sort=abc&top=false&search=${encodeURIComponent(text)}${extra}`));

    it('matches the start of the name or of any word, in any case', async () => {
      expect(await search('drag')).toEqual(['dragons-hoard', 'mega-dragon']);
      expect(await search('DRAG')).toEqual(['dragons-hoard', 'mega-dragon']);
      expect(await search('dRaGoN')).toEqual(['dragons-hoard', 'mega-dragon']);
      expect(await search('fortune')).toEqual(['mega-dragon']);
      expect(await search('mega drag')).toEqual(['mega-dragon']);
      expect(await search('ways')).toEqual(['jungle-ways']);
      expect(await search('abyss 1024')).toEqual(['abyss-ways']);
      expect(await search('102')).toEqual(['abyss-ways']);
    });

    it('ignores accents on either side and apostrophes', async () => {
      expect(await search('cafe')).toEqual(['cafe-ole']);
      expect(await search('CAFÉ OLÉ')).toEqual(['cafe-ole']);
      expect(await search('ole')).toEqual(['cafe-ole']);
      expect(await search('élan')).toEqual(['elan-roulette']);
      expect(await search('ELAN')).toEqual(['elan-roulette']);
      expect(await search('uber')).toEqual(['uber-blackjack']);
      expect(await search('Über')).toEqual(['uber-blackjack']);
      expect(await search('pharaoh’s')).toEqual(['pharaohs-tomb']);
      expect(await search("pharaoh's t")).toEqual(['pharaohs-tomb']);
      expect(await search('pharaohs')).toEqual(['pharaohs-tomb']);
    });

    it('does not match inside a word, and finds nothing for unknown words', async () => {
      expect(await search('oard')).toEqual([]);
      expect(await search('ragon')).toEqual([]);
      expect(await search('xyz')).toEqual([]);
      expect(await search('dragon keno')).toEqual([]);
    });

    it('combines with category, providers, sort and paging', async () => {
      expect(await search('r', '&category=roulette')).toEqual(['elan-roulette']);
      expect(await search('dragon', '&providers=acme')).toEqual(['mega-dragon']);
      expect(aliases(await list('?search=drag&sort=zyx&top=false'))).toEqual([
        'mega-dragon',
        'dragons-hoard',
      ]);
      const page2 = await list('?search=drag&sort=abc&top=false&take=1&page=2');
      expect(page2).toMatchObject({ page: 2, lastPage: 2, total: 2 });
      expect(aliases(page2)).toEqual(['mega-dragon']);
    });

    it('refuses a search longer than 60 characters', async () => {
      const response = await get(`/games?search=${'a'.repeat(61)}`);
      expect(response.statusCode).toBe(400);
    });

    it('uses the GIN index of name prefixes', async () => {
      const { database } = testApp();
      await database.sql.query('set enable_seqscan = off');
      const plan = await database.sql.query<Record<string, string>>(
        "explain select id from games where search_prefixes @> array['drag']::text[]",
      );
      await database.sql.query('set enable_seqscan = on');
      expect(plan.map((row) => Object.values(row)[0]).join('\n')).toContain(
        'games_search_prefixes_gin',
      );
    });
  });

  it('moves the catalogue version, which keeps cached pages, on every change to the catalogue', async () => {
    const { sql } = testApp().database;
    const read = async () =>
      BigInt(
        (
          await sql.query<{ v: string }>('select last_value::text as v from game_catalogue_version')
        )[0]!.v,
      );
    let last = await read();
    for (const statement of [
      "update games set popularity = popularity where alias = 'fruit-classic'",
      "update game_providers set name = name where alias = 'acme'",
      'delete from game_category_links where false',
      "update game_categories set title = title where slug = 'keno'",
    ]) {
      await sql.query(statement);
      const now = await read();
      expect(now, statement).toBeGreaterThan(last);
      last = now;
    }
  });

  it('refuses a bad token with 403 and marks favorites for a good one', async () => {
    expect((await get('/games', 'not-a-token')).statusCode).toBe(403);
    const player = await registerPlayer(testApp().app);
    expect((await put('/games/zebra-keno/favorite', player.token)).statusCode).toBe(200);
    const body = await list('?sort=abc&take=100', player.token);
    expect(body.data.filter((game) => game.favorite).map((game) => game.alias)).toEqual([
      'zebra-keno',
    ]);
    expect((await list('?sort=abc')).data.some((game) => game.favorite)).toBe(false);
  });
});

describe('GET /games/categories, /providers, /lobbies, /freespin-games', () => {
  it('lists the categories that have games, with their urls and counts', async () => {
    const response = await get('/games/categories');
    expect(response.statusCode).toBe(200);
    const { data } = response.json() as {
      data: { slug: string; url: string; title: string; gamesCount: number }[];
    };
    // The 18 of spec §3 and crash in menu order, less those without an active game (favorite
    // stays).
    expect(data.map((category) => category.slug)).toEqual([
      'popular',
      'favorite',
      'slots',
      'crash',
      'table-games',
      'roulette',
      'black-jack',
      'keno',
      'instant-games',
    ]);
    const of = (slug: string) => data.find((category) => category.slug === slug)!;
    expect(of('popular').gamesCount).toBe(ALL_GAMES);
    expect(of('crash')).toMatchObject({ url: '/crash', title: 'Crash games', gamesCount: 1 });
    expect(of('slots')).toMatchObject({ url: '/slots', gamesCount: 6 });
    expect(of('table-games')).toMatchObject({ url: '/table', gamesCount: 3 });
    expect(of('keno')).toMatchObject({ gamesCount: 2 });
    expect(of('instant-games')).toMatchObject({ url: '/instant', gamesCount: 9 });
    expect(of('black-jack')).toMatchObject({ url: '/blackjack', title: 'Blackjack' });
  });

  it('lists providers with their game counts, per platform', async () => {
    const all = (await get('/games/providers')).json() as {
      data: { alias: string; name: string; logo: string; gamesCount: number }[];
    };
    expect(all.data).toEqual([
      {
        alias: 'jackdaw',
        name: 'Jackdaw Studio',
        logo: '/static/providers/jackdaw.svg',
        gamesCount: 14,
      },
      { alias: 'acme', name: 'Acme Gaming', logo: '/static/providers/acme.svg', gamesCount: 5 },
    ]);
    const web = (await get('/games/providers?platform=web')).json() as typeof all;
    expect(web.data.map((provider) => provider.gamesCount)).toEqual([14, 4]);
    const player = await registerPlayer(testApp().app);
    expect((await get('/games/providers?platform=mobile', player.token)).statusCode).toBe(200);
    expect((await get('/games/providers', 'bad')).statusCode).toBe(403);
    expect((await get('/games/providers?platform=tv')).statusCode).toBe(400);
  });

  it('lists the home lobbies with their first games', async () => {
    const body = (await get('/games/lobbies')).json() as {
      data: { slug: string; category: string; games: GameItem[] }[];
    };
    expect(body.data.map((lobby) => [lobby.slug, lobby.category])).toEqual([
      ['popular', 'popular'],
      ['slots', 'slots'],
    ]);
    expect(body.data[1]!.games.map((game) => game.alias)).toEqual(
      expected({ category: 'slots', providers: [], sort: 'pop', top: true }),
    );
  });

  it('lists the free-spin games', async () => {
    const body = (await get('/games/freespin-games')).json() as GamesResponse;
    expect(aliases(body)).toEqual(['fruit-classic']);
    expect(body).toMatchObject({ page: 1, lastPage: 1, total: 1 });
  });
});

describe('favorites', () => {
  it('toggles on, then off again, and lists favorites newest first', async () => {
    const player = await registerPlayer(testApp().app);
    const on = await put('/games/fruit-classic/favorite', player.token);
    expect(on.json()).toEqual({ statusCode: 200, alias: 'fruit-classic', favorite: true });
    await pause();
    await put('/games/abyss-ways/favorite', player.token);
    const favorites = (await get('/games/favorites', player.token)).json() as GamesResponse;
    expect(aliases(favorites)).toEqual(['abyss-ways', 'fruit-classic']);
    expect(favorites.data.every((game) => game.favorite)).toBe(true);
    expect(favorites).toMatchObject({ total: 2, page: 1, lastPage: 1 });
    expect(aliases(await list('?category=favorite&sort=abc&top=false', player.token))).toEqual([
      'abyss-ways',
      'fruit-classic',
    ]);

    const off = await put('/games/fruit-classic/favorite', player.token);
    expect(off.json()).toEqual({ statusCode: 200, alias: 'fruit-classic', favorite: false });
    expect(aliases((await get('/games/favorites', player.token)).json())).toEqual(['abyss-ways']);
    const again = await put('/games/fruit-classic/favorite', player.token);
    expect(again.json()).toMatchObject({ favorite: true });
  });

  it('keeps favorites per player and pages them', async () => {
    const first = await registerPlayer(testApp().app);
    const second = await registerPlayer(testApp().app);
    for (const alias of ['jungle-ways', 'pharaohs-tomb', 'dragons-hoard']) {
      await put(`/games/${alias}/favorite`, first.token);
      await pause();
    }
    expect((await get('/games/favorites', second.token)).json()).toMatchObject({
      data: [],
      total: 0,
      lastPage: 1,
    });
    const page2 = (await get('/games/favorites?take=2&page=2', first.token)).json();
    expect(page2).toMatchObject({ page: 2, lastPage: 2, total: 3 });
    expect(aliases(page2)).toEqual(['jungle-ways']);
    expect((await get('/games/favorites?take=0', first.token)).statusCode).toBe(400);
  });

  it('needs a token, and a known game', async () => {
    expect((await get('/games/favorites')).statusCode).toBe(403);
    expect((await put('/games/fruit-classic/favorite')).statusCode).toBe(403);
    expect((await list('?category=favorite')).data).toEqual([]);
    const player = await registerPlayer(testApp().app);
    const unknown = await put('/games/no-such-game/favorite', player.token);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'GAME.NOT_FOUND' });
    expect((await put('/games/Bad%20Alias/favorite', player.token)).statusCode).toBe(400);
  });
});

describe('GET /games/{alias}', () => {
  it('answers one game as the list shows it, with favorite for a signed-in caller', async () => {
    const response = await get('/games/cafe-ole');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    const [listed] = (await list('?search=cafe')).data;
    expect(response.json()).toEqual({ statusCode: 200, game: listed });

    const player = await registerPlayer(testApp().app);
    await put('/games/cafe-ole/favorite', player.token);
    const mine = await get('/games/cafe-ole', player.token);
    expect(mine.headers['cache-control']).toBe('private, no-store');
    expect(mine.json()).toEqual({ statusCode: 200, game: { ...listed, favorite: true } });
    expect((await get('/games/cafe-ole', 'not-a-token')).statusCode).toBe(403);
  });

  it('answers 404 GAME.NOT_FOUND for an unknown or inactive game, 400 for a malformed alias', async () => {
    const { sql } = testApp().database;
    const notFound = async (alias: string) => {
      const response = await get(`/games/${alias}`);
      expect(response.statusCode, alias).toBe(404);
      expect(response.json()).toMatchObject({ statusCode: 404, code: 'GAME.NOT_FOUND' });
    };
    await notFound('no-such-game');
    await notFound('init-by-alias');
    await sql.query("update games set active = false where alias = 'zebra-keno'");
    await notFound('zebra-keno');
    await sql.query("update games set active = true where alias = 'zebra-keno'");
    expect((await get('/games/zebra-keno')).statusCode).toBe(200);
    await sql.query("update game_providers set active = false where alias = 'acme'");
    await notFound('zebra-keno');
    await sql.query("update game_providers set active = true where alias = 'acme'");

    for (const alias of ['Fruit-Classic', 'fruit_classic', '-fruit', 'x'.repeat(101)]) {
      const response = await get(`/games/${alias}`);
      expect(response.statusCode, alias).toBe(400);
      expect(response.json()).toMatchObject({ code: 'REQUEST.INVALID' });
    }
  });

  it('leaves the static /games/… routes to themselves', async () => {
    for (const path of [
      'categories',
      'lobbies',
      'providers',
      'freespin-games',
      'tiles',
      'recent-wins',
    ]) {
      const response = await get(`/games/${path}`);
      expect(response.statusCode, path).toBe(200);
      expect(response.json(), path).toHaveProperty('data');
      expect(response.json(), path).not.toHaveProperty('game');
    }
    for (const path of ['favorites', 'history']) {
      expect((await get(`/games/${path}`)).statusCode, path).toBe(403);
      const player = await registerPlayer(testApp().app);
      const mine = await get(`/games/${path}`, player.token);
      expect(mine.json(), path).toMatchObject({ statusCode: 200, data: [], total: 0 });
    }
  });
});

describe('launch', () => {
  async function fundedPlayer() {
    const player = await registerPlayer(testApp().app);
    await createLedger(testApp().database.sql).deposit({
      key: `games-dep-${player.id}`,
      userId: player.id,
      currency: 'INR',
      amount: 50_000n,
      provider: 'test',
    });
    return player;
  }

  it('opens a demo for a visitor, with a single-use token stored as its hash', async () => {
    const response = await post('/games/init-demo-by-alias/fruit-classic', {
      platform: 'mobile',
      lang: 'ru',
      returnUrl: '/slots',
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as { url: string; game: object };
    expect(body.game).toEqual({
      uuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
      alias: 'fruit-classic',
      name: 'Fruit Classic',
      provider: { name: 'Jackdaw Studio' },
    });
    const token = /^\/play\/([A-Za-z0-9_-]{43})$/.exec(body.url)?.[1];
    expect(token).toBeDefined();
    const [session] = await testApp().database.sql.query<Record<string, unknown>>(
      `select user_id, mode, platform, language, return_url,
              extract(epoch from expires_at - created_at) as ttl
       from game_sessions where token_hash = $1`,
      [hashLaunchToken(token!)],
    );
    expect(session).toMatchObject({
      user_id: null,
      mode: 'demo',
      platform: 'mobile',
      language: 'RU',
      return_url: '/slots',
    });
    expect(Math.abs(Number(session!.ttl) - 600)).toBeLessThan(5);
  });

  it('opens the crash game at its own client, /play/crash/{token}, in both modes', async () => {
    const demo = await post('/games/init-demo-by-alias/aviator', { platform: 'mobile' });
    expect(demo.statusCode, demo.body).toBe(200);
    expect(demo.json()).toMatchObject({
      url: expect.stringMatching(/^\/play\/crash\/[A-Za-z0-9_-]{43}$/),
      game: { alias: 'aviator', name: 'Aviator', provider: { name: 'Jackdaw Studio' } },
    });
    const player = await fundedPlayer();
    const real = await post('/games/init-by-alias/aviator', { platform: 'web' }, player.token);
    expect(real.statusCode, real.body).toBe(200);
    const token = /^\/play\/crash\/([A-Za-z0-9_-]{43})$/.exec(
      real.json<{ url: string }>().url,
    )?.[1];
    const [session] = await testApp().database.sql.query<Record<string, unknown>>(
      'select user_id, mode from game_sessions where token_hash = $1',
      [hashLaunchToken(token!)],
    );
    expect(session).toEqual({ user_id: player.id, mode: 'real' });
    // The gate of spec §4 holds for it like for any game: a visitor gets no real round.
    const visitor = await post('/games/init-by-alias/aviator', { platform: 'web' });
    expect(visitor.statusCode).toBe(401);
  });

  it('opens a demo without a body too, and by uuid', async () => {
    expect((await post('/games/init-demo-by-alias/jungle-ways')).statusCode).toBe(200);
    const uuid = (await list('?search=jungle')).data[0]!.uuid;
    const byId = await post(`/games/${uuid}/init_demo`, {});
    expect(byId.statusCode, byId.body).toBe(200);
    expect(byId.json()).toMatchObject({ game: { alias: 'jungle-ways' } });
    expect((await post('/games/not-a-uuid/init_demo', {})).statusCode).toBe(400);
  });

  it('refuses real mode to a visitor with 401 AUTH.REQUIRED', async () => {
    for (const url of ['/games/init-by-alias/fruit-classic']) {
      const response = await post(url, { mode: 'real' });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'AUTH.REQUIRED' });
    }
    const uuid = (await list('?search=fruit')).data[0]!.uuid;
    expect((await post(`/games/${uuid}/init`, {})).json()).toMatchObject({
      code: 'AUTH.REQUIRED',
    });
  });

  it('answers 404 GAME.NOT_FOUND for an unknown alias or uuid, or a game nobody can launch', async () => {
    const player = await fundedPlayer();
    for (const [url, token] of [
      ['/games/init-by-alias/no-such-game', player.token],
      ['/games/init-demo-by-alias/no-such-game', undefined],
      ['/games/00000000-0000-4000-8000-000000000000/init', player.token],
      ['/games/00000000-0000-4000-8000-000000000000/init_demo', undefined],
      // Listed by the fixture studio, which is not a registered provider of the app.
      ['/games/init-demo-by-alias/elan-roulette', undefined],
    ] as const) {
      const response = await post(url, {}, token);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ code: 'GAME.NOT_FOUND' });
    }
  });

  it('answers 404 for an inactive game', async () => {
    const { database } = testApp();
    await database.sql.query("update games set active = false where alias = 'pharaohs-tomb'");
    try {
      const response = await post('/games/init-demo-by-alias/pharaohs-tomb', {});
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'GAME.NOT_FOUND' });
      expect(aliases(await list('?search=pharaoh'))).toEqual([]);
    } finally {
      await database.sql.query("update games set active = true where alias = 'pharaohs-tomb'");
    }
  });

  it('refuses real mode without a positive balance with 402 GAME.BALANCE_REQUIRED', async () => {
    const player = await registerPlayer(testApp().app);
    const response = await post('/games/init-by-alias/fruit-classic', {}, player.token);
    expect(response.statusCode).toBe(402);
    expect(response.json()).toMatchObject({ code: 'GAME.BALANCE_REQUIRED' });
    const demo = await post('/games/init-demo-by-alias/fruit-classic', {}, player.token);
    expect(demo.statusCode).toBe(200);
  });

  it('opens real mode for a player with a balance and records history (a launch is no round)', async () => {
    const player = await fundedPlayer();
    const popularity = () =>
      testApp().database.sql.query<{ popularity: number; recent_rounds: number }>(
        "select popularity, recent_rounds from games where alias = 'abyss-ways'",
      );
    const before = await popularity();
    const response = await post(
      '/games/init-by-alias/abyss-ways',
      { platform: 'web', mode: 'real', lang: 'EN', returnUrl: `${testApp().config.publicUrl}/` },
      player.token,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      url: expect.stringMatching(/^\/play\//),
      game: { alias: 'abyss-ways', name: 'Abyss 1024', provider: { name: 'Jackdaw Studio' } },
    });
    expect(await popularity()).toEqual(before);

    await pause();
    await post('/games/init-demo-by-alias/fruit-classic', {}, player.token);
    await pause();
    await post('/games/init-by-alias/abyss-ways', { mode: 'demo' }, player.token);
    const history = (await get('/games/history', player.token)).json() as {
      data: (GameItem & { lastMode: string; lastPlayedAt: string })[];
      total: number;
    };
    expect(history.data.map((game) => [game.alias, game.lastMode])).toEqual([
      ['abyss-ways', 'demo'],
      ['fruit-classic', 'demo'],
    ]);
    expect(history.total).toBe(2);
    expect(Date.parse(history.data[0]!.lastPlayedAt)).toBeGreaterThan(Date.now() - 60_000);
    const page2 = (await get('/games/history?take=1&page=2', player.token)).json();
    expect(page2).toMatchObject({ page: 2, lastPage: 2, total: 2 });
    expect((await get('/games/history?page=9', player.token)).json()).toMatchObject({
      data: [],
      total: 2,
      lastPage: 1,
    });
    expect((await get('/games/history')).statusCode).toBe(403);
  });

  it('refuses a banned player with 423 USER.BANNED in both modes', async () => {
    const player = await fundedPlayer();
    await testApp().database.sql.query('update users set banned = true where id = $1', [player.id]);
    for (const url of [
      '/games/init-by-alias/fruit-classic',
      '/games/init-demo-by-alias/fruit-classic',
    ]) {
      const response = await post(url, {}, player.token);
      expect(response.statusCode, url).toBe(423);
      expect(response.json()).toMatchObject({ code: 'USER.BANNED' });
    }
  });

  it('lets the game client redeem a launch token once, in time, by one of two racing calls', async () => {
    const { database } = testApp();
    const games = createGamesService({
      publicUrl: 'http://localhost:3000',
      repository: createGamesRepository(database.sql),
      providers: createDefaultProviders(),
      balances: { balancesOf: () => Promise.reject(new Error('not used')) },
      rounds: { studio: async () => [], providers: async () => [] },
      wins: { studio: async () => [], playerHandle: async () => undefined },
      tokenVersionOf: async (userId) => (await playerStanding(database.sql, userId))?.tokenVersion,
    });
    const launch = async () => {
      const response = await post('/games/init-demo-by-alias/jungle-ways', {
        platform: 'mobile',
        lang: 'fr',
      });
      return (response.json() as { url: string }).url.split('/').pop()!;
    };
    const invalid = { statusCode: 404, code: 'GAME.LAUNCH_INVALID' };

    const token = await launch();
    expect(await games.redeemLaunch(token)).toMatchObject({
      playerId: null,
      currency: null,
      mode: 'demo',
      platform: 'mobile',
      language: 'FR',
      game: { alias: 'jungle-ways', externalId: 'jungle-ways', provider: 'jackdaw' },
    });
    await expect(games.redeemLaunch(token)).rejects.toMatchObject(invalid);

    const racing = await launch();
    const results = await Promise.allSettled([
      games.redeemLaunch(racing),
      games.redeemLaunch(racing),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);

    const late = await launch();
    await database.sql.query(
      "update game_sessions set expires_at = now() - interval '1 second' where token_hash = $1",
      [hashLaunchToken(late)],
    );
    await expect(games.redeemLaunch(late)).rejects.toMatchObject(invalid);
    await expect(games.redeemLaunch('not a token')).rejects.toMatchObject(invalid);
  });

  it('refuses bad bodies with 400', async () => {
    for (const payload of [
      { platform: 'tv' },
      { mode: 'fun' },
      { lang: 'english' },
      { returnUrl: 'javascript:alert(1)' },
      { returnUrl: '//evil.example' },
      { returnUrl: '/a\u0000b' },
      { lang: 'e\u0000' },
    ]) {
      const response = await post('/games/init-demo-by-alias/fruit-classic', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });
});

describe('images', () => {
  it('serves an SVG cover per uuid in two sizes, and 404 for an unknown one', async () => {
    const [game] = (await list('?search=fruit')).data;
    for (const [url, size] of [
      [`/static/games/${game!.uuid}/small.svg`, '256'],
      [`/static/games/${game!.uuid}/large.svg`, '512'],
    ] as const) {
      const response = await testApp().app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('image/svg+xml');
      expect(response.body).toContain(`width="${size}"`);
      expect(response.body).toContain('Fruit Classic');
    }
    const unknown = await testApp().app.inject({
      url: '/static/games/00000000-0000-4000-8000-000000000000/small.svg',
    });
    expect(unknown.statusCode).toBe(404);
    expect(
      (await testApp().app.inject({ url: `/static/games/${game!.uuid}/huge.svg` })).statusCode,
    ).toBe(404);
  });

  it('serves provider logos, with the default icon for a provider without one', async () => {
    const own = await testApp().app.inject({ url: '/static/providers/jackdaw.svg' });
    expect(own.statusCode).toBe(200);
    expect(own.body).toContain('Jackdaw');
    const other = await testApp().app.inject({ url: '/static/providers/acme.svg' });
    expect(other.statusCode).toBe(200);
    expect(other.body).toContain('Game provider');
    expect((await testApp().app.inject({ url: '/static/providers/../x.svg' })).statusCode).toBe(
      404,
    );
  });
});

describe('GET /games answers through its response schema', () => {
  /** The routes on a bare server, over a service that puts internal fields into its pages. */
  async function withLeakyService() {
    const item = itemOf({
      id: 7,
      uuid: '2b1c7b5e-4f1e-4a53-9d5e-8f0a1b2c3d4e',
      alias: 'fruit-classic',
      name: 'Fruit Classic',
      platforms: ['web'],
      demo_allowed: true,
      top: false,
      rtp: 96.1,
      volatility: null,
      released_at: '2026-01-01',
      provider_alias: 'jackdaw',
      provider_name: 'Jackdaw',
      provider_logo: null,
      categories: ['slots'],
      cover: null,
      cover_width: null,
    });
    const page = (): GamesResponse => {
      const response = {
        statusCode: 200 as const,
        data: [{ ...item, id: 7, searchPrefixes: ['fru'] }],
        page: 1,
        lastPage: 1,
        total: 1,
        sql: 'select …',
      };
      return response;
    };
    const shared = sharedAnswer(page());
    const games = {
      list: async (_query: unknown, player: unknown) =>
        player ? { response: page() } : { shared },
    } as unknown as GamesService;

    const app = Fastify().withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    app.decorateRequest('player', null);
    const signIn = async (request: FastifyRequest) => {
      if (request.headers.authorization) request.player = { id: 1 } as FastifyRequest['player'];
    };
    app.decorate('authenticate', signIn);
    app.decorate('authenticateOptional', signIn);
    await app.register(gamesRoutes, { games, prefix: API_PREFIX });
    return { app, item };
  }

  it('sends a visitor (cached body and 304) and a player only the fields of the schema', async () => {
    const { app, item } = await withLeakyService();
    const expected = { statusCode: 200, data: [item], page: 1, lastPage: 1, total: 1 };

    const first = await app.inject({ url: `${API_PREFIX}/games` });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual(expected);
    const again = await app.inject({ url: `${API_PREFIX}/games` });
    expect(again.body).toBe(first.body);
    expect(again.headers.etag).toBe(first.headers.etag);
    const unchanged = await app.inject({
      url: `${API_PREFIX}/games`,
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(unchanged.statusCode).toBe(304);

    const player = await app.inject({
      url: `${API_PREFIX}/games`,
      headers: { authorization: 'Bearer x' },
    });
    expect(player.statusCode).toBe(200);
    expect(player.json()).toEqual(expected);
    await app.close();
  });
});
