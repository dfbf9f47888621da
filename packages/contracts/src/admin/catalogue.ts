import * as z from 'zod/mini';
import { defineCall, errorResponses } from '../call.js';
import { API_PREFIX, okEnvelope } from '../envelope.js';

/**
 * The operator's catalogue (issue 20 "Catalogue and content"): games, their providers and
 * categories. Permission `catalogue.write` for reading and changing alike: these are content
 * staff's pages.
 */

const aliasSchema = z.string().check(z.regex(/^[a-z0-9][a-z0-9-]{0,99}$/));
const slugSchema = z.string().check(z.regex(/^[a-z0-9][a-z0-9-]{0,59}$/));
const orderSchema = z.int().check(z.gte(0), z.lte(100_000));
const booleanQuery = z.enum(['true', 'false']);

/** An uploaded image as the console shows it (`/static/uploads/<sha256>.<ext>`). */
export const adminUploadSchema = z.object({
  url: z.string(),
  contentType: z.string(),
  size: z.int(),
  width: z.int(),
  height: z.int(),
});
export type AdminUpload = z.infer<typeof adminUploadSchema>;

/** A game's link to a category and its place there (null: after the placed ones, by popularity). */
export const adminGameCategorySchema = z.object({
  slug: slugSchema,
  position: z.nullable(orderSchema),
});
export type AdminGameCategory = z.infer<typeof adminGameCategorySchema>;

export const adminGameSchema = z.object({
  alias: z.string(),
  uuid: z.string(),
  name: z.string(),
  provider: z.object({ alias: z.string(), name: z.string(), active: z.boolean() }),
  active: z.boolean(),
  top: z.boolean(),
  categories: z.array(adminGameCategorySchema),
  /** The uploaded cover, or null when the generated artwork is shown. */
  cover: z.nullable(z.string()),
  /** What the lobby shows now (the uploaded cover or the generated 400 px one). */
  image: z.string(),
  rtp: z.nullable(z.number()),
  releasedAt: z.string(),
  /** When staff last changed it: the seed then keeps its active, top and categories. */
  editedAt: z.nullable(z.string()),
});
export type AdminGame = z.infer<typeof adminGameSchema>;

export const adminGamesQuerySchema = z.object({
  /** One game by its alias (the edit page). */
  alias: z.optional(aliasSchema),
  provider: z.optional(aliasSchema),
  category: z.optional(slugSchema),
  active: z.optional(booleanQuery),
  search: z.optional(z.string().check(z.maxLength(60))),
  page: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(100_000))),
  take: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(100))),
});
export type AdminGamesQuery = z.infer<typeof adminGamesQuerySchema>;

export const adminGamesResponseSchema = okEnvelope({
  data: z.array(adminGameSchema),
  total: z.int(),
  page: z.int(),
  lastPage: z.int(),
});
export type AdminGamesResponse = z.infer<typeof adminGamesResponseSchema>;

export const adminGameAliasParamsSchema = z.object({ alias: aliasSchema });

export const adminGameEditBodySchema = z.object({
  active: z.optional(z.boolean()),
  top: z.optional(z.boolean()),
  /** The whole set of links: categories left out are unlinked. */
  categories: z.optional(z.array(adminGameCategorySchema).check(z.maxLength(30))),
});
export type AdminGameEditBody = z.infer<typeof adminGameEditBodySchema>;

export const adminGameResponseSchema = okEnvelope({ game: adminGameSchema });
export type AdminGameResponse = z.infer<typeof adminGameResponseSchema>;

export const adminProviderSchema = z.object({
  alias: z.string(),
  name: z.string(),
  active: z.boolean(),
  sortOrder: z.int(),
  games: z.int(),
  activeGames: z.int(),
});
export type AdminProvider = z.infer<typeof adminProviderSchema>;

export const adminProvidersResponseSchema = okEnvelope({ providers: z.array(adminProviderSchema) });
export const adminProviderParamsSchema = z.object({ alias: aliasSchema });
export const adminProviderEditBodySchema = z.object({
  active: z.optional(z.boolean()),
  sortOrder: z.optional(orderSchema),
});
export type AdminProviderEditBody = z.infer<typeof adminProviderEditBodySchema>;
export const adminProviderResponseSchema = okEnvelope({ provider: adminProviderSchema });

