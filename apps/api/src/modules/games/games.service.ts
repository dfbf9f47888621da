import { createHash, randomBytes } from 'node:crypto';
import {
  cacheTimes,
  DEFAULT_LANGUAGE,
  ErrorCode,
  gameLaunch,
  gameList,
  parseLanguageCode,
  type GameHistoryResponse,
  type GameItem,
  type GameLaunchBody,
  type GameLaunchResponse,
  type GameMode,
  type GamePlatform,
  type GameProvidersResponse,
  type GameResponse,
  type GamesPageQuery,
  type GamesQuery,
  type GamesResponse,
} from '@jackdaw/contracts';
import { AppError } from '../../lib/app-error.js';
import { sharedAnswer, type SharedAnswer } from '../../lib/cached-json.js';
import { memoize } from '../../lib/memo.js';
import type { BalanceReader, UserRow } from '../users/index.js';
import type { GameProviderRegistry } from './game-provider.js';
import type {
  GameFilter,
  GameListRow,
  GamePageRequest,
  GamesRepository,
} from './games.repository.js';
import { coverSrcset, providerLogoUrl, rasterCoverUrl } from './images.js';
import { POPULARITY_WINDOW_DAYS } from './popularity.js';
import { recentRounds, windowStart, type RoundSources } from './recent-rounds.js';
import { createLobby } from './lobby.service.js';
import type { RecentWinSources } from './recent-wins.js';
import { returnUrlPolicy } from './return-url.js';
import { searchKeys } from './search.js';

type Player = Pick<UserRow, 'id' | 'banned' | 'currencyCode' | 'tokenVersion'>;

/**
 * A page of the list as cached: the answer for visitors (its body written once, by the route's
 * serializer), and the game ids to mark favorites.
 */
interface CachedPage {
  response: GamesResponse;
  ids: number[];
  shared: SharedAnswer<GamesResponse>;
}

interface PageEntry {
  at: number;
  page: Promise<CachedPage>;
  /** The catalogue version read before the page was loaded. */
  version: string;
  /** The load finished: the page may be answered stale while a refresh runs. */
  ready: boolean;
  refreshing: boolean;
}

/** Hot pages kept at most this many at once; the oldest entry goes first. */
const PAGE_CACHE_SIZE = 1000;
/** How many times its freshness a page may be answered while it is being refreshed. */
const STALE_FACTOR = 5;
/** A page is read again after this long even when the catalogue version says nothing moved. */
const MAX_PAGE_AGE = 30_000;

export function itemOf(row: GameListRow): GameItem {
  return {
    uuid: row.uuid,
    alias: row.alias,
    name: row.name,
    provider: {
      alias: row.provider_alias,
      name: row.provider_name,
      logo: providerLogoUrl(row.provider_alias),
    },
    categories: row.categories,
    platforms: row.platforms,
    demo: row.demo_allowed,
    top: row.top,
    // An uploaded cover (staff's, one size) replaces the generated ones.
    image: row.cover ?? rasterCoverUrl(row.uuid, 400),
    imageLarge: row.cover ?? rasterCoverUrl(row.uuid, 800),
    imageSrcset: row.cover ? `${row.cover} ${row.cover_width ?? 800}w` : coverSrcset(row.uuid),
    rtp: row.rtp === null ? null : Number(row.rtp),
    volatility: row.volatility as GameItem['volatility'],
    releasedAt: row.released_at,
    favorite: false,
  };
}

const lastPageOf = (total: number, take: number) => Math.max(1, Math.ceil(total / take));

export interface GamesServiceDependencies {
  repository: GamesRepository;
  providers: GameProviderRegistry;
  balances: BalanceReader;
  /** Where the real-money rounds of the `pop` order are counted (play and game-wallet). */
  rounds: RoundSources;
  /** Where the lobby's recent wins come from (play) and who won them (users). */
  wins: RecentWinSources;
  /** The player's token version now (users): a launch made under an older one is revoked. */
  tokenVersionOf(userId: number): Promise<number | undefined>;
  /** The site's own address (PUBLIC_URL): a launch's return URL leads there or to a provider. */
  publicUrl: string;
}

