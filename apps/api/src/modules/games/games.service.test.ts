import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppError } from '../../lib/app-error.js';
import { createGameProviderRegistry, type GameProvider } from './game-provider.js';
import type { GameListRow, GameLaunchRow, GamesRepository } from './games.repository.js';
import { createGamesService } from './games.service.js';

const row: GameLaunchRow = {
  id: 1,
  uuid: '00000000-0000-4000-8000-000000000001',
  alias: 'table-only',
  name: 'Table Only',
  external_id: 'x1',
  platforms: ['web'],
  demo_allowed: false,
  active: true,
  provider_alias: 'acme',
  provider_name: 'Acme',
  provider_active: true,
};

/** Nothing played: the dependencies the tests below do not reach. */
const unused = {
  rounds: { studio: async () => [], providers: async () => [] },
  wins: { studio: async () => [], playerHandle: async () => undefined },
  tokenVersionOf: async () => 0,
};

function service(balance: number) {
  const launched: unknown[] = [];
  const provider: GameProvider = {
    alias: 'acme',
    name: 'Acme',
    games: () => [],
    launch: async (request) => {
      launched.push(request);
      return { url: `https://acme.example/${request.session.token}` };
    },
  };
  const repository = {
    findForLaunch: async () => row,
    createSession: async () => 'session-1',
    addPopularity: async () => undefined,
  } as unknown as GamesRepository;
  const games = createGamesService({
    ...unused,
    publicUrl: 'http://localhost:3000',
    repository,
    providers: createGameProviderRegistry([provider]),
    balances: {
      balancesOf: async () => ({
        balance,
        bonusBalance: 0,
        casinoBonus: 0,
        sportBonus: 0,
        freespinWinnings: 0,
        referrerBalance: 0,
        info: { sumCommissionBet: 0, sumCommissionDeposit: 0 },
      }),
    },
  });
  return { games, launched };
}

const player = { id: 7, banned: false, currencyCode: 'INR', tokenVersion: 0 };
const body = { platform: 'web' as const, lang: 'EN' };
const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'ok',
    (error: AppError) => `${error.statusCode} ${error.code}`,
  );

describe('launch gate rules', () => {
  it('refuses demo of a game without one, and a platform the game lacks', async () => {
    const { games } = service(100);
    const launch = (mode: 'real' | 'demo', platform: 'web' | 'mobile') =>
      games.launch({ game: { alias: row.alias }, mode, body: { ...body, platform }, player });
    expect(await codeOf(launch('demo', 'web'))).toBe('409 GAME.DEMO_UNAVAILABLE');
    expect(await codeOf(launch('real', 'mobile'))).toBe('409 GAME.PLATFORM_UNSUPPORTED');
    expect(await codeOf(launch('real', 'web'))).toBe('ok');
  });

  it('hands the provider the session, the game and the player, and answers its URL', async () => {
    const { games, launched } = service(1);
    const answer = await games.launch({
      game: { uuid: row.uuid },
      mode: 'real',
      body: { ...body, lang: 'tr', returnUrl: '/slots' },
      player,
    });
    expect(answer.url).toMatch(/^https:\/\/acme\.example\/[A-Za-z0-9_-]{43}$/);
    expect(launched[0]).toMatchObject({
      session: { id: 'session-1' },
      game: { externalId: 'x1', alias: 'table-only' },
      player: { id: 7, currency: 'INR' },
      mode: 'real',
      language: 'TR',
      returnUrl: '/slots',
    });
  });

  it('refuses real mode at a zero or negative balance, and a banned player', async () => {
    expect(await codeOf(service(0).games.launch({ game: row, mode: 'real', body, player }))).toBe(
      '402 GAME.BALANCE_REQUIRED',
    );
    expect(
      await codeOf(
        service(100).games.launch({
          game: row,
          mode: 'real',
          body,
          player: { ...player, banned: true },
        }),
      ),
    ).toBe('423 USER.BANNED');
  });
});

