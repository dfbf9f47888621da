import { bannersResponseSchema, LANGUAGE_CODES } from '@jackdaw/contracts';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { useTestApp } from '../../../test/helper.js';
import { repoRoot } from '../../config.js';
import { createBannersService } from './banners.routes.js';
import { banners } from './banners.schema.js';

const testApp = useTestApp({ config: { geoCountryOverride: 'IN' } });

describe('GET /banners/carousel', () => {
  it('answers the demo carousel in weight order, each banner in all 11 languages', async () => {
    const response = await testApp().app.inject({ url: '/api/v1/banners/carousel' });
    expect(response.statusCode).toBe(200);
    const body = z.parse(bannersResponseSchema, response.json());
    expect(body.banners.map((banner) => banner.name)).toEqual([
      'welcome-bonus',
      'fruit-classic',
      'invite-friends',
    ]);
    for (const banner of body.banners) {
      expect(banner.translations.map((t) => t.language).sort()).toEqual([...LANGUAGE_CODES].sort());
      // Images are the casino's own files, never remote.
      expect(banner.imgDesktop).toMatch(/^\/images\/banners\/[a-z-]+\.svg$/);
      for (const image of [banner.imgDesktop, banner.imgMob]) {
        expect(existsSync(join(repoRoot, 'apps/web/public', image)), image).toBe(true);
      }
    }
  });

  it('shows a banner only within its dates and in its countries', async () => {
    const { db } = testApp().database;
    const day = 24 * 60 * 60 * 1000;
    const now = new Date();
    const base = {
      buttonLinkDesktop: '/',
      buttonLinkMob: '/',
      imgDesktop: '/images/banners/welcome-desktop.svg',
      imgMob: '/images/banners/welcome-mobile.svg',
    };
    await db.insert(banners).values([
      { ...base, name: 'turkey-only', weight: 1, geo: ['TR'] },
      { ...base, name: 'ended', weight: 2, endDate: new Date(now.getTime() - day) },
      { ...base, name: 'future', weight: 3, startDate: new Date(now.getTime() + day) },
      { ...base, name: 'switched-off', weight: 4, active: false },
    ]);
    const service = createBannersService(db);
    const names = async (country: string | null) =>
      (await service.carousel(country, now)).map((banner) => banner.name);
    expect(await names('TR')).toEqual([
      'turkey-only',
      'welcome-bonus',
      'fruit-classic',
      'invite-friends',
    ]);
    expect(await names('IN')).toEqual(['welcome-bonus', 'fruit-classic', 'invite-friends']);
    expect(await names(null)).toEqual(['welcome-bonus', 'fruit-classic', 'invite-friends']);
  });
});
