import * as z from 'zod/mini';
import { bannerSchema, bannerTitlePartSchema } from '../banners/banners.js';
import { defineCall, errorResponses } from '../call.js';
import { languageCodeSchema } from '../catalogue/languages.js';
import { API_PREFIX, okEnvelope } from '../envelope.js';
import { adminUploadSchema } from './catalogue.js';

/**
 * The operator's banners (issue 20 "Catalogue and content"): the promo carousel's slides with
 * their translations, countries, dates and pictures. Permission `banners.write`, reads included.
 */

const text = (max: number) => z.string().check(z.maxLength(max));

/** A site path (`/promotions`, `/?popup=deposit`) or a query of the current page (`?popup=…`). */
const linkSchema = z.string().check(z.maxLength(300), z.regex(/^(?:\/(?![/\\])|\?)[^\s"'<>\\]*$/));

/** An uploaded picture (`/static/uploads/…`) or one of the site's own (`/images/…`). */
const imageSchema = z
  .string()
  .check(z.maxLength(200), z.regex(/^\/(?:static\/uploads|images)\/[A-Za-z0-9._/-]+$/));

export const adminBannerTranslationSchema = z.object({
  language: languageCodeSchema,
  buttonName: text(40),
  title: z.array(z.extend(bannerTitlePartSchema, { text: text(120) })).check(z.maxLength(6)),
  descriptionMob: text(200),
  descriptionDesktop: text(400),
});

/** What staff write: every field of the public banner but its id, and whether it is shown. */
export const adminBannerBodySchema = z.object({
  name: z.string().check(z.minLength(1), z.maxLength(80)),
  type: z.optional(z.enum(['promo', 'bonus', 'tournament', 'info'])),
  weight: z.int().check(z.gte(0), z.lte(100_000)),
  turningSpeed: z.int().check(z.gte(1), z.lte(60)),
  buttonLinkDesktop: linkSchema,
  buttonLinkMob: linkSchema,
  imgMob: imageSchema,
  imgDesktop: imageSchema,
  /** ISO date-time with an offset, or null for "from now" / "until switched off". */
  startDate: z.nullable(z.iso.datetime({ offset: true })),
  endDate: z.nullable(z.iso.datetime({ offset: true })),
  /** Countries (ISO 3166-1 alpha-2) it is shown in; empty: everywhere. */
  geo: z.array(z.string().check(z.regex(/^[A-Z]{2}$/))).check(z.maxLength(250)),
  /** One per language; English is required (the fallback of every other language). */
  translations: z.array(adminBannerTranslationSchema).check(z.minLength(1), z.maxLength(11)),
  active: z.boolean(),
});
export type AdminBannerBody = z.infer<typeof adminBannerBodySchema>;

export const adminBannerSchema = z.extend(bannerSchema, { active: z.boolean() });
export type AdminBanner = z.infer<typeof adminBannerSchema>;

export const adminBannersResponseSchema = okEnvelope({ banners: z.array(adminBannerSchema) });
export const adminBannerResponseSchema = okEnvelope({ banner: adminBannerSchema });
export type AdminBannerResponse = z.infer<typeof adminBannerResponseSchema>;
export const adminBannerParamsSchema = z.object({
  id: z.coerce.number().check(z.int(), z.gte(1), z.lte(2_147_483_647)),
});
export const adminBannerDeleteResponseSchema = okEnvelope({ id: z.int() });
export const adminBannerImageResponseSchema = okEnvelope({ upload: adminUploadSchema });

export const adminBannersCall = defineCall({
  method: 'GET',
  path: `${API_PREFIX}/admin/banners`,
  tags: ['admin'],
  summary: 'Every banner, switched off or out of its dates included, in carousel order',
  auth: 'bearer',
  responses: { 200: adminBannersResponseSchema, ...errorResponses(401, 403) },
});

export const adminBannerCreateCall = defineCall({
  method: 'POST',
  path: `${API_PREFIX}/admin/banners`,
  tags: ['admin'],
  summary: 'Add a banner',
  auth: 'bearer',
  body: adminBannerBodySchema,
  responses: { 200: adminBannerResponseSchema, ...errorResponses(401, 403, 409) },
});

export const adminBannerEditCall = defineCall({
  method: 'PUT',
  path: `${API_PREFIX}/admin/banners/:id`,
  tags: ['admin'],
  summary: 'Replace a banner (the whole banner, as the editor holds it)',
  auth: 'bearer',
  params: adminBannerParamsSchema,
  body: adminBannerBodySchema,
  responses: { 200: adminBannerResponseSchema, ...errorResponses(401, 403, 404, 409) },
});

export const adminBannerDeleteCall = defineCall({
  method: 'DELETE',
  path: `${API_PREFIX}/admin/banners/:id`,
  tags: ['admin'],
  summary: 'Delete a banner (to keep it, switch it off instead)',
  auth: 'bearer',
  params: adminBannerParamsSchema,
  responses: { 200: adminBannerDeleteResponseSchema, ...errorResponses(401, 403, 404) },
});

export const adminBannerImageCall = defineCall({
  method: 'POST',
  path: `${API_PREFIX}/admin/banners/images`,
  tags: ['admin'],
  summary: 'Upload a banner picture: the raw PNG, JPEG, WebP or AVIF bytes as the body (≤ 2 MiB)',
  auth: 'bearer',
  responses: { 200: adminBannerImageResponseSchema, ...errorResponses(401, 403, 413, 415) },
});
