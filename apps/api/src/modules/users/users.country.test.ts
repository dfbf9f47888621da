import { userProfileResponseSchema } from '@jackdaw/contracts';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { useTestApp } from '../../../test/helper.js';

// No GEO_COUNTRY_OVERRIDE: the country comes from the address, as in production.
const testApp = useTestApp();

let sequence = 0;

async function register(remoteAddress: string) {
  const response = await testApp().app.inject({
    method: 'POST',
    url: '/api/v1/auth/register',
    remoteAddress,
    payload: {
      login: `country${++sequence}.${Date.now()}@example.com`,
      password: 'Str0ng-pass',
      currencyCode: 'TRY',
      ageAgreement: true,
      policyAgreement: true,
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { authToken: string }).authToken;
}

async function profile(token: string) {
  const response = await testApp().app.inject({
    method: 'GET',
    url: '/api/v1/users/profile',
    headers: { authorization: `Bearer ${token}` },
  });
  return z.parse(userProfileResponseSchema, response.json()).user;
}

describe("the player's country (spec core §3 User: geo, country)", () => {
  it('is stored at registration from the address and returned in the profile', async () => {
    const user = await profile(await register('85.105.0.1'));
    expect(user.geo).toBe('TR');
    expect(user.personal.country).toBe('TR');
  });

  it('stays the player’s to change, while the detected geo is kept', async () => {
    const token = await register('5.191.0.1');
    const edit = await testApp().app.inject({
      method: 'POST',
      url: '/api/v1/users/profile/edit',
      headers: { authorization: `Bearer ${token}` },
      payload: { country: 'GB' },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const user = await profile(token);
    expect(user.geo).toBe('AZ');
    expect(user.personal.country).toBe('GB');
  });

  it('is left empty when the address cannot be placed', async () => {
    const user = await profile(await register('10.1.2.3'));
    expect(user.geo).toBeNull();
    expect(user.personal.country).toBeNull();
  });
});
