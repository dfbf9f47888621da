import { randomUUID } from 'node:crypto';
import {
  ErrorCode,
  landingResponseSchema,
  landingSpinResponseSchema,
  WELCOME_BONUS,
} from '@jackdaw/contracts';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { useTestApp } from '../../../test/helper.js';
import { nextAddress, registerPlayer } from '../../../test/players.js';
import { staffSession } from '../../../test/staff-sessions.js';
import { paymentsKit } from '../payments/payments.test-kit.js';
import { verifyLedger } from '../wallet/index.js';
import { landingsRepository } from './landings.repository.js';
import { LANDING_CALLS_PER_MINUTE } from './landings.routes.js';

const testApp = useTestApp();
const kit = paymentsKit(testApp);

const call = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: unknown,
  options: { token?: string; address?: string } = {},
) =>
  testApp().app.inject({
    method,
    url: `/api/v1${url}`,
    remoteAddress: options.address ?? nextAddress(),
    headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });

const sql = () => testApp().database.sql;

async function funnelOf(source: string) {
  const [row] = await sql().query<{
    visits: number;
    spins: number;
    registrations: number;
    firstDeposits: number;
  }>(
    `select coalesce(sum(visits), 0)::int as visits, coalesce(sum(spins), 0)::int as spins,
       coalesce(sum(registrations), 0)::int as registrations,
       coalesce(sum(first_deposits), 0)::int as "firstDeposits"
     from landing_funnel_days where source = $1`,
    [source],
  );
  return row!;
}

async function offerId(slug: string) {
  const [row] = await sql().query<{ id: number }>('select id from bonus_offers where slug = $1', [
    slug,
  ]);
  return row!.id;
}

async function deposit(token: string, amount: number) {
  const response = await kit.api('POST', '/payments/test/deposit', token, { amount, delay: 0 });
  expect(response.statusCode, response.body).toBe(200);
  await kit.idle();
  return response.json().payment.id as string;
}

const grantsOf = (userId: number) =>
  sql().query<{ offer_id: number; status: string; source: string; payment_id: string }>(
    'select offer_id, status, source, payment_id from bonus_grants where user_id = $1 order by id',
    [userId],
  );
const campaignsOf = (userId: number) =>
  sql().query<{ game: string; spins_total: number }>(
    'select game, spins_total from bonus_freespin_campaigns where user_id = $1 order by id',
    [userId],
  );

describe('GET /landings/{kind}/{name}', () => {
  it('answers a wheel landing: default texts filled, the welcome prize, the wheel', async () => {
    const response = await call('GET', '/landings/wheel/olympus');
    expect(response.statusCode, response.body).toBe(200);
    const body = z.parse(landingResponseSchema, response.json());
    expect(body).toMatchObject({
      source: 'wheel:olympus',
      kind: 'wheel',
      language: 'EN',
      wheel: { type: 'olympus', attempts: 2, angles: [715, 1410] },
      prize: {
        offerId: await offerId('welcome-casino'),
        percent: WELCOME_BONUS.fastPercent,
        basePercent: WELCOME_BONUS.percent,
        fastMinutes: WELCOME_BONUS.fastMinutes,
        maxAmount: 30_000,
        currency: 'USD',
        // No slot of Olympus' theme: the ordinary welcome spins' game.
        freeSpins: { count: 250, game: { alias: 'fruit-classic' } },
      },
    });
    expect(body.texts.prizeLine).toBe('125% up to 300 $ + 250 free spins');
    expect(body.texts.title).not.toMatch(/[{}]/);
  });

  it('spells camelCase wheels in kebab case, maps theme slots, answers game landings', async () => {
    const coin = (await call('GET', '/landings/wheel/coin-strike?currency=INR&lang=tr')).json();
    expect(coin).toMatchObject({
      source: 'wheel:coinStrike',
      language: 'TR',
      prize: { currency: 'INR', freeSpins: { game: { alias: 'dragons-hoard' } } },
    });
    expect(coin.texts.cta).toBe('Çevir');
    const fruity = (await call('GET', '/landings/wheel/fruity')).json();
    expect(fruity.wheel).toEqual({ type: 'fruity', attempts: 1, angles: [715] });
    const plinko = (await call('GET', '/landings/game/plinko?lang=ru')).json();
    expect(plinko).toMatchObject({ source: 'game:plinko', kind: 'game', wheel: null });
    expect(plinko.texts.cta).toBe('Зарегистрироваться');
  });

  it('refuses unknown landings and bad input', async () => {
    for (const url of ['/landings/wheel/nope', '/landings/game/olympus', '/landings/game/fruity']) {
      const response = await call('GET', url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().code).toBe(ErrorCode.LandingNotFound);
    }
    for (const url of [
      '/landings/slot/olympus',
      // The spec's camelCase is not a path segment: `coin-strike` is.
      '/landings/wheel/coinStrike',
      '/landings/wheel/olympus?lang=xx',
      '/landings/wheel/olympus?currency=XXX',
    ]) {
      const response = await call('GET', url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().code).toBe(ErrorCode.RequestInvalid);
    }
  });
});

