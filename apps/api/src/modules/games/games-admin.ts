import {
  ErrorCode,
  type AdminCategory,
  type AdminCategoryEditBody,
  type AdminGame,
  type AdminGameEditBody,
  type AdminGamesQuery,
  type AdminGamesResponse,
  type AdminProvider,
  type AdminProviderEditBody,
} from '@jackdaw/contracts';
import type { SqlRunner, SqlSession } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { AuditService, StaffActor } from '../audit/index.js';
import type { UploadsService } from '../uploads/index.js';
import { rasterCoverUrl } from './images.js';
import { searchKeys } from './search.js';

/**
 * What staff do to the catalogue (issue 20): games on and off, top, categories and places in
 * them, covers; providers and categories on and off and in order. Every change is one transaction
 * with its audit row, sets `edited_at` (the seed then keeps staff's values: games.seed.ts) and
 * drops the games service's caches (`catalogueChanged`), so the lobby shows it on the next call.
 */

/** Who acts and from where, for the audit row. */
export interface StaffContext {
  actor: StaffActor;
  address: string | null;
}

interface AdminGameRow {
  id: number;
  uuid: string;
  alias: string;
  name: string;
  provider_alias: string;
  provider_name: string;
  provider_active: boolean;
  active: boolean;
  top: boolean;
  categories: { slug: string; position: number | null }[] | string;
  cover: string | null;
  rtp: number | null;
  released_at: string;
  edited_at: Date | string | null;
}

const iso = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

const GAME_COLUMNS = `g.id, g.uuid::text as uuid, g.alias, g.name, p.alias as provider_alias,
  p.name as provider_name, p.active as provider_active, g.active, g.top, g.cover,
  g.rtp::float8 as rtp, g.released_at::text as released_at, g.edited_at,
  coalesce((select json_agg(json_build_object('slug', c.slug, 'position', l.position)
                            order by c.sort_order)
            from game_category_links l join game_categories c on c.id = l.category_id
            where l.game_id = g.id), '[]'::json) as categories`;

function gameOf(row: AdminGameRow): AdminGame {
  const categories =
    typeof row.categories === 'string' ? JSON.parse(row.categories) : row.categories;
  return {
    alias: row.alias,
    uuid: row.uuid,
    name: row.name,
    provider: { alias: row.provider_alias, name: row.provider_name, active: row.provider_active },
    active: row.active,
    top: row.top,
    categories: (categories as AdminGame['categories']).map((link) => ({
      slug: link.slug,
      position: link.position === null ? null : Number(link.position),
    })),
    cover: row.cover,
    image: row.cover ?? rasterCoverUrl(row.uuid, 400),
    rtp: row.rtp === null ? null : Number(row.rtp),
    releasedAt: row.released_at,
    editedAt: iso(row.edited_at),
  };
}

interface ProviderRow {
  id: number;
  alias: string;
  name: string;
  active: boolean;
  sort_order: number;
  games: string | number | bigint;
  active_games: string | number | bigint;
}

const providerOf = (row: ProviderRow): AdminProvider => ({
  alias: row.alias,
  name: row.name,
  active: row.active,
  sortOrder: Number(row.sort_order),
  games: Number(row.games),
  activeGames: Number(row.active_games),
});

const PROVIDER_SELECT = `select p.id, p.alias, p.name, p.active, p.sort_order,
  (select count(*) from games g where g.provider_id = p.id) as games,
  (select count(*) from games g where g.provider_id = p.id and g.active) as active_games
  from game_providers p`;

interface CategoryRow {
  id: number;
  slug: string;
  title: string;
  url: string;
  active: boolean;
  sort_order: number;
  games: string | number | bigint;
}

const categoryOf = (row: CategoryRow): AdminCategory => ({
  slug: row.slug,
  title: row.title,
  url: row.url,
  active: row.active,
  sortOrder: Number(row.sort_order),
  games: Number(row.games),
});

const CATEGORY_SELECT = `select c.id, c.slug, c.title, c.url, c.active, c.sort_order,
  (select count(*) from game_category_links l where l.category_id = c.id) as games
  from game_categories c`;

const gameNotFound = () => new AppError(404, ErrorCode.GameNotFound, 'No such game.');

export interface GamesAdminDependencies {
  sql: SqlRunner;
  audit: AuditService;
  uploads: UploadsService;
  /** Drops the games service's cached pages, categories and lobbies. */
  catalogueChanged: () => void;
}

