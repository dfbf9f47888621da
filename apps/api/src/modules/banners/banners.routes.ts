import { bannersCarouselCall, type Banner } from '@jackdaw/contracts';
import { and, asc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.js';
import { route } from '../../lib/route.js';
import { countryForIp } from '../catalogue/index.js';
import { banners, type BannerRow } from './banners.schema.js';

/** Banners change rarely; a minute of staleness keeps the carousel query off the hot path. */
const CACHE_MS = 60_000;

export function createBannersService(db: Database) {
  const cache = new Map<string, { at: number; banners: Banner[] }>();
  return {
    /** Active banners for a country: within their dates, geo empty or listing it, by weight. */
    async carousel(country: string | null, now = new Date()): Promise<Banner[]> {
      const key = country ?? '';
      const hit = cache.get(key);
      if (hit && now.getTime() - hit.at < CACHE_MS) return hit.banners;
      const rows = await db
        .select()
        .from(banners)
        .where(
          and(
            eq(banners.active, true),
            or(isNull(banners.startDate), lte(banners.startDate, now)),
            or(isNull(banners.endDate), gt(banners.endDate, now)),
            country
              ? or(sql`cardinality(${banners.geo}) = 0`, sql`${country} = any(${banners.geo})`)
              : sql`cardinality(${banners.geo}) = 0`,
          ),
        )
        .orderBy(asc(banners.weight), asc(banners.id));
      const answer = rows.map(bannerOf);
      cache.set(key, { at: now.getTime(), banners: answer });
      return answer;
    },
    /** Staff changed a banner (banners-admin.ts): this instance answers it on the next call. */
    invalidate(): void {
      cache.clear();
    },
  };
}

export type BannersService = ReturnType<typeof createBannersService>;

function bannerOf(row: BannerRow): Banner {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    weight: row.weight,
    turningSpeed: row.turningSpeed,
    buttonLinkDesktop: row.buttonLinkDesktop,
    buttonLinkMob: row.buttonLinkMob,
    imgMob: row.imgMob,
    imgDesktop: row.imgDesktop,
    startDate: row.startDate?.toISOString() ?? null,
    endDate: row.endDate?.toISOString() ?? null,
    geo: row.geo,
    translations: row.translations,
  };
}

/** GET /banners/carousel: the promo carousel of the casino layout. */
export const bannersRoutes: FastifyPluginAsyncZod<{
  banners: BannersService;
  geoCountryOverride: string | undefined;
}> = async (app, opts) => {
  route(app, bannersCarouselCall, {}, async (request, reply) => {
    // Varies by the caller's country, so shared caches must not keep it.
    reply.header('cache-control', 'private, max-age=60');
    const country = countryForIp(request.ip, opts.geoCountryOverride);
    return { statusCode: 200 as const, banners: await opts.banners.carousel(country) };
  });
};
