import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { useTestApp } from '../../../test/helper.js';
import { registerPlayer } from '../../../test/players.js';
import { auditRowsOf, staffSession } from '../../../test/staff-sessions.js';
import { createDefaultProviders, seedGames } from './index.js';

const testApp = useTestApp();

async function call(method: string, url: string, token: string, payload?: unknown) {
  return testApp().app.inject({
    method: method as 'GET',
    url: `/api/v1${url}`,
    headers: { authorization: `Bearer ${token}` },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

async function lobby(query = 'take=100&top=false') {
  const response = await testApp().app.inject({ url: `/api/v1/games?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: { alias: string; image: string; top: boolean }[]; total: number }>();
}

const png = (width = 8, height = 8) =>
  sharp({ create: { width, height, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();

describe('admin: games, providers and categories', () => {
  it('lists games with filters and paging, and edits one: the lobby follows at once', async () => {
    const { token } = await staffSession(testApp(), 'content');
    const page = await call('GET', '/admin/games?take=2&page=1', token);
    expect(page.statusCode, page.body).toBe(200);
    const list = page.json<{ data: { alias: string }[]; total: number; lastPage: number }>();
    expect(list.data).toHaveLength(2);
    expect(list.lastPage).toBe(Math.ceil(list.total / 2));
    const alias = list.data[0]!.alias;

    const searched = await call('GET', `/admin/games?search=${alias.split('-')[0]}`, token);
    expect(searched.json<{ data: { alias: string }[] }>().data.map((g) => g.alias)).toContain(
      alias,
    );

    expect((await lobby()).data.map((game) => game.alias)).toContain(alias);
    const off = await call('PATCH', `/admin/games/${alias}`, token, { active: false, top: true });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json<{ game: { active: boolean; top: boolean } }>().game).toMatchObject({
      active: false,
      top: true,
    });
    expect((await lobby()).data.map((game) => game.alias)).not.toContain(alias);
    expect((await testApp().app.inject({ url: `/api/v1/games/${alias}` })).statusCode).toBe(404);
    const inactive = await call('GET', '/admin/games?active=false', token);
    expect(inactive.json<{ data: { alias: string }[] }>().data.map((g) => g.alias)).toContain(
      alias,
    );

    const rows = await auditRowsOf(testApp(), 'game', alias);
    expect(rows.at(-1)).toMatchObject({
      action: 'game.edit',
      before: { active: true },
      after: { active: false, top: true },
    });

    // The seed writes the providers' games at every start: staff's switch and top flag stay.
    await seedGames(testApp().database.db, createDefaultProviders());
    expect((await lobby()).data.map((game) => game.alias)).not.toContain(alias);

    const on = await call('PATCH', `/admin/games/${alias}`, token, { active: true });
    expect(on.statusCode).toBe(200);
    expect((await lobby()).data.map((game) => game.alias)).toContain(alias);
  });

  it('places a game first in a category and sets its links', async () => {
    const { token } = await staffSession(testApp(), 'admin');
    const before = await lobby('category=slots&take=100&top=false');
    const last = before.data.at(-1)!.alias;
    const edit = await call('PATCH', `/admin/games/${last}`, token, {
      categories: [
        { slug: 'slots', position: 0 },
        { slug: 'lottery', position: null },
      ],
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json<{ game: { categories: unknown[] } }>().game.categories).toEqual([
      { slug: 'slots', position: 0 },
      { slug: 'lottery', position: null },
    ]);
    expect((await lobby('category=slots&take=100')).data[0]!.alias).toBe(last);

    const unknown = await call('PATCH', `/admin/games/${last}`, token, {
      categories: [{ slug: 'popular', position: null }],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'GAME.CATEGORY_UNKNOWN' });
  });

  it('uploads a cover (checked by its bytes) and the lobby shows it; bad pictures get 415/413', async () => {
    const { token } = await staffSession(testApp(), 'content');
    const alias = (await lobby()).data[0]!.alias;
    const bytes = await png(40, 40);
    const upload = await testApp().app.inject({
      method: 'PUT',
      url: `/api/v1/admin/games/${alias}/cover`,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'image/png' },
      payload: bytes,
    });
    expect(upload.statusCode, upload.body).toBe(200);
    const cover = upload.json<{ game: { cover: string } }>().game.cover;
    expect(cover).toMatch(/^\/static\/uploads\/[0-9a-f]{64}\.png$/);
    expect((await lobby()).data.find((game) => game.alias === alias)!.image).toBe(cover);
    const served = await testApp().app.inject({ url: cover });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.rawPayload.equals(bytes)).toBe(true);

    // A text file named and labelled as a PNG is told by its bytes.
    const fake = await testApp().app.inject({
      method: 'PUT',
      url: `/api/v1/admin/games/${alias}/cover`,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'image/png' },
      payload: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
    });
    expect(fake.statusCode).toBe(415);
    expect(fake.json()).toMatchObject({ code: 'REQUEST.UNSUPPORTED_MEDIA_TYPE' });
    const big = await testApp().app.inject({
      method: 'PUT',
      url: `/api/v1/admin/games/${alias}/cover`,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'image/png' },
      payload: Buffer.concat([bytes, Buffer.alloc(2 * 1024 * 1024)]),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ code: 'REQUEST.TOO_LARGE' });

    const dropped = await call('DELETE', `/admin/games/${alias}/cover`, token);
    expect(dropped.json<{ game: { cover: null; image: string } }>().game.cover).toBeNull();
  });

  it('switches a provider off (its games leave the lobby) and hides a category', async () => {
    const { token } = await staffSession(testApp(), 'content');
    const providers = await call('GET', '/admin/game-providers', token);
    const provider = providers.json<{ providers: { alias: string; activeGames: number }[] }>()
      .providers[0]!;
    expect(provider.activeGames).toBeGreaterThan(0);
    const totalBefore = (await lobby()).total;
    const off = await call('PATCH', `/admin/game-providers/${provider.alias}`, token, {
      active: false,
      sortOrder: 3,
    });
    expect(off.statusCode, off.body).toBe(200);
    expect((await lobby()).total).toBe(totalBefore - provider.activeGames);
    await call('PATCH', `/admin/game-providers/${provider.alias}`, token, { active: true });

    const hide = await call('PATCH', '/admin/game-categories/slots', token, { active: false });
    expect(hide.statusCode, hide.body).toBe(200);
    const menu = await testApp().app.inject({ url: '/api/v1/games/categories' });
    expect(menu.json<{ data: { slug: string }[] }>().data.map((c) => c.slug)).not.toContain(
      'slots',
    );
    await call('PATCH', '/admin/game-categories/slots', token, { active: true });
    expect((await auditRowsOf(testApp(), 'game_category', 'slots')).length).toBe(2);
  });

  it('refuses unknown ids, bad input, other roles and a player token', async () => {
    const { token } = await staffSession(testApp(), 'content');
    expect(
      (await call('PATCH', '/admin/games/no-such-game', token, { top: true })).statusCode,
    ).toBe(404);
    expect(
      (await call('PATCH', '/admin/game-providers/nobody', token, { active: true })).statusCode,
    ).toBe(404);
    expect((await call('PATCH', '/admin/game-categories/nothing', token, {})).statusCode).toBe(404);
    const bad = await call('PATCH', '/admin/game-categories/slots', token, { sortOrder: -1 });
    expect(bad.statusCode).toBe(400);
    expect((await call('GET', '/admin/games?take=0', token)).statusCode).toBe(400);

    const support = await staffSession(testApp(), 'support');
    const forbidden = await call('GET', '/admin/games', support.token);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toMatchObject({ code: 'STAFF.FORBIDDEN' });
    const player = await registerPlayer(testApp().app);
    const unauthenticated = await call('GET', '/admin/games', player.token);
    expect(unauthenticated.statusCode).toBe(401);
    expect(unauthenticated.json()).toMatchObject({ code: 'STAFF.UNAUTHENTICATED' });
  });
});