describe('visits and spins', () => {
  it('counts a visit once per visit id', async () => {
    const before = await funnelOf('wheel:roulette');
    const visitId = randomUUID();
    const first = await call('POST', '/landings/wheel/roulette/visit', { visitId });
    expect(first.json()).toEqual({ statusCode: 200, counted: true });
    const again = await call('POST', '/landings/wheel/roulette/visit', { visitId });
    expect(again.json()).toEqual({ statusCode: 200, counted: false });
    expect((await funnelOf('wheel:roulette')).visits).toBe(before.visits + 1);
    // The tab's id on another landing is that landing's visit.
    const other = await call('POST', '/landings/game/aviator/visit', { visitId });
    expect(other.json()).toEqual({ statusCode: 200, counted: true });
    expect(
      (await call('POST', '/landings/wheel/roulette/visit', { visitId: 'x' })).statusCode,
    ).toBe(400);
    expect(
      (await call('POST', '/landings/wheel/nope/visit', { visitId: randomUUID() })).statusCode,
    ).toBe(404);
  });

  it('counts concurrent visits without losing one', async () => {
    const before = await funnelOf('wheel:cards');
    await Promise.all(
      Array.from({ length: 12 }, () =>
        call('POST', '/landings/wheel/cards/visit', { visitId: randomUUID() }),
      ),
    );
    expect((await funnelOf('wheel:cards')).visits).toBe(before.visits + 12);
  });

  it('refuses a visits flood from one address', async () => {
    const address = nextAddress();
    const codes: number[] = [];
    for (let index = 0; index < LANDING_CALLS_PER_MINUTE + 5; index++) {
      const response = await call(
        'POST',
        '/landings/wheel/girls/visit',
        { visitId: randomUUID() },
        { address },
      );
      codes.push(response.statusCode);
    }
    expect(codes.filter((code) => code === 200)).toHaveLength(LANDING_CALLS_PER_MINUTE);
    expect(codes.slice(LANDING_CALLS_PER_MINUTE).every((code) => code === 429)).toBe(true);
  });

  it('answers the angles, attempts left and the prize; counts each attempt once', async () => {
    const before = await funnelOf('wheel:aviator');
    const visitId = randomUUID();
    await call('POST', '/landings/wheel/aviator/visit', { visitId });
    const first = await call('POST', '/landings/wheel/aviator/spin', { visitId, attempt: 1 });
    expect(first.statusCode, first.body).toBe(200);
    expect(z.parse(landingSpinResponseSchema, first.json())).toMatchObject({
      type: 'aviator',
      attempt: 1,
      angle: 715,
      attemptsLeft: 1,
      counted: true,
      prize: { percent: 125, currency: 'USD' },
    });
    const second = await call('POST', '/landings/wheel/aviator/spin', {
      visitId,
      attempt: 2,
      currency: 'EUR',
    });
    expect(second.json()).toMatchObject({
      angle: 1410,
      attemptsLeft: 0,
      counted: true,
      prize: { currency: 'EUR' },
    });
    const repeated = await call('POST', '/landings/wheel/aviator/spin', { visitId, attempt: 2 });
    expect(repeated.json()).toMatchObject({ angle: 1410, counted: false });
    expect(await funnelOf('wheel:aviator')).toMatchObject({
      visits: before.visits + 1,
      spins: before.spins + 2,
    });
    // A spin from a visit id never seen brings its visit.
    await call('POST', '/landings/wheel/aviator/spin', { visitId: randomUUID(), attempt: 1 });
    expect(await funnelOf('wheel:aviator')).toMatchObject({
      visits: before.visits + 2,
      spins: before.spins + 3,
    });
  });

  it('refuses attempt 3, fruity’s second attempt and unknown wheels', async () => {
    const visitId = randomUUID();
    const third = await call('POST', '/landings/wheel/olympus/spin', { visitId, attempt: 3 });
    expect(third.statusCode).toBe(400);
    expect(third.json().code).toBe(ErrorCode.RequestInvalid);
    const fruity = await call('POST', '/landings/wheel/fruity/spin', { visitId, attempt: 2 });
    expect(fruity.statusCode).toBe(422);
    expect(fruity.json().code).toBe(ErrorCode.LandingAttemptInvalid);
    const unknown = await call('POST', '/landings/wheel/nope/spin', { visitId, attempt: 1 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe(ErrorCode.LandingNotFound);
  });
});

describe('sign-up from a landing', () => {
  it('ties the account once and counts the registration; unknown landings are refused', async () => {
    const before = await funnelOf('wheel:crazy-time');
    const player = await registerPlayer(testApp().app, { landing: 'wheel:crazy-time' });
    const rows = await sql().query<{ source: string; offer_id: number; free_spins_game: string }>(
      'select source, offer_id, free_spins_game from landing_accounts where user_id = $1',
      [player.id],
    );
    expect(rows).toEqual([
      {
        source: 'wheel:crazy-time',
        offer_id: await offerId('welcome-casino'),
        free_spins_game: 'fruit-classic',
      },
    ]);
    expect((await funnelOf('wheel:crazy-time')).registrations).toBe(before.registrations + 1);
    // A second tie of the account (a replayed hook) changes nothing.
    const again = await landingsRepository.tie(sql(), player.id, 'wheel:olympus', {
      offerId: 1,
      freeSpins: null,
    });
    expect(again).toBe(false);
    expect(
      await sql().query('select source from landing_accounts where user_id = $1', [player.id]),
    ).toEqual([{ source: 'wheel:crazy-time' }]);
    await expect(registerPlayer(testApp().app, { landing: 'wheel:nowhere' })).rejects.toThrow(
      /REQUEST.INVALID/,
    );
    await expect(registerPlayer(testApp().app, { landing: 'olympus' })).rejects.toThrow(
      /REQUEST.INVALID/,
    );
  });
});

describe('a wheel landing end to end', () => {
  it('visit → spin → sign-up → deposit grants the configured prize once, to that account only', async () => {
    const manager = await staffSession(testApp(), 'manager');
    const welcome = await offerId('welcome-casino');
    const set = await call(
      'PUT',
      '/admin/landings/wheel/sweet-bonanza/prize',
      { offerId: welcome, freeSpins: { gameAlias: 'jungle-ways', count: 40 } },
      { token: manager.token },
    );
    expect(set.statusCode, set.body).toBe(200);

    const visitId = randomUUID();
    await call('POST', '/landings/wheel/sweet-bonanza/visit', { visitId });
    await call('POST', '/landings/wheel/sweet-bonanza/spin', { visitId, attempt: 1 });
    const spin = await call('POST', '/landings/wheel/sweet-bonanza/spin', {
      visitId,
      attempt: 2,
      currency: 'INR',
    });
    expect(spin.json().prize).toMatchObject({
      offerId: welcome,
      percent: 125,
      currency: 'INR',
      freeSpins: { count: 40, game: { alias: 'jungle-ways' } },
    });

    // No bonus choice on the landing's form: the landing's prize is the account's.
    const player = await registerPlayer(testApp().app, { landing: 'wheel:sweet-bonanza' });
    // Staff changing the prize later does not change what this account was promised.
    await call(
      'PUT',
      '/admin/landings/wheel/sweet-bonanza/prize',
      { offerId: welcome, freeSpins: null },
      { token: manager.token },
    );
    const paymentId = await deposit(player.token, 5_000_000);
    await kit.settle(paymentId, ['success'], { repeat: 2 });
    await deposit(player.token, 5_000_000);

    const grants = await grantsOf(player.id);
    expect(grants).toHaveLength(1);
    expect(grants[0]).toMatchObject({
      offer_id: welcome,
      status: 'active',
      source: 'welcome',
      payment_id: paymentId,
    });
    expect(await campaignsOf(player.id)).toEqual([{ game: 'jungle-ways', spins_total: 40 }]);
    expect(await funnelOf('wheel:sweet-bonanza')).toMatchObject({
      visits: 1,
      spins: 2,
      registrations: 1,
      firstDeposits: 1,
    });

    // A player who registered elsewhere, without a choice, gets nothing; with the casino choice
    // the ordinary welcome (its own spins' game), not the landing's.
    const elsewhere = await registerPlayer(testApp().app);
    await deposit(elsewhere.token, 5_000_000);
    expect(await grantsOf(elsewhere.id)).toHaveLength(0);
    const casino = await registerPlayer(testApp().app, { bonusChoice: 'casino' });
    await deposit(casino.token, 5_000_000);
    expect(await campaignsOf(casino.id)).toEqual([{ game: 'fruit-classic', spins_total: 250 }]);
    expect((await funnelOf('wheel:sweet-bonanza')).firstDeposits).toBe(1);

    expect((await verifyLedger(testApp().database.db)).problems).toEqual([]);
  });

  it('two deposits at once: one grant, one first deposit counted', async () => {
    const before = await funnelOf('wheel:chicks-turkey');
    const player = await registerPlayer(testApp().app, { landing: 'wheel:chicks-turkey' });
    await Promise.all([deposit(player.token, 5_000_000), deposit(player.token, 6_000_000)]);
    expect((await grantsOf(player.id)).filter((grant) => grant.source === 'welcome')).toHaveLength(
      1,
    );
    expect(await campaignsOf(player.id)).toHaveLength(1);
    expect((await funnelOf('wheel:chicks-turkey')).firstDeposits).toBe(before.firstDeposits + 1);
    expect((await verifyLedger(testApp().database.db)).problems).toEqual([]);
  });

  it('a prize whose offer stopped after the sign-up leaves the ordinary welcome rules', async () => {
    const manager = await staffSession(testApp(), 'manager');
    const spinsOffer = await offerId('welcome-freespins');
    await call(
      'PUT',
      '/admin/landings/wheel/girls/prize',
      { offerId: spinsOffer, freeSpins: null },
      { token: manager.token },
    );
    const player = await registerPlayer(testApp().app, {
      landing: 'wheel:girls',
      bonusChoice: 'casino',
    });
    await sql().query("update bonus_offers set status = 'paused' where id = $1", [spinsOffer]);
    try {
      await deposit(player.token, 5_000_000);
    } finally {
      await sql().query("update bonus_offers set status = 'active' where id = $1", [spinsOffer]);
    }
    // The casino choice's welcome deposit bonus; no spins (their offer is paused).
    expect(await grantsOf(player.id)).toMatchObject([
      { offer_id: await offerId('welcome-casino'), source: 'welcome' },
    ]);
    expect(await campaignsOf(player.id)).toEqual([]);
  });

  it('a game popup’s sign-up gets its landing’s free-spin offer', async () => {
    const manager = await staffSession(testApp(), 'manager');
    const spinsOffer = await offerId('welcome-freespins');
    const set = await call(
      'PUT',
      '/admin/landings/game/plinko/prize',
      { offerId: spinsOffer, freeSpins: { gameAlias: 'pharaohs-tomb', count: 20 } },
      { token: manager.token },
    );
    expect(set.statusCode, set.body).toBe(200);
    const player = await registerPlayer(testApp().app, { landing: 'game:plinko' });
    await deposit(player.token, 5_000_000);
    expect(await grantsOf(player.id)).toHaveLength(0);
    expect(await campaignsOf(player.id)).toEqual([{ game: 'pharaohs-tomb', spins_total: 20 }]);
    expect(await funnelOf('game:plinko')).toMatchObject({ registrations: 1, firstDeposits: 1 });
  });
});
