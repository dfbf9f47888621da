import type { GameMode, GamePlatform, GameSort } from '@jackdaw/contracts';
import type { SqlRunner } from '../../db/client.js';
import type { GameRounds } from './recent-rounds.js';

/** A catalogue row as the list queries read it. */
export interface GameListRow {
  id: number;
  uuid: string;
  alias: string;
  name: string;
  platforms: GamePlatform[];
  demo_allowed: boolean;
  top: boolean;
  rtp: number | null;
  volatility: string | null;
  released_at: string;
  provider_alias: string;
  provider_name: string;
  provider_logo: string | null;
  categories: string[];
  /** An uploaded cover (`/static/uploads/…`) and its width, or null for the generated one. */
  cover: string | null;
  cover_width: number | null;
}

export interface GameFilter {
  providers?: string[];
  categoryId?: number;
  /** Only this player's favorites. */
  favoritesOf?: number;
  searchKeys?: string[];
  platform?: GamePlatform;
  freespins?: boolean;
}

export interface GamePageRequest {
  filter: GameFilter;
  sort: GameSort | 'favorited';
  top: boolean;
  take: number;
  offset: number;
}

/** One game to launch: active or not, with its provider. */
export interface GameLaunchRow {
  id: number;
  uuid: string;
  alias: string;
  name: string;
  external_id: string;
  platforms: GamePlatform[];
  demo_allowed: boolean;
  active: boolean;
  provider_alias: string;
  provider_name: string;
  provider_active: boolean;
}

const columns = `g.id, g.uuid::text as uuid, g.alias, g.name, g.platforms, g.demo_allowed, g.top,
  g.rtp::float8 as rtp, g.volatility, g.released_at::text as released_at,
  p.alias as provider_alias, p.name as provider_name, p.logo as provider_logo,
  g.cover, g.cover_width,
  array(select c.slug from game_category_links l join game_categories c on c.id = l.category_id
        where l.game_id = g.id order by c.sort_order) as categories`;

const orders: Record<GamePageRequest['sort'], string> = {
  abc: 'g.sort_name asc, g.id asc',
  zyx: 'g.sort_name desc, g.id desc',
  pop: 'g.recent_rounds desc, g.popularity desc, g.id asc',
  new: 'g.released_at desc, g.id desc',
  favorited: 'f.created_at desc, g.id asc',
};

/**
 * The catalogue's SQL. Plain statements over the SqlRunner: the list is the hottest read of the
 * site, and the benchmark compares it with the same statement from a bare client.
 */
/** The advisory lock class of a player's favorite toggles (with the player id; 'GFAV'). */
const FAVORITES_LOCK = 0x47464156;