export function createGamesAdmin({
  sql,
  audit,
  uploads,
  catalogueChanged,
}: GamesAdminDependencies) {
  async function gameFor(tx: SqlSession, alias: string, lock = false): Promise<AdminGameRow> {
    const [row] = await tx.query<AdminGameRow>(
      `select ${GAME_COLUMNS} from games g join game_providers p on p.id = g.provider_id
       where g.alias = $1 ${lock ? 'for update of g' : ''}`,
      [alias],
    );
    if (!row) throw gameNotFound();
    return row;
  }

  /** Runs a change with its audit row, then lets the lobby see it. */
  async function change<T>(work: (tx: SqlSession) => Promise<T>): Promise<T> {
    const result = await sql.transaction(work);
    catalogueChanged();
    return result;
  }

  /**
   * Switches a provider or a category on or off and moves it in its list: the two share the
   * columns, the lobby cache and the audit row's shape (`<type>.edit`, before and after).
   */
  async function editListed<Row extends { id: number }, View>(
    listed: {
      table: 'game_providers' | 'game_categories';
      select: string;
      alias: 'p' | 'c';
      keyColumn: 'alias' | 'slug';
      key: string;
      notFound: () => AppError;
      view: (row: Row) => View;
      action: 'game_provider.edit' | 'game_category.edit';
    },
    body: { active?: boolean; sortOrder?: number },
    context: StaffContext,
  ): Promise<View> {
    const { select, alias } = listed;
    return change(async (tx) => {
      const [before] = await tx.query<Row>(`${select} where ${alias}.${listed.keyColumn} = $1`, [
        listed.key,
      ]);
      if (!before) throw listed.notFound();
      await tx.query(
        `update ${listed.table} set active = coalesce($2, active),
           sort_order = coalesce($3, sort_order), edited_at = now() where id = $1`,
        [before.id, body.active ?? null, body.sortOrder ?? null],
      );
      const [after] = await tx.query<Row>(`${select} where ${alias}.id = $1`, [before.id]);
      await audit.record(tx, {
        ...context,
        action: listed.action,
        target: { type: listed.action.replace('.edit', ''), id: listed.key },
        before: listed.view(before),
        after: listed.view(after!),
      });
      return listed.view(after!);
    });
  }

  return {
    async games(query: AdminGamesQuery): Promise<AdminGamesResponse> {
      const take = query.take ?? 25;
      const page = query.page ?? 1;
      const params: unknown[] = [];
      const add = (value: unknown) => `$${params.push(value)}`;
      const clauses = ['true'];
      if (query.alias) clauses.push(`g.alias = ${add(query.alias)}`);
      if (query.provider) clauses.push(`p.alias = ${add(query.provider)}`);
      if (query.category) {
        clauses.push(`exists (select 1 from game_category_links l join game_categories c
          on c.id = l.category_id where l.game_id = g.id and c.slug = ${add(query.category)})`);
      }
      if (query.active) clauses.push(`g.active = ${add(query.active === 'true')}`);
      const keys = searchKeys(query.search);
      if (keys.length) clauses.push(`g.search_prefixes @> ${add(keys)}::text[]`);
      const from = `from games g join game_providers p on p.id = g.provider_id
        where ${clauses.join(' and ')}`;
      const [counted] = await sql.query<{ total: string | number | bigint }>(
        `select count(*) as total ${from}`,
        params,
      );
      const rows = await sql.query<AdminGameRow>(
        `select ${GAME_COLUMNS} ${from} order by g.sort_name, g.id
         limit ${add(take)} offset ${add((page - 1) * take)}`,
        params,
      );
      const total = Number(counted?.total ?? 0);
      return {
        statusCode: 200,
        data: rows.map(gameOf),
        total,
        page,
        lastPage: Math.max(1, Math.ceil(total / take)),
      };
    },

    async editGame(alias: string, body: AdminGameEditBody, context: StaffContext) {
      return change(async (tx) => {
        const before = await gameFor(tx, alias, true);
        if (body.categories !== undefined) {
          const slugs = body.categories.map((link) => link.slug);
          if (new Set(slugs).size !== slugs.length) {
            throw AppError.badRequest('A category is named twice.', ErrorCode.RequestInvalid);
          }
          const known = await tx.query<{ id: number; slug: string }>(
            'select id, slug from game_categories where slug = any($1::text[])',
            [slugs],
          );
          const ids = new Map(known.map((row) => [row.slug, row.id]));
          // `popular` (every game) and `favorite` (the player's own) are not lists of links.
          const unknown = slugs.filter(
            (slug) => !ids.has(slug) || slug === 'popular' || slug === 'favorite',
          );
          if (unknown.length) {
            throw AppError.badRequest(
              `No game category ${unknown.join(', ')}.`,
              ErrorCode.GameCategoryUnknown,
            );
          }
          await tx.query(
            'delete from game_category_links where game_id = $1 and not (category_id = any($2::int[]))',
            [before.id, [...ids.values()]],
          );
          for (const link of body.categories) {
            await tx.query(
              `insert into game_category_links (game_id, category_id, position) values ($1, $2, $3)
               on conflict (game_id, category_id) do update set position = excluded.position`,
              [before.id, ids.get(link.slug), link.position],
            );
          }
        }
        await tx.query(
          `update games set active = coalesce($2, active), top = coalesce($3, top),
             edited_at = now() where id = $1`,
          [before.id, body.active ?? null, body.top ?? null],
        );
        const after = await gameFor(tx, alias);
        await audit.record(tx, {
          ...context,
          action: 'game.edit',
          target: { type: 'game', id: alias },
          before: gameOf(before),
          after: gameOf(after),
        });
        return { statusCode: 200 as const, game: gameOf(after) };
      });
    },

    async setCover(alias: string, body: unknown, context: StaffContext) {
      return change(async (tx) => {
        const before = await gameFor(tx, alias, true);
        const upload = await uploads.store(tx, body, context.actor.staffId);
        await tx.query(
          'update games set cover = $2, cover_width = $3, edited_at = now() where id = $1',
          [before.id, upload.url, upload.width],
        );
        const after = await gameFor(tx, alias);
        await audit.record(tx, {
          ...context,
          action: 'game.cover',
          target: { type: 'game', id: alias },
          before: { cover: before.cover },
          after: { cover: after.cover, upload },
        });
        return { statusCode: 200 as const, game: gameOf(after) };
      });
    },

    async dropCover(alias: string, context: StaffContext) {
      return change(async (tx) => {
        const before = await gameFor(tx, alias, true);
        await tx.query(
          'update games set cover = null, cover_width = null, edited_at = now() where id = $1',
          [before.id],
        );
        const after = await gameFor(tx, alias);
        await audit.record(tx, {
          ...context,
          action: 'game.cover',
          target: { type: 'game', id: alias },
          before: { cover: before.cover },
          after: { cover: null },
        });
        return { statusCode: 200 as const, game: gameOf(after) };
      });
    },

    async providers() {
      const rows = await sql.query<ProviderRow>(`${PROVIDER_SELECT} order by p.sort_order, p.name`);
      return { statusCode: 200 as const, providers: rows.map(providerOf) };
    },

    async editProvider(alias: string, body: AdminProviderEditBody, context: StaffContext) {
      const provider = await editListed<ProviderRow, AdminProvider>(
        {
          table: 'game_providers',
          select: PROVIDER_SELECT,
          alias: 'p',
          keyColumn: 'alias',
          key: alias,
          notFound: () => new AppError(404, ErrorCode.ProviderUnknown, 'No such game provider.'),
          view: providerOf,
          action: 'game_provider.edit',
        },
        body,
        context,
      );
      return { statusCode: 200 as const, provider };
    },

    async categories() {
      const rows = await sql.query<CategoryRow>(`${CATEGORY_SELECT} order by c.sort_order, c.id`);
      return { statusCode: 200 as const, categories: rows.map(categoryOf) };
    },

    async editCategory(slug: string, body: AdminCategoryEditBody, context: StaffContext) {
      const category = await editListed<CategoryRow, AdminCategory>(
        {
          table: 'game_categories',
          select: CATEGORY_SELECT,
          alias: 'c',
          keyColumn: 'slug',
          key: slug,
          notFound: () =>
            new AppError(404, ErrorCode.GameCategoryUnknown, `No game category '${slug}'.`),
          view: categoryOf,
          action: 'game_category.edit',
        },
        body,
        context,
      );
      return { statusCode: 200 as const, category };
    },
  };
}

export type GamesAdmin = ReturnType<typeof createGamesAdmin>;
