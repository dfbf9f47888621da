import { ErrorCode, errorBodySchema } from '@jackdaw/contracts';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { useTestApp } from '../../test/helper.js';
import { registerPlayer } from '../../test/players.js';
import { loadConfig } from '../config.js';
import { errorsPlugin } from './errors.js';
import { sandboxAccessPlugin } from './sandbox-access.js';

/** The configuration a fresh embedded install starts with (the test helper widens it). */
const defaults = loadConfig({ JWT_SECRET: 'x'.repeat(40) });

const outsider = '203.0.113.9';

function expectHidden(response: { statusCode: number; json(): unknown }) {
  expect(response.statusCode).toBe(404);
  expect(z.parse(errorBodySchema, response.json()).code).toBe(ErrorCode.RouteNotFound);
}

describe('sandbox access: loopback only by default (issue 17 item 6)', () => {
  const testApp = useTestApp({
    config: { sandboxAllowedAddresses: defaults.sandboxAllowedAddresses },
  });
  const get = (url: string, remoteAddress: string, headers: Record<string, string> = {}) =>
    testApp().app.inject({ url, remoteAddress, headers });

  it('shows the mail outbox and the payment sandbox to loopback addresses', async () => {
    for (const address of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) {
      expect((await get('/sandbox/mail', address)).statusCode).toBe(200);
      expect((await get('/sandbox/payments', address)).statusCode).toBe(200);
    }
  });

  it('answers any other address as an unknown route, on every sandbox page', async () => {
    await registerPlayer(testApp().app);
    expectHidden(await get('/sandbox/mail', outsider));
    expectHidden(await get('/sandbox/mail/1', outsider));
    expectHidden(await get('/sandbox/payments', outsider));
    expectHidden(await get('/sandbox/payments', '::ffff:203.0.113.9'));
    expectHidden(await get('/sandbox/payments', '2001:db8::1'));
    // An encoded spelling routes to the same page and meets the same guard.
    expectHidden(await get('/%73andbox/mail', outsider));
    const head = await testApp().app.inject({
      method: 'HEAD',
      url: '/sandbox/mail',
      remoteAddress: outsider,
    });
    expect(head.statusCode).toBe(404);
    const forged = await testApp().app.inject({
      method: 'POST',
      url: '/sandbox/payments/orders/sbx_x_aaaaaaaaaaaa/callbacks',
      remoteAddress: outsider,
      payload: { statuses: ['success'] },
    });
    expectHidden(forged);
  });

  it('refuses test payments from other addresses: nothing is credited', async () => {
    const player = await registerPlayer(testApp().app);
    const deposit = (remoteAddress: string) =>
      testApp().app.inject({
        method: 'POST',
        url: '/api/v1/payments/test/deposit',
        remoteAddress,
        headers: { authorization: `Bearer ${player.token}` },
        payload: { amount: 50_000 },
      });
    expectHidden(await deposit(outsider));
    const withdrawal = await testApp().app.inject({
      method: 'POST',
      url: '/api/v1/payments/test/withdrawal',
      remoteAddress: outsider,
      headers: { authorization: `Bearer ${player.token}` },
      payload: { amount: 50_000 },
    });
    expectHidden(withdrawal);
    const rows = await testApp().database.sql.query('select id from payments where user_id = $1', [
      player.id,
    ]);
    expect(rows).toHaveLength(0);
    expect((await deposit('127.0.0.1')).statusCode).toBe(200);
  });

  it('refuses a request relayed by a proxy it does not trust (its socket is loopback)', async () => {
    for (const header of ['x-forwarded-for', 'forwarded', 'x-real-ip']) {
      expectHidden(await get('/sandbox/mail', '127.0.0.1', { [header]: outsider }));
    }
  });
});

describe('sandbox access: SANDBOX_ALLOWED_ADDRESSES widens it', () => {
  it('shows the sandbox to the configured network only', async () => {
    // The guard alone on a bare Fastify: which network it lets in depends on the setting only.
    const app = Fastify();
    await app.register(errorsPlugin);
    await app.register(sandboxAccessPlugin, {
      config: { ...defaults, sandboxAllowedAddresses: ['203.0.113.0/24'] },
    });
    app.get('/sandbox/mail', async () => 'Mail outbox');
    try {
      const get = (remoteAddress: string) => app.inject({ url: '/sandbox/mail', remoteAddress });
      expect((await get(outsider)).statusCode).toBe(200);
      expectHidden(await get('198.51.100.1'));
      expectHidden(await get('127.0.0.1'));
    } finally {
      await app.close();
    }
  });
});

describe('sandbox and docs switched off (a PostgreSQL or production install by default)', () => {
  const testApp = useTestApp({ config: { sandboxEnabled: false, apiDocsEnabled: false } });

  it('has no sandbox page, no test payment call and no published docs', async () => {
    const app = testApp().app;
    const player = await registerPlayer(app);
    expect((await app.inject({ url: '/sandbox/mail' })).body).not.toContain('Mail outbox');
    expect((await app.inject({ url: '/sandbox/payments' })).body).not.toContain('test mode');
    const deposit = await app.inject({
      method: 'POST',
      url: '/api/v1/payments/test/deposit',
      headers: { authorization: `Bearer ${player.token}` },
      payload: { amount: 50_000 },
    });
    expect(deposit.statusCode).toBe(404);
    expect((await app.inject({ url: '/api/docs' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/api/docs/json' })).statusCode).toBe(404);
    // The document is still built for the tools that walk every route.
    expect(Object.keys(app.swagger().paths ?? {})).toContain('/api/v1/auth/login');
  });
});
