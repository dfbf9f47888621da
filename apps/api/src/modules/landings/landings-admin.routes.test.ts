import { randomUUID } from 'node:crypto';
import {
  adminLandingResponseSchema,
  adminLandingsResponseSchema,
  ErrorCode,
  LANDING_SOURCES,
  LANGUAGE_CODES,
} from '@jackdaw/contracts';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { useTestApp } from '../../../test/helper.js';
import { nextAddress } from '../../../test/players.js';
import { auditRowsOf, staffSession } from '../../../test/staff-sessions.js';

const testApp = useTestApp();

const call = (
  method: 'GET' | 'PUT' | 'DELETE' | 'POST',
  url: string,
  token?: string,
  payload?: unknown,
) =>
  testApp().app.inject({
    method,
    url: `/api/v1${url}`,
    remoteAddress: nextAddress(),
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });

async function offerId(slug: string) {
  const [row] = await testApp().database.sql.query<{ id: number }>(
    'select id from bonus_offers where slug = $1',
    [slug],
  );
  return row!.id;
}

const today = () => new Date().toISOString().slice(0, 10);

describe('the landings console', () => {
  it('lists every landing with its prize and funnel; one landing by day and language', async () => {
    const content = await staffSession(testApp(), 'content');
    const visitId = randomUUID();
    await call('POST', '/landings/wheel/girls/visit', undefined, { visitId });
    await call('POST', '/landings/wheel/girls/spin', undefined, { visitId, attempt: 1 });
    const list = await call('GET', '/admin/landings', content.token);
    expect(list.statusCode, list.body).toBe(200);
    const body = z.parse(adminLandingsResponseSchema, list.json());
    expect(body.to).toBe(today());
    expect(body.landings.map((landing) => landing.source)).toEqual([...LANDING_SOURCES]);
    expect(body.landings.find((landing) => landing.source === 'wheel:girls')).toMatchObject({
      kind: 'wheel',
      name: 'girls',
      sitePath: '/land/wheels/girls',
      prize: {
        offerId: await offerId('welcome-casino'),
        offerName: 'Welcome bonus',
        offerStatus: 'active',
        freeSpins: { count: 250, game: { alias: 'fruit-classic' } },
        updatedAt: null,
      },
      editedLanguages: [],
      funnel: { visits: 1, spins: 1, registrations: 0, firstDeposits: 0 },
    });
    expect(body.landings.find((landing) => landing.source === 'game:aviator')?.sitePath).toBe(
      '/?popup=aviatore-registration',
    );

    const one = await call(
      'GET',
      `/admin/landings/wheel/girls?from=2020-01-01&to=2020-01-03`,
      content.token,
    );
    expect(one.statusCode, one.body).toBe(200);
    const detail = z.parse(adminLandingResponseSchema, one.json());
    expect(detail.days.map((day) => day.day)).toEqual(['2020-01-01', '2020-01-02', '2020-01-03']);
    expect(detail.landing.funnel).toEqual({
      visits: 0,
      spins: 0,
      registrations: 0,
      firstDeposits: 0,
    });
    expect(detail.offers.map((offer) => offer.name)).toEqual(
      expect.arrayContaining(['Welcome bonus', 'Welcome free spins']),
    );
    expect(detail.offers.map((offer) => offer.name)).not.toContain('Reload bonus');
    expect(detail.spinsGames.map((game) => game.alias)).toContain('jungle-ways');
    expect(detail.texts.map((entry) => entry.language)).toEqual([...LANGUAGE_CODES]);
    expect(detail.texts.every((entry) => !entry.edited)).toBe(true);
    expect(detail.texts[1]).toMatchObject({
      language: 'EN',
      texts: { prizeLine: '{percent}% up to {amount} + {spins} free spins' },
    });
    const bad = await call('GET', '/admin/landings?from=2020-02-01&to=2020-01-01', content.token);
    expect(bad.statusCode).toBe(400);
    expect((await call('GET', '/admin/landings/wheel/nope', content.token)).statusCode).toBe(404);
  });

  it('needs landings.read and landings.write', async () => {
    const support = await staffSession(testApp(), 'support');
    expect((await call('GET', '/admin/landings', support.token)).statusCode).toBe(403);
    expect((await call('GET', '/admin/landings')).statusCode).toBe(401);
    const security = await staffSession(testApp(), 'security');
    const put = await call('PUT', '/admin/landings/wheel/girls/prize', security.token, {
      offerId: await offerId('welcome-casino'),
      freeSpins: null,
    });
    expect(put.statusCode).toBe(403);
  });

  it('sets a prize, refusing offers and games that cannot be one; audits it', async () => {
    const manager = await staffSession(testApp(), 'manager');
    const url = '/admin/landings/wheel/teenagers/prize';
    const refused = [
      { offerId: 999_999, freeSpins: null },
      { offerId: await offerId('welcome-sport'), freeSpins: null },
      { offerId: await offerId('reload'), freeSpins: null },
      { offerId: await offerId('welcome-casino'), freeSpins: { gameAlias: 'aviator', count: 10 } },
    ];
    for (const body of refused) {
      const response = await call('PUT', url, manager.token, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(response.json().code).toBe(ErrorCode.LandingPrizeInvalid);
    }
    for (const body of [
      { offerId: 0, freeSpins: null },
      { offerId: 1, freeSpins: { gameAlias: 'fruit-classic', count: 0 } },
      { offerId: 1, freeSpins: { gameAlias: 'fruit-classic', count: 501 } },
      { offerId: 1 },
    ]) {
      expect((await call('PUT', url, manager.token, body)).statusCode, JSON.stringify(body)).toBe(
        400,
      );
    }
    const ok = await call('PUT', url, manager.token, {
      offerId: await offerId('welcome-casino'),
      freeSpins: { gameAlias: 'abyss-ways', count: 30 },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().landing.prize).toMatchObject({
      freeSpins: { count: 30, game: { alias: 'abyss-ways', name: 'Abyss 1024' } },
    });
    expect(ok.json().landing.prize.updatedAt).not.toBeNull();
    const shown = (await call('GET', '/landings/wheel/teenagers')).json();
    expect(shown.prize.freeSpins).toEqual({
      count: 30,
      game: { alias: 'abyss-ways', name: 'Abyss 1024' },
    });
    expect(shown.texts.prizeLine).toBe('125% up to 300 $ + 30 free spins');
    const audit = await auditRowsOf(testApp(), 'landing', 'wheel:teenagers');
    expect(audit.map((row) => row.action)).toEqual(['landing.prize.edit']);
    expect(audit[0]).toMatchObject({
      staff_id: manager.staffId,
      before: { freeSpins: { count: 250 } },
      after: { freeSpins: { count: 30 } },
    });

    // A paused offer is neither shown nor tied: the default prize is.
    await testApp().database.sql.query(
      "update bonus_offers set status = 'paused' where slug = 'welcome-freespins'",
    );
    try {
      const spins = await call('PUT', '/admin/landings/game/aviator/prize', manager.token, {
        offerId: await offerId('welcome-freespins'),
        freeSpins: null,
      });
      expect(spins.statusCode, spins.body).toBe(200);
      expect(spins.json().landing.prize.offerStatus).toBe('paused');
      const fallback = (await call('GET', '/landings/game/aviator')).json();
      expect(fallback.prize).toMatchObject({ offerId: await offerId('welcome-casino') });
    } finally {
      await testApp().database.sql.query(
        "update bonus_offers set status = 'active' where slug = 'welcome-freespins'",
      );
    }
  });

  it('sets and resets texts per language, with validation; audits them', async () => {
    const content = await staffSession(testApp(), 'content');
    const url = '/admin/landings/game/energy-joker/texts/fr';
    const texts = {
      title: '  Joker énergique  ',
      body: 'Inscrivez-vous : {spins} tours sur {game}.',
      cta: 'Jouer',
      prizeLine: '{percent} % jusqu’à {amount}',
    };
    const set = await call('PUT', url, content.token, texts);
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().entry).toEqual({
      language: 'FR',
      edited: true,
      texts: { ...texts, title: 'Joker énergique' },
    });
    const shown = (await call('GET', '/landings/game/energy-joker?lang=FR')).json();
    expect(shown.texts).toMatchObject({
      title: 'Joker énergique',
      body: 'Inscrivez-vous : 250 tours sur Fruit Classic.',
      prizeLine: '125 % jusqu’à 300 $',
    });
    const english = (await call('GET', '/landings/game/energy-joker')).json();
    expect(english.texts.cta).toBe('Sign up');

    for (const bad of [
      { ...texts, title: '' },
      { ...texts, cta: 'x'.repeat(41) },
      { ...texts, prizeLine: 'Win {bonus}' },
      { ...texts, body: 'a\u0007b' },
      { ...texts, title: undefined },
    ]) {
      const response = await call('PUT', url, content.token, bad);
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect(
      (await call('PUT', '/admin/landings/game/energy-joker/texts/xx', content.token, texts))
        .statusCode,
    ).toBe(400);

    const reset = await call('DELETE', url, content.token);
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json().entry).toMatchObject({
      language: 'FR',
      edited: false,
      texts: { cta: 'S’inscrire' },
    });
    // Again: nothing to drop, the same answer, no audit row.
    expect((await call('DELETE', url, content.token)).statusCode).toBe(200);
    const audit = await auditRowsOf(testApp(), 'landing', 'game:energy-joker');
    expect(audit.map((row) => row.action)).toEqual(['landing.texts.edit', 'landing.texts.reset']);
  });
});