export const adminCategorySchema = z.object({
  slug: z.string(),
  title: z.string(),
  url: z.string(),
  active: z.boolean(),
  sortOrder: z.int(),
  games: z.int(),
});
export type AdminCategory = z.infer<typeof adminCategorySchema>;

export const adminCategoriesResponseSchema = okEnvelope({
  categories: z.array(adminCategorySchema),
});
export const adminCategoryParamsSchema = z.object({ slug: slugSchema });
export const adminCategoryEditBodySchema = z.object({
  active: z.optional(z.boolean()),
  sortOrder: z.optional(orderSchema),
});
export type AdminCategoryEditBody = z.infer<typeof adminCategoryEditBodySchema>;
export const adminCategoryResponseSchema = okEnvelope({ category: adminCategorySchema });

/** The image types an upload may be (told by its first bytes, not its name or header). */
export const UPLOAD_CONTENT_TYPES = [
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/avif',
] as const;
/** The largest upload, in bytes (2 MiB): more answers 413 REQUEST.TOO_LARGE. */
export const UPLOAD_MAX_BYTES = 2 * 1024 * 1024;

export const adminGamesCall = defineCall({
  method: 'GET',
  path: `${API_PREFIX}/admin/games`,
  tags: ['admin'],
  summary: 'Games with filters (provider, category, active, name) and paging, inactive included',
  auth: 'bearer',
  query: adminGamesQuerySchema,
  responses: { 200: adminGamesResponseSchema, ...errorResponses(401, 403) },
});

export const adminGameEditCall = defineCall({
  method: 'PATCH',
  path: `${API_PREFIX}/admin/games/:alias`,
  tags: ['admin'],
  summary: 'Switch a game on or off, mark it top, set its categories and its place in each',
  auth: 'bearer',
  params: adminGameAliasParamsSchema,
  body: adminGameEditBodySchema,
  responses: { 200: adminGameResponseSchema, ...errorResponses(401, 403, 404) },
});

export const adminGameCoverCall = defineCall({
  method: 'PUT',
  path: `${API_PREFIX}/admin/games/:alias/cover`,
  tags: ['admin'],
  summary: "Upload a game's cover: the raw PNG, JPEG, WebP or AVIF bytes as the body (≤ 2 MiB)",
  auth: 'bearer',
  params: adminGameAliasParamsSchema,
  responses: { 200: adminGameResponseSchema, ...errorResponses(401, 403, 404, 413, 415) },
});

export const adminGameCoverDeleteCall = defineCall({
  method: 'DELETE',
  path: `${API_PREFIX}/admin/games/:alias/cover`,
  tags: ['admin'],
  summary: "Drop a game's uploaded cover: the generated artwork is shown again",
  auth: 'bearer',
  params: adminGameAliasParamsSchema,
  responses: { 200: adminGameResponseSchema, ...errorResponses(401, 403, 404) },
});

export const adminProvidersCall = defineCall({
  method: 'GET',
  path: `${API_PREFIX}/admin/game-providers`,
  tags: ['admin'],
  summary: 'Game providers with their order, state and number of games',
  auth: 'bearer',
  responses: { 200: adminProvidersResponseSchema, ...errorResponses(401, 403) },
});

export const adminProviderEditCall = defineCall({
  method: 'PATCH',
  path: `${API_PREFIX}/admin/game-providers/:alias`,
  tags: ['admin'],
  summary: 'Switch a provider on or off (all its games with it) or move it in the order',
  auth: 'bearer',
  params: adminProviderParamsSchema,
  body: adminProviderEditBodySchema,
  responses: { 200: adminProviderResponseSchema, ...errorResponses(401, 403, 404) },
});

export const adminCategoriesCall = defineCall({
  method: 'GET',
  path: `${API_PREFIX}/admin/game-categories`,
  tags: ['admin'],
  summary: 'Game categories in menu order, hidden ones included',
  auth: 'bearer',
  responses: { 200: adminCategoriesResponseSchema, ...errorResponses(401, 403) },
});

export const adminCategoryEditCall = defineCall({
  method: 'PATCH',
  path: `${API_PREFIX}/admin/game-categories/:slug`,
  tags: ['admin'],
  summary: "Show or hide a category in the lobby's menu, or move it",
  auth: 'bearer',
  params: adminCategoryParamsSchema,
  body: adminCategoryEditBodySchema,
  responses: { 200: adminCategoryResponseSchema, ...errorResponses(401, 403, 404) },
});
