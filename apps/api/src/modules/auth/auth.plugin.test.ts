import { ErrorCode } from '@jackdaw/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper.js';
import { createUsersRepository } from '../users/index.js';

const testApp = useTestApp({
  extend(app) {
    app.post('/api/v1/__test/money', { preHandler: app.authenticateActive }, async () => ({
      statusCode: 200,
    }));
  },
});

async function signUp(email: string): Promise<string> {
  const response = await testApp().app.inject({
    method: 'POST',
    url: '/api/v1/auth/register',
    payload: {
      login: email,
      password: 'Str0ng-pass',
      currencyCode: 'INR',
      ageAgreement: true,
      policyAgreement: true,
    },
  });
  return (response.json() as { authToken: string }).authToken;
}

describe('authenticateActive', () => {
  it('lets an active player through and refuses a banned one with 423 USER.BANNED, keeping the session', async () => {
    const token = await signUp('active@example.com');
    const call = () =>
      testApp().app.inject({
        method: 'POST',
        url: '/api/v1/__test/money',
        headers: { authorization: `Bearer ${token}` },
      });
    expect((await call()).statusCode).toBe(200);

    const users = createUsersRepository(testApp().database.db);
    const player = await users.findByEmail('active@example.com');
    await users.update(player!.id, { banned: true });

    const refused = await call();
    expect(refused.statusCode).toBe(423);
    expect(refused.json()).toMatchObject({ code: ErrorCode.UserBanned });
    // The profile still answers, and says banned, so the site can show the banned page.
    const profile = await testApp().app.inject({
      url: '/api/v1/users/profile',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({ user: { banned: true } });
  });

  it('refuses a visitor with 403', async () => {
    expect(
      (await testApp().app.inject({ method: 'POST', url: '/api/v1/__test/money' })).statusCode,
    ).toBe(403);
  });
});