export function createGamesService({
  repository,
  providers,
  balances,
  rounds,
  wins,
  tokenVersionOf,
  publicUrl,
}: GamesServiceDependencies) {
  const returnUrls = returnUrlPolicy(
    publicUrl,
    providers.all().flatMap((provider) => provider.origins ?? []),
  );
  const categoryIds = memoize(cacheTimes.catalogues, () => repository.categoryIds());
  const pageCache = new Map<string, PageEntry>();
  const lobbyList = memoize(cacheTimes.catalogues, () => repository.lobbies());
  const versions = memoize(cacheTimes.gamesList, () => repository.catalogueVersion());

  async function categoryFilter(category: string, player: Player | null): Promise<GameFilter> {
    const slug = category.replace(/^\//, '').toLowerCase();
    if (slug === 'popular') return {};
    if (slug === 'favorite' || slug === 'favorites') return { favoritesOf: player?.id ?? 0 };
    const id = (await categoryIds.get()).get(slug);
    if (id === undefined) {
      throw AppError.badRequest(`No game category '${category}'.`, ErrorCode.GameCategoryUnknown);
    }
    return { categoryId: id };
  }

  async function loadPage(request: GamePageRequest, page: number): Promise<CachedPage> {
    const { rows, total } = await repository.page(request);
    const response: GamesResponse = {
      statusCode: 200,
      data: rows.map(itemOf),
      page,
      lastPage: lastPageOf(total, request.take),
      total,
    };
    return { response, ids: rows.map((row) => row.id), shared: sharedAnswer(response) };
  }

  /**
   * Pages the same for every caller come from memory. A page is fresh for `ttl` (1 s, or 10 s
   * with a search); after that it is kept, up to `MAX_PAGE_AGE`, while the catalogue version
   * (read at most once per second) has not moved. A changed page up to `STALE_FACTOR × ttl` old
   * is still answered while one refresh runs behind it, so callers never queue on the database.
   */
  async function cachedPage(key: string, ttl: number, load: () => Promise<CachedPage>) {
    const hit = pageCache.get(key);
    const age = hit ? Date.now() - hit.at : Infinity;
    if (hit && age < ttl) return hit.page;
    if (hit?.ready && age < MAX_PAGE_AGE) {
      if ((await versions.get()) === hit.version) {
        hit.at = Date.now();
        return hit.page;
      }
      if (age < ttl * STALE_FACTOR) {
        if (!hit.refreshing) {
          hit.refreshing = true;
          const next = versioned(load);
          next.then(
            ([version, page]) => store(key, Promise.resolve(page), version),
            () => (hit.refreshing = false),
          );
        }
        return hit.page;
      }
    }
    const next = versioned(load);
    const page = next.then(([, loaded]) => loaded);
    next.then(
      ([version]) => {
        const entry = pageCache.get(key);
        if (entry?.page === page) entry.version = version;
      },
      () => undefined,
    );
    store(key, page, '');
    return page;
  }

  /** The version read before the load: a change during the load makes the page stale, never lost. */
  async function versioned(load: () => Promise<CachedPage>): Promise<[string, CachedPage]> {
    const version = await repository.catalogueVersion();
    return [version, await load()];
  }

  function store(key: string, page: Promise<CachedPage>, version: string) {
    const entry: PageEntry = { at: Date.now(), page, version, ready: false, refreshing: false };
    pageCache.delete(key);
    pageCache.set(key, entry);
    if (pageCache.size > PAGE_CACHE_SIZE) {
      const oldest = pageCache.keys().next().value;
      if (oldest !== undefined) pageCache.delete(oldest);
    }
    page.then(
      () => (entry.ready = true),
      () => {
        if (pageCache.get(key) === entry) pageCache.delete(key);
      },
    );
  }

  async function markFavorites(player: Player, items: GameItem[], ids: number[]) {
    const favorites = await repository.favoriteIds(player.id, ids);
    return items.map((item, index) => ({ ...item, favorite: favorites.has(ids[index]!) }));
  }

  async function refuseBanned(player: Player | null) {
    if (player?.banned) {
      throw new AppError(423, ErrorCode.UserBanned, 'This account is blocked. Contact support.');
    }
  }

  return {
    /**
     * GET /games. For a visitor the answer is the cached page, the same for every visitor
     * (`shared`: the route keeps the body its serializer wrote); for a signed-in player the same
     * page with their favorites marked (`response`).
     */
    async list(
      query: GamesQuery,
      player: Player | null,
    ): Promise<{ shared: SharedAnswer<GamesResponse> } | { response: GamesResponse }> {
      const keys = searchKeys(query.search);
      const filter: GameFilter = {
        ...(await categoryFilter(query.category, player)),
        providers: query.providers,
        searchKeys: keys,
        platform: query.platform,
      };
      const request: GamePageRequest = {
        filter,
        sort: query.sort,
        top: query.top,
        take: query.take,
        offset: (query.page - 1) * query.take,
      };
      const load = () => loadPage(request, query.page);
      if (filter.favoritesOf !== undefined) {
        if (!player) return { shared: (await emptyPage(query)).shared };
        const page = await load();
        return {
          response: {
            ...page.response,
            data: page.response.data.map((item) => ({ ...item, favorite: true })),
          },
        };
      }
      const key = JSON.stringify([filter, query.sort, query.top, query.take, query.page]);
      const page = await cachedPage(
        key,
        keys.length ? cacheTimes.gamesSearch : cacheTimes.gamesList,
        load,
      );
      if (!player) return { shared: page.shared };
      return {
        response: {
          ...page.response,
          data: await markFavorites(player, page.response.data, page.ids),
        },
      };
    },

    /** The player's favorites, most recently added first. */
    async favorites(player: Player, query: GamesPageQuery): Promise<GamesResponse> {
      const { rows, total } = await repository.page({
        filter: { favoritesOf: player.id },
        sort: 'favorited',
        top: false,
        take: query.take,
        offset: (query.page - 1) * query.take,
      });
      return {
        statusCode: 200,
        data: rows.map((row) => ({ ...itemOf(row), favorite: true })),
        page: query.page,
        lastPage: lastPageOf(total, query.take),
        total,
      };
    },

    /** Games the player launched, most recent first. */
    async history(player: Player, query: GamesPageQuery): Promise<GameHistoryResponse> {
      const { rows, total } = await repository.history(
        player.id,
        query.take,
        (query.page - 1) * query.take,
      );
      const items = await markFavorites(
        player,
        rows.map(itemOf),
        rows.map((row) => row.id),
      );
      return {
        statusCode: 200,
        data: items.map((item, index) => ({
          ...item,
          lastPlayedAt: new Date(rows[index]!.last_played_at).toISOString(),
          lastMode: rows[index]!.last_mode,
        })),
        page: query.page,
        lastPage: lastPageOf(total, query.take),
        total,
      };
    },

    /** Games free-spin campaigns give spins on. */
    async freespinGames(query: GamesPageQuery, player: Player | null): Promise<GamesResponse> {
      const { rows, total } = await repository.page({
        filter: { freespins: true },
        sort: 'pop',
        top: false,
        take: query.take,
        offset: (query.page - 1) * query.take,
      });
      const items = rows.map(itemOf);
      return {
        statusCode: 200,
        data: player
          ? await markFavorites(
              player,
              items,
              rows.map((row) => row.id),
            )
          : items,
        page: query.page,
        lastPage: lastPageOf(total, query.take),
        total,
      };
    },

    ...createLobby(repository, wins),

    async providers(platform: GamePlatform | undefined): Promise<GameProvidersResponse> {
      const rows = await repository.providers(platform);
      return {
        statusCode: 200,
        data: rows.map((row) => ({
          alias: row.alias,
          name: row.name,
          logo: providerLogoUrl(row.alias),
          gamesCount: Number(row.games_count),
        })),
      };
    },

    /** Each home-page shelf with its first page of games by popularity. */
    async lobbies(player: Player | null) {
      const lobbies = await lobbyList.get();
      const data = [];
      for (const lobby of lobbies) {
        // The same cached page as GET /games?category=…&sort=pop&top=true&take=15.
        const request: GamePageRequest = {
          filter: {
            ...(lobby.category === 'popular' ? {} : { categoryId: lobby.category_id }),
            searchKeys: [],
          },
          sort: 'pop',
          top: true,
          take: gameList.pageSize,
          offset: 0,
        };
        const key = JSON.stringify([request.filter, 'pop', true, gameList.pageSize, 1]);
        const page = await cachedPage(key, cacheTimes.gamesList, () => loadPage(request, 1));
        data.push({
          slug: lobby.slug,
          title: lobby.title,
          category: lobby.category,
          games: player
            ? await markFavorites(player, page.response.data, page.ids)
            : page.response.data,
        });
      }
      return { statusCode: 200 as const, data };
    },

    /** GET /games/{alias}: one active game as the list shows it; 404 GAME.NOT_FOUND otherwise. */
    async game(alias: string, player: Player | null): Promise<GameResponse> {
      const row = await repository.findItem(alias);
      if (!row) throw gameNotFound();
      const [game] = player ? await markFavorites(player, [itemOf(row)], [row.id]) : [itemOf(row)];
      return { statusCode: 200, game: game! };
    },

    /**
     * Staff changed the catalogue (games-admin.ts): drop the cached pages, categories and
     * lobbies at once, so this instance answers the change on its next call (others within the
     * catalogue version's second).
     */
    catalogueChanged(): void {
      pageCache.clear();
      versions.clear();
      categoryIds.clear();
      lobbyList.clear();
    },

    /**
     * Counts every game's real-money rounds of the last `POPULARITY_WINDOW_DAYS` again (the
     * `pop` order); when any changed, the cached pages are dropped at once rather than when the
     * catalogue version is next read. Answers how many games changed.
     */
    async refreshPopularity(): Promise<number> {
      const counts = await recentRounds(rounds, windowStart(POPULARITY_WINDOW_DAYS));
      const changed = await repository.setRecentRounds(counts);
      if (changed > 0) {
        pageCache.clear();
        versions.clear();
      }
      return changed;
    },

    async toggleFavorite(player: Player, alias: string) {
      const game = await repository.findForLaunch({ alias });
      if (!game || !game.active || !game.provider_active) throw gameNotFound();
      return {
        statusCode: 200 as const,
        alias: game.alias,
        favorite: await repository.toggleFavorite(player.id, game.id),
      };
    },

    /**
     * Opens a game: checks the gate rules (spec core §4), stores a single-use launch token and
     * asks the game's provider for the URL.
     */
    async launch(input: {
      game: { alias: string } | { uuid: string };
      mode: GameMode;
      body: GameLaunchBody;
      player: Player | null;
    }): Promise<GameLaunchResponse> {
      const { mode, body, player } = input;
      if (body.returnUrl !== undefined && !returnUrls.allows(body.returnUrl)) {
        throw AppError.badRequest(
          'The return address must be a page of this site or of the game provider.',
          ErrorCode.GameReturnUrlInvalid,
        );
      }
      const game = await repository.findForLaunch(input.game);
      const provider = game && providers.get(game.provider_alias);
      if (!game || !game.active || !game.provider_active || !provider) throw gameNotFound();
      await refuseBanned(player);
      if (mode === 'real') {
        if (!player) {
          throw new AppError(401, ErrorCode.AuthRequired, 'Sign in to play for real money.');
        }
        const balance = await balances.balancesOf(player.id, player.currencyCode);
        if (BigInt(balance.balance) + BigInt(balance.bonusBalance) <= 0n) {
          throw new AppError(
            402,
            ErrorCode.GameBalanceRequired,
            'Make a deposit to play for real money.',
          );
        }
      } else if (!game.demo_allowed) {
        throw new AppError(409, ErrorCode.GameDemoUnavailable, 'This game has no demo mode.');
      }
      if (!game.platforms.includes(body.platform)) {
        throw new AppError(
          409,
          ErrorCode.GamePlatformUnsupported,
          `This game does not run on ${body.platform}.`,
        );
      }

      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(Date.now() + gameLaunch.tokenTtl);
      const language = parseLanguageCode(body.lang) ?? DEFAULT_LANGUAGE;
      const sessionId = await repository.createSession({
        tokenHash: hashLaunchToken(token),
        userId: player?.id ?? null,
        gameId: game.id,
        mode,
        platform: body.platform,
        language,
        returnUrl: body.returnUrl ?? null,
        currencyCode: player?.currencyCode ?? null,
        tokenVersion: player?.tokenVersion ?? null,
        expiresAt,
      });
      const { url } = await provider.launch({
        session: { id: sessionId, token, expiresAt },
        game: { uuid: game.uuid, alias: game.alias, externalId: game.external_id, name: game.name },
        player: player ? { id: player.id, currency: player.currencyCode } : null,
        mode,
        platform: body.platform,
        language,
        returnUrl: body.returnUrl,
      });
      return {
        statusCode: 200,
        url,
        game: {
          uuid: game.uuid,
          alias: game.alias,
          name: game.name,
          provider: { name: game.provider_name },
        },
      };
    },

    /** Whether a launch token would open real-money play (the geo-fence asks before redeeming). */
    async isRealLaunch(token: string): Promise<boolean> {
      if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return false;
      return (await repository.unusedLaunchMode(hashLaunchToken(token))) === 'real';
    },

    /**
     * The game client's side of a launch URL: the session of a launch token, once. Unknown, used
     * or expired tokens answer 404 GAME.LAUNCH_INVALID, and so does a player's token issued before
     * their last password or e-mail change (the token version moved on). (The own studio's /play
     * client calls this; an aggregator keeps the token as its session id instead.)
     */
    async redeemLaunch(token: string) {
      const session = /^[A-Za-z0-9_-]{43}$/.test(token)
        ? await repository.redeemSession(hashLaunchToken(token))
        : undefined;
      // Read after the launch is marked used: a password change committed before this read is
      // seen, and one after it comes after the redeem (the play session checks it from then on).
      // A revoked launch stays used, which it could never stop being.
      const revoked =
        session !== undefined &&
        session.user_id !== null &&
        (await tokenVersionOf(session.user_id)) !== session.token_version;
      if (!session || revoked) {
        throw AppError.notFound(
          ErrorCode.GameLaunchInvalid,
          'This game link was used or has expired; open the game again.',
        );
      }
      return {
        sessionId: session.id,
        playerId: session.user_id,
        /** The player's token version the launch was made under (null for a visitor). */
        tokenVersion: session.token_version,
        currency: session.currency_code,
        mode: session.mode,
        platform: session.platform,
        language: session.language,
        returnUrl: session.return_url,
        game: {
          alias: session.alias,
          externalId: session.external_id,
          provider: session.provider_alias,
        },
      };
    },
  };

  async function emptyPage(query: GamesQuery): Promise<CachedPage> {
    const response: GamesResponse = {
      statusCode: 200,
      data: [],
      page: query.page,
      lastPage: 1,
      total: 0,
    };
    return { response, ids: [], shared: sharedAnswer(response) };
  }
}

export type GamesService = ReturnType<typeof createGamesService>;

/** Launch tokens are stored as their SHA-256, so a database read cannot open games. */
export function hashLaunchToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

const gameNotFound = () =>
  AppError.notFound(ErrorCode.GameNotFound, 'This game is currently unavailable.');