export function createGamesRepository(sql: SqlRunner) {
  function where(filter: GameFilter, params: unknown[]): string {
    const clauses = ['g.active', 'p.active'];
    const add = (value: unknown) => `$${params.push(value)}`;
    if (filter.providers?.length) clauses.push(`p.alias = any(${add(filter.providers)}::text[])`);
    if (filter.categoryId !== undefined) {
      clauses.push(
        `exists (select 1 from game_category_links l where l.game_id = g.id and l.category_id = ${add(filter.categoryId)})`,
      );
    }
    if (filter.searchKeys?.length) {
      clauses.push(`g.search_prefixes @> ${add(filter.searchKeys)}::text[]`);
    }
    if (filter.platform) clauses.push(`${add(filter.platform)} = any(g.platforms)`);
    if (filter.freespins) clauses.push('g.freespins');
    return clauses.join(' and ');
  }

  return {
    /** One page and the total of the filter (counted separately only past the last page). */
    async page(request: GamePageRequest): Promise<{ rows: GameListRow[]; total: number }> {
      const params: unknown[] = [];
      const favorites =
        request.filter.favoritesOf !== undefined
          ? `join game_favorites f on f.game_id = g.id and f.user_id = $${params.push(request.filter.favoritesOf)}`
          : '';
      const condition = where(request.filter, params);
      const from = `from games g join game_providers p on p.id = g.provider_id ${favorites} where ${condition}`;
      const fromParams = params.length;
      // In one category the `pop` order starts with staff's places there (unplaced games after).
      const placed =
        request.filter.categoryId !== undefined && request.sort === 'pop'
          ? `(select l.position from game_category_links l where l.game_id = g.id
               and l.category_id = $${params.push(request.filter.categoryId)}) asc nulls last, `
          : '';
      const order = `${placed}${request.top && request.sort !== 'favorited' ? 'g.top desc, ' : ''}${orders[request.sort]}`;
      const rows = await sql.query<GameListRow & { total: string | number | bigint }>(
        // The page's ids first, then the columns of those rows only: the category list is read
        // for 15 games, not for every game the filter matches.
        `with page as (
           select g.id, count(*) over () as total, row_number() over (order by ${order}) as position
           ${from} order by ${order}
           limit $${params.length + 1} offset $${params.length + 2}
         )
         select ${columns}, page.total
         from page join games g on g.id = page.id join game_providers p on p.id = g.provider_id
         order by page.position`,
        [...params, request.take, request.offset],
      );
      if (rows.length > 0) return { rows, total: Number(rows[0]!.total) };
      if (request.offset === 0) return { rows, total: 0 };
      const [counted] = await sql.query<{ total: string | number | bigint }>(
        `select count(*) as total ${from}`,
        params.slice(0, fromParams),
      );
      return { rows, total: Number(counted?.total ?? 0) };
    },

    /** The player's launches, one row per game, most recently played first. */
    async history(userId: number, take: number, offset: number) {
      const rows = await sql.query<
        GameListRow & { last_played_at: Date | string; last_mode: GameMode; total: string | number }
      >(
        `with last as (
           select distinct on (s.game_id) s.game_id, s.created_at, s.mode
           from game_sessions s where s.user_id = $1
           order by s.game_id, s.created_at desc
         )
         select ${columns}, last.created_at as last_played_at, last.mode as last_mode,
                count(*) over () as total
         from last join games g on g.id = last.game_id join game_providers p on p.id = g.provider_id
         where g.active and p.active
         order by last.created_at desc, g.id
         limit $2 offset $3`,
        [userId, take, offset],
      );
      if (rows.length > 0 || offset === 0) {
        return { rows, total: Number(rows[0]?.total ?? 0) };
      }
      const [counted] = await sql.query<{ total: string | number }>(
        `select count(distinct s.game_id) as total from game_sessions s
         join games g on g.id = s.game_id join game_providers p on p.id = g.provider_id
         where s.user_id = $1 and g.active and p.active`,
        [userId],
      );
      return { rows, total: Number(counted?.total ?? 0) };
    },

    /** Which of these games the player marked favorite. */
    async favoriteIds(userId: number, gameIds: number[]): Promise<Set<number>> {
      if (gameIds.length === 0) return new Set();
      const rows = await sql.query<{ game_id: number }>(
        'select game_id from game_favorites where user_id = $1 and game_id = any($2::int[])',
        [userId, gameIds],
      );
      return new Set(rows.map((row) => row.game_id));
    },

    /** Adds the favorite, or removes it when present; answers the state after. */
    /**
     * Adds the game to the player's favorites, or removes it when it is one. A read-modify-write:
     * toggles of one player at once take turns on the player's advisory lock, so each sees the
     * state the one before left (without it, two found no row and both inserted).
     */
    async toggleFavorite(userId: number, gameId: number): Promise<boolean> {
      return sql.transaction(async (tx) => {
        await tx.query('select pg_advisory_xact_lock($1::integer, $2::integer)', [
          FAVORITES_LOCK,
          userId,
        ]);
        const removed = await tx.query(
          'delete from game_favorites where user_id = $1 and game_id = $2 returning game_id',
          [userId, gameId],
        );
        if (removed.length > 0) return false;
        await tx.query(
          'insert into game_favorites (user_id, game_id) values ($1, $2) on conflict do nothing',
          [userId, gameId],
        );
        return true;
      });
    },

    async categories() {
      return sql.query<{
        id: number;
        slug: string;
        title: string;
        url: string;
        games_count: string | number;
      }>(
        `select c.id, c.slug, c.title, c.url,
           case c.slug
             when 'popular' then (select count(*) from games g join game_providers p
                                  on p.id = g.provider_id where g.active and p.active)
             when 'favorite' then 0
             else (select count(*) from game_category_links l join games g on g.id = l.game_id
                   join game_providers p on p.id = g.provider_id
                   where l.category_id = c.id and g.active and p.active)
           end as games_count
         from game_categories c where c.active order by c.sort_order`,
      );
    },

    /** The active games of one provider by their external ids (to name rounds recorded elsewhere). */
    async byExternalIds(provider: string, externalIds: string[]) {
      if (externalIds.length === 0) return [];
      return sql.query<{ external_id: string; alias: string; name: string }>(
        `select g.external_id, g.alias, g.name from games g
         join game_providers p on p.id = g.provider_id
         where p.alias = $1 and g.external_id = any($2::text[]) and g.active and p.active`,
        [provider, externalIds],
      );
    },

    /**
     * The active tiles whose game is active (of an active provider, playable on phones: the tiles
     * are the phone's) or whose category has an active game.
     */
    async tiles() {
      return sql.query<{
        slug: string;
        title: string;
        image: string;
        game_alias: string | null;
        category_slug: string | null;
        category_url: string | null;
      }>(
        `select t.slug, t.title, t.image, t.game_alias, c.slug as category_slug,
           c.url as category_url
         from game_tiles t left join game_categories c on c.slug = t.category_slug
         where t.active and (
           exists (select 1 from games g join game_providers p on p.id = g.provider_id
                   where g.alias = t.game_alias and g.active and p.active
                     and 'mobile' = any(g.platforms))
           or exists (select 1 from games g join game_providers p on p.id = g.provider_id
                      where g.active and p.active and (c.slug = 'popular' or exists (
                        select 1 from game_category_links l
                        where l.game_id = g.id and l.category_id = c.id))))
         order by t.sort_order, t.id`,
      );
    },

    async providers(platform: GamePlatform | undefined) {
      return sql.query<{
        alias: string;
        name: string;
        logo: string | null;
        games_count: string | number;
      }>(
        `select p.alias, p.name, p.logo, count(g.id) as games_count
         from game_providers p join games g on g.provider_id = p.id and g.active
           and ($1::text is null or $1::text = any(g.platforms))
         where p.active
         group by p.id order by p.sort_order, p.name`,
        [platform ?? null],
      );
    },

    async lobbies() {
      return sql.query<{ slug: string; title: string; category: string; category_id: number }>(
        `select l.slug, l.title, c.slug as category, c.id as category_id
         from game_lobbies l join game_categories c on c.id = l.category_id
         where l.active order by l.sort_order`,
      );
    },

    async findForLaunch(
      by: { alias: string } | { uuid: string },
    ): Promise<GameLaunchRow | undefined> {
      const [row] = await sql.query<GameLaunchRow>(
        `select g.id, g.uuid::text as uuid, g.alias, g.name, g.external_id, g.platforms,
           g.demo_allowed, g.active, p.alias as provider_alias, p.name as provider_name,
           p.active as provider_active
         from games g join game_providers p on p.id = g.provider_id
         where ${'alias' in by ? 'g.alias = $1' : 'g.uuid = $1::uuid'}`,
        ['alias' in by ? by.alias : by.uuid],
      );
      return row;
    },

    async createSession(session: {
      tokenHash: string;
      userId: number | null;
      gameId: number;
      mode: GameMode;
      platform: GamePlatform;
      language: string;
      returnUrl: string | null;
      currencyCode: string | null;
      tokenVersion: number | null;
      expiresAt: Date;
    }): Promise<string> {
      const [row] = await sql.query<{ id: string }>(
        `insert into game_sessions (token_hash, user_id, game_id, mode, platform, language,
           return_url, currency_code, expires_at, token_version)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning id::text as id`,
        [
          session.tokenHash,
          session.userId,
          session.gameId,
          session.mode,
          session.platform,
          session.language,
          session.returnUrl,
          session.currencyCode,
          session.expiresAt.toISOString(),
          session.tokenVersion,
        ],
      );
      return row!.id;
    },

    /**
     * Marks an unused, unexpired launch as used and answers it with the token version it was
     * made under; a second call with the same token, or a late one, answers undefined. One
     * statement, so two racing redeems get one row.
     */
    async redeemSession(tokenHash: string) {
      const [row] = await sql.query<{
        id: string;
        user_id: number | null;
        mode: GameMode;
        platform: GamePlatform;
        language: string;
        return_url: string | null;
        currency_code: string | null;
        token_version: number | null;
        alias: string;
        external_id: string;
        provider_alias: string;
      }>(
        `update game_sessions s set used_at = now()
         from games g join game_providers p on p.id = g.provider_id
         where s.token_hash = $1 and s.used_at is null and s.expires_at > now()
           and g.id = s.game_id
         returning s.id::text as id, s.user_id, s.mode, s.platform, s.language, s.return_url,
           s.currency_code, s.token_version, g.alias, g.external_id, p.alias as provider_alias`,
        [tokenHash],
      );
      return row;
    },

    /** The mode of a launch still to be redeemed, without redeeming it. */
    async unusedLaunchMode(tokenHash: string): Promise<GameMode | undefined> {
      const [row] = await sql.query<{ mode: GameMode }>(
        `select mode from game_sessions
         where token_hash = $1 and used_at is null and expires_at > now()`,
        [tokenHash],
      );
      return row?.mode;
    },

    /** Moves on with every change to games, their categories or providers (a trigger). */
    async catalogueVersion(): Promise<string> {
      const [row] = await sql.query<{ version: string }>(
        'select last_value::text as version from game_catalogue_version',
      );
      return row?.version ?? '';
    },

    /**
     * Sets every game's `recent_rounds` to its count (a game without one has none); answers how
     * many games changed. Writes nothing when none did, so the catalogue version (moved by a
     * statement trigger, even on an update of no rows) and the cached pages only move with a
     * real change. A count for a game the catalogue lacks matches nothing.
     */
    async setRecentRounds(counts: GameRounds[]): Promise<number> {
      const changed = await sql.query<{ id: number; rounds: number }>(
        `select g.id, coalesce(counted.rounds, 0)::int as rounds
         from games g left join (
           select pg.id, sum(v.rounds) as rounds
           from unnest($1::text[], $2::text[], $3::int[]) as v(provider, external_id, rounds)
             join game_providers p on p.alias = v.provider
             join games pg on pg.provider_id = p.id and pg.external_id = v.external_id
           group by pg.id
         ) counted on counted.id = g.id
         where g.recent_rounds <> coalesce(counted.rounds, 0)`,
        [
          counts.map((count) => count.provider),
          counts.map((count) => count.externalId),
          counts.map((count) => count.rounds),
        ],
      );
      if (changed.length === 0) return 0;
      await sql.query(
        `update games g set recent_rounds = v.rounds
         from unnest($1::int[], $2::int[]) as v(id, rounds) where g.id = v.id`,
        [changed.map((row) => row.id), changed.map((row) => row.rounds)],
      );
      return changed.length;
    },

    /** One active game of an active provider, as the list reads it. */
    async findItem(alias: string): Promise<GameListRow | undefined> {
      const [row] = await sql.query<GameListRow>(
        `select ${columns} from games g join game_providers p on p.id = g.provider_id
         where g.alias = $1 and g.active and p.active`,
        [alias],
      );
      return row;
    },

    async categoryIds(): Promise<Map<string, number>> {
      const rows = await sql.query<{ id: number; slug: string; url: string }>(
        'select id, slug, url from game_categories',
      );
      const ids = new Map<string, number>();
      for (const row of rows) {
        ids.set(row.slug, row.id);
        ids.set(row.url.replace(/^\//, ''), row.id);
      }
      return ids;
    },
  };
}

export type GamesRepository = ReturnType<typeof createGamesRepository>;