describe('launch redemption', () => {
  const redeemed = {
    id: 'session-1',
    user_id: 7,
    mode: 'real',
    platform: 'web',
    language: 'EN',
    return_url: null,
    currency_code: 'INR',
    token_version: 3,
    alias: 'table-only',
    external_id: 'x1',
    provider_alias: 'acme',
  };
  const redeemer = (session: object | undefined, tokenVersion: number | undefined) =>
    createGamesService({
      ...unused,
      tokenVersionOf: async () => tokenVersion,
      publicUrl: 'http://localhost:3000',
      repository: { redeemSession: async () => session } as unknown as GamesRepository,
      providers: createGameProviderRegistry([]),
      balances: { balancesOf: async () => ({}) as never },
    });
  const token = 'a'.repeat(43);

  it("opens a player's launch only under the token version it was made with", async () => {
    expect(await redeemer(redeemed, 3).redeemLaunch(token)).toMatchObject({
      playerId: 7,
      tokenVersion: 3,
    });
    // A password or e-mail change since, or a player gone: the launch is revoked.
    expect(await codeOf(redeemer(redeemed, 4).redeemLaunch(token))).toBe('404 GAME.LAUNCH_INVALID');
    expect(await codeOf(redeemer(redeemed, undefined).redeemLaunch(token))).toBe(
      '404 GAME.LAUNCH_INVALID',
    );
    expect(await codeOf(redeemer(undefined, 3).redeemLaunch(token))).toBe(
      '404 GAME.LAUNCH_INVALID',
    );
  });

  it("opens a visitor's demo launch without asking for a token version", async () => {
    const visitor = { ...redeemed, user_id: null, token_version: null, currency_code: null };
    const games = createGamesService({
      ...unused,
      tokenVersionOf: () => Promise.reject(new Error('a visitor has no token version')),
      publicUrl: 'http://localhost:3000',
      repository: { redeemSession: async () => visitor } as unknown as GamesRepository,
      providers: createGameProviderRegistry([]),
      balances: { balancesOf: async () => ({}) as never },
    });
    expect(await games.redeemLaunch(token)).toMatchObject({ playerId: null, tokenVersion: null });
  });
});

describe('page cache', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps a page while the catalogue version stands, refreshes it behind a stale answer once it moves', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    let loads = 0;
    let version = 1;
    const repository = {
      catalogueVersion: async () => String(version),
      page: async () => {
        loads++;
        return { rows: [{ ...listRow, name: `Load ${loads}` }], total: 1 };
      },
    } as unknown as GamesRepository;
    const games = createGamesService({
      ...unused,
      publicUrl: 'http://localhost:3000',
      repository,
      providers: createGameProviderRegistry([]),
      balances: { balancesOf: async () => ({}) as never },
    });
    const query = { take: 15, page: 1, top: true, sort: 'pop' as const, category: 'popular' };
    const name = async () => {
      const answer = await games.list(query, null);
      if (!('shared' in answer)) throw new Error('a visitor gets the shared page');
      return answer.shared.value.data[0]!.name;
    };
    const later = (ms: number) => vi.setSystemTime(Date.now() + ms);
    const settle = () => new Promise((resolve) => setImmediate(resolve));

    expect(await name()).toBe('Load 1');
    expect(await name()).toBe('Load 1');
    later(1500);
    expect(await name()).toBe('Load 1');
    expect(loads).toBe(1);

    version = 2;
    later(1500);
    expect(await name()).toBe('Load 1');
    await settle();
    expect(loads).toBe(2);
    expect(await name()).toBe('Load 2');

    version = 3;
    later(60_000);
    expect(await name()).toBe('Load 3');
  });
});

const listRow: GameListRow = {
  id: 1,
  uuid: row.uuid,
  alias: row.alias,
  name: row.name,
  platforms: ['web'],
  demo_allowed: true,
  top: false,
  rtp: null,
  volatility: null,
  released_at: '2026-01-01',
  provider_alias: 'acme',
  provider_name: 'Acme',
  provider_logo: null,
  categories: [],
  cover: null,
  cover_width: null,
};
