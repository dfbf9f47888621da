import { describe, expect, it } from 'vitest';
import type { AppError } from '../../lib/app-error.js';
import { createGameProviderRegistry, type GameProvider } from './game-provider.js';
import type { GameLaunchRow, GamesRepository } from './games.repository.js';
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
    repository,
    providers: createGameProviderRegistry([provider]),
    balances: {
      balancesOf: async () => ({
        balance,
        bonusBalance: 0,
        referrerBalance: 0,
        info: { sumCommissionBet: 0, sumCommissionDeposit: 0 },
      }),
    },
  });
  return { games, launched };
}

const player = { id: 7, banned: false, currencyCode: 'INR' };
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
