import { ErrorCode, errorBodySchema, geoResponseSchema } from '@jackdaw/contracts';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { useTestApp } from '../../test/helper.js';
import { fundedPlayer, launchToken } from '../../test/play.js';
import { nextAddress, registerPlayer } from '../../test/players.js';

const testApp = useTestApp();
const app = () => testApp().app;

/** geoip-country places these addresses in the US and in India. */
const US = '8.8.8.8';
const IN = '49.44.0.1';

function call(url: string, from: string, payload?: object, token?: string) {
  return app().inject({
    method: payload === undefined ? 'GET' : 'POST',
    url: `/api/v1${url}`,
    remoteAddress: from,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload !== undefined ? { payload } : {}),
  });
}

function expectBlocked(response: { statusCode: number; json(): unknown }) {
  expect(response.statusCode).toBe(451);
  expect(z.parse(errorBodySchema, response.json()).code).toBe(ErrorCode.GeoBlocked);
}

const registration = (login: string) => ({
  login,
  password: 'Str0ng-pass',
  currencyCode: 'INR',
  ageAgreement: true,
  policyAgreement: true,
});

describe('geo-block (spec core §6: users located in the US are refused)', () => {
  it('refuses registration from a blocked country and lets others register', async () => {
    expectBlocked(await call('/auth/register', US, registration('us-visitor@example.com')));
    const [row] = await testApp().database.sql.query(
      "select id from users where email = 'us-visitor@example.com'",
    );
    expect(row).toBeUndefined();
    expect(
      (await call('/auth/register', IN, registration('in-visitor@example.com'))).statusCode,
    ).toBe(200);
  });

  it('refuses deposits and withdrawals, and keeps the token (451, not 403)', async () => {
    const player = await registerPlayer(app());
    expectBlocked(
      await call('/payments/paykassma/upi/deposit', US, { amount: 50_000 }, player.token),
    );
    expectBlocked(await call('/payments/test/deposit', US, { amount: 50_000 }, player.token));
    expectBlocked(
      await call(
        '/payments/paykassma/upi/withdrawal',
        US,
        { amount: 50_000, account: 'me@upi' },
        player.token,
      ),
    );
    expectBlocked(await call('/payments/test/withdrawal', US, { amount: 50_000 }, player.token));
    const [none] = await testApp().database.sql.query(
      'select id from payments where user_id = $1',
      [player.id],
    );
    expect(none).toBeUndefined();
    // The same player elsewhere goes on as usual.
    const deposit = await call(
      '/payments/paykassma/upi/deposit',
      IN,
      { amount: 50_000 },
      player.token,
    );
    expect(deposit.statusCode).toBe(200);
    expect((await call('/users/profile', US, undefined, player.token)).statusCode).toBe(200);
  });

  it('refuses a real-money launch and a real play session, and leaves demo play open', async () => {
    const player = await fundedPlayer(app(), testApp().database, 100_000n);
    expectBlocked(
      await call('/games/init-by-alias/fruit-classic', US, { mode: 'real' }, player.token),
    );
    expectBlocked(await call('/games/init-by-alias/fruit-classic', US, {}, player.token));
    expect(
      (await call('/games/init-by-alias/fruit-classic', US, { mode: 'demo' }, player.token))
        .statusCode,
    ).toBe(200);
    expect((await call('/games/init-demo-by-alias/fruit-classic', US, {})).statusCode).toBe(200);

    // A real launch made elsewhere does not open from a blocked country, and stays usable.
    const real = await launchToken(app(), 'fruit-classic', player.token);
    expectBlocked(await call('/play/sessions', US, { launchToken: real }));
    expect((await call('/play/sessions', IN, { launchToken: real })).statusCode).toBe(200);
    const demo = await launchToken(app(), 'fruit-classic');
    expect((await call('/play/sessions', US, { launchToken: demo })).statusCode).toBe(200);
  });

  it('reads the blocked countries as operator data, and GET /geo tells the site', async () => {
    const geo = async (from: string) =>
      z.parse(geoResponseSchema, (await call('/geo', from)).json()).data;
    expect(await geo(US)).toMatchObject({ countryCode: 'US', blocked: true });
    expect(await geo(IN)).toMatchObject({ countryCode: 'IN', blocked: false });
    const { sql } = testApp().database;
    await sql.query("delete from blocked_countries where country_code = 'US'");
    await sql.query("insert into blocked_countries (country_code) values ('IN')");
    try {
      expect(await geo(US)).toMatchObject({ blocked: false });
      expect(
        (await call('/auth/register', US, registration('us-allowed@example.com'))).statusCode,
      ).toBe(200);
      expectBlocked(await call('/auth/register', IN, registration('in-refused@example.com')));
    } finally {
      await sql.query("delete from blocked_countries where country_code = 'IN'");
      await sql.query("insert into blocked_countries (country_code) values ('US')");
    }
  });

  it('documents 451 on every guarded route of the OpenAPI document', async () => {
    const document = (
      await app().inject({ url: '/api/docs/json', remoteAddress: nextAddress() })
    ).json() as { paths: Record<string, Record<string, { responses: Record<string, unknown> }>> };
    const guarded = [
      ['/api/v1/auth/register', 'post'],
      ['/api/v1/payments/{provider}/{method}/deposit', 'post'],
      ['/api/v1/payments/{provider}/{method}/withdrawal', 'post'],
      ['/api/v1/games/init-by-alias/{alias}', 'post'],
      ['/api/v1/play/sessions', 'post'],
    ] as const;
    for (const [path, method] of guarded) {
      expect(document.paths[path]?.[method]?.responses, path).toHaveProperty('451');
    }
  });
});

describe('GEO_COUNTRY_OVERRIDE', () => {
  const overridden = useTestApp({ config: { geoCountryOverride: 'US' } });
  it('places every request in the override country (local testing of the block)', async () => {
    const response = await overridden().app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      remoteAddress: IN,
      payload: registration('override@example.com'),
    });
    expectBlocked(response);
  });
});
