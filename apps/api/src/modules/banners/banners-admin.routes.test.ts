import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper.js';
import { registerPlayer } from '../../../test/players.js';
import { auditRowsOf, staffSession } from '../../../test/staff-sessions.js';

// The carousel's country comes from the override: this file's visitors are in India.
const testApp = useTestApp({ config: { geoCountryOverride: 'IN' } });

async function call(method: string, url: string, token: string, payload?: unknown) {
  return testApp().app.inject({
    method: method as 'GET',
    url: `/api/v1${url}`,
    headers: { authorization: `Bearer ${token}` },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

const carousel = async () =>
  (await testApp().app.inject({ url: '/api/v1/banners/carousel' }))
    .json<{ banners: { name: string; imgDesktop: string }[] }>()
    .banners.map((banner) => banner.name);

const hour = 3_600_000;
const body = (overrides: Record<string, unknown> = {}) => ({
  name: `spring-${Math.random().toString(36).slice(2, 8)}`,
  weight: 0,
  turningSpeed: 5,
  buttonLinkDesktop: '/promotions',
  buttonLinkMob: '/?popup=deposit',
  imgMob: '/images/banners/welcome-mobile.svg',
  imgDesktop: '/images/banners/welcome-desktop.svg',
  startDate: new Date(Date.now() - hour).toISOString(),
  endDate: new Date(Date.now() + 24 * hour).toISOString(),
  geo: ['IN'],
  translations: [
    {
      language: 'EN',
      buttonName: 'Play',
      title: [{ text: 'Spring', color: '#f5b82e' }],
      descriptionMob: 'Spins',
      descriptionDesktop: 'Free spins all week',
    },
  ],
  active: true,
  ...overrides,
});

describe('admin: banners', () => {
  it('adds a banner with an uploaded picture: the carousel of its country shows it at once', async () => {
    const { token } = await staffSession(testApp(), 'content');
    const before = await carousel();
    const picture = await sharp({
      create: { width: 60, height: 18, channels: 3, background: '#204060' },
    })
      .webp()
      .toBuffer();
    const uploaded = await testApp().app.inject({
      method: 'POST',
      url: '/api/v1/admin/banners/images',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/octet-stream' },
      payload: picture,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const upload = uploaded.json<{ upload: { url: string; contentType: string; width: number } }>()
      .upload;
    expect(upload).toMatchObject({ contentType: 'image/webp', width: 60 });

    const shown = body({ imgDesktop: upload.url });
    const created = await call('POST', '/admin/banners', token, shown);
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json<{ banner: { id: number } }>().banner.id;
    const elsewhere = await call('POST', '/admin/banners', token, body({ geo: ['TR'] }));
    const later = await call(
      'POST',
      '/admin/banners',
      token,
      body({ startDate: new Date(Date.now() + hour).toISOString() }),
    );
    expect([elsewhere.statusCode, later.statusCode]).toEqual([200, 200]);

    const after = await carousel();
    expect(after).toContain(shown.name);
    expect(after).toHaveLength(before.length + 1);
    const audit = await auditRowsOf(testApp(), 'banner', String(id));
    expect(audit).toMatchObject([{ action: 'banner.create', after: { name: shown.name } }]);

    const off = await call('PUT', `/admin/banners/${id}`, token, { ...shown, active: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(await carousel()).not.toContain(shown.name);
    expect((await call('DELETE', `/admin/banners/${id}`, token)).statusCode).toBe(200);
    const list = await call('GET', '/admin/banners', token);
    expect(list.json<{ banners: { id: number }[] }>().banners.map((b) => b.id)).not.toContain(id);
    expect((await auditRowsOf(testApp(), 'banner', String(id))).map((row) => row.action)).toEqual([
      'banner.create',
      'banner.edit',
      'banner.delete',
    ]);
  });

  it('refuses bad dates, missing English, unknown pictures and ids, and a taken name', async () => {
    const { token } = await staffSession(testApp(), 'content');
    const dates = await call(
      'POST',
      '/admin/banners',
      token,
      body({ startDate: '2026-05-02T00:00:00Z', endDate: '2026-05-01T00:00:00Z' }),
    );
    expect(dates.statusCode).toBe(400);
    expect(dates.json()).toMatchObject({ code: 'BANNER.INVALID' });
    expect(
      (await call('POST', '/admin/banners', token, body({ startDate: 'tomorrow' }))).statusCode,
    ).toBe(400);
    const noEnglish = await call(
      'POST',
      '/admin/banners',
      token,
      body({ translations: [{ ...body().translations[0], language: 'TR' }] }),
    );
    expect(noEnglish.json()).toMatchObject({ code: 'BANNER.INVALID' });
    const picture = await call(
      'POST',
      '/admin/banners',
      token,
      body({ imgMob: `/static/uploads/${'a'.repeat(64)}.png` }),
    );
    expect(picture.statusCode).toBe(400);
    expect(picture.json()).toMatchObject({ code: 'UPLOAD.NOT_FOUND' });
    expect(
      (await call('POST', '/admin/banners', token, body({ buttonLinkDesktop: '//evil.test' })))
        .statusCode,
    ).toBe(400);
    expect((await call('PUT', '/admin/banners/999999', token, body())).statusCode).toBe(404);
    expect((await call('DELETE', '/admin/banners/999999', token)).json()).toMatchObject({
      code: 'BANNER.NOT_FOUND',
    });
    const taken = await call('POST', '/admin/banners', token, body({ name: 'welcome-bonus' }));
    expect(taken.statusCode).toBe(409);

    const gif = await testApp().app.inject({
      method: 'POST',
      url: '/api/v1/admin/banners/images',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'image/gif' },
      payload: Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'),
    });
    expect(gif.statusCode).toBe(415);
    const json = await call('POST', '/admin/banners/images', token, { image: 'x' });
    expect(json.statusCode).toBe(415);

    const finance = await staffSession(testApp(), 'finance');
    expect((await call('GET', '/admin/banners', finance.token)).statusCode).toBe(403);
    const player = await registerPlayer(testApp().app);
    expect((await call('POST', '/admin/banners', player.token, body())).statusCode).toBe(401);
  });
});
