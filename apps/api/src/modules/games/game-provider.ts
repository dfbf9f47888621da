import type { GameMode, GamePlatform, LanguageCode } from '@jackdaw/contracts';

/**
 * One game studio or aggregator behind the catalogue (DESIGN.md "Games", STYLE habit 5). An
 * adapter lives in `providers/<alias>/` and is registered in `providers/index.ts`; nothing else
 * changes to add one. See README.md in this folder for the whole contract.
 *
 * The money side is not here: during play the provider calls the seamless wallet
 * (`POST /api/v1/game-wallet/<alias>/balance|bet|win|rollback`, module `game-wallet`), signed
 * with its secret from GAME_WALLET_SECRETS and idempotent by its own transaction ids; every
 * movement is posted through the ledger (`wallet/ledger.ts`).
 *
 * @example
 * export const acmeProvider: GameProvider = {
 *   alias: 'acme',
 *   name: 'Acme Gaming',
 *   logo: 'acme.svg',
 *   games: () => fetchAcmeCatalogue(),
 *   async launch({ session, game, player, mode, language, returnUrl }) {
 *     const { url } = await acmeApi.createSession({
 *       sessionId: session.token, gameId: game.externalId, playerId: player?.id,
 *       currency: player?.currency, demo: mode === 'demo', lang: language, lobbyUrl: returnUrl,
 *     });
 *     return { url };
 *   },
 * };
 */
export interface GameProvider {
  /** Lower-case identifier: list filter, wallet URL segment and secret name. Never changes. */
  readonly alias: string;
  /** Shown to players ("provider name" of the launch answer). */
  readonly name: string;
  /** File name under `games/assets/providers/`; omitted → the default icon. */
  readonly logo?: string;
  /**
   * Origins of the provider's own pages (`https://lobby.acme.example`) a launch's `returnUrl`
   * may lead to besides this site; omitted → none.
   */
  readonly origins?: readonly string[];
  /**
   * The games it offers. Only games that really launch belong here: the catalogue is synced from
   * this list (seed), and a game missing from it is deactivated.
   */
  games(): ProviderGame[] | Promise<ProviderGame[]>;
  /**
   * Opens a game session and answers the URL the site shows in an iframe. Called after the
   * catalogue checks (game active, demo allowed, platform, balance); may throw AppError.
   */
  launch(request: LaunchRequest): Promise<LaunchResult>;
  /**
   * Gives a player a free-spin campaign's rounds on one of its games (issue 21), for providers
   * whose own servers run free rounds; their wins then arrive through the seamless wallet as
   * free-round wins. Optional: the own studio has none (its free rounds are played through the
   * play module, freespins README), and a campaign is only opened on a game whose provider
   * can play it.
   */
  grantFreeSpins?(request: FreeSpinsGrantRequest): Promise<{ reference: string }>;
}

/** A free-spin campaign's rounds as a provider receives them. */
export interface FreeSpinsGrantRequest {
  /** The campaign's id: the provider's idempotency key for this grant. */
  campaignId: number;
  game: { alias: string; externalId: string };
  player: { id: number; currency: string };
  spins: number;
  /** Bet per round, minor units of the player's currency. */
  bet: number;
  /** Playable from, until. */
  availableFrom: Date;
  expiresAt: Date;
}

/** A game as the provider describes it; the seed turns it into a catalogue row. */
export interface ProviderGame {
  /** The provider's own id, handed back at launch. */
  externalId: string;
  /** Catalogue alias (URL of the game page); unique across providers. */
  alias: string;
  name: string;
  /** Category slugs of GAME_CATEGORIES (never `popular` or `favorite`, which are derived). */
  categories: string[];
  platforms: GamePlatform[];
  demoAllowed: boolean;
  freespins?: boolean;
  top?: boolean;
  /** ISO date. */
  releasedAt: string;
  /** Percent (96.12), as published. */
  rtp?: number;
  volatility?: 'low' | 'medium' | 'high' | 'very-high';
}

export interface LaunchRequest {
  /**
   * The stored launch: `token` is random, single use and expires at `expiresAt`; the provider
   * passes it to its client, which redeems it (own studio) or uses it as its session id.
   */
  session: { id: string; token: string; expiresAt: Date };
  game: { uuid: string; alias: string; externalId: string; name: string };
  /** Null for a visitor (demo only). */
  player: { id: number; currency: string } | null;
  mode: GameMode;
  platform: GamePlatform;
  language: LanguageCode;
  returnUrl: string | undefined;
}

export interface LaunchResult {
  /** Absolute URL, or a path on this site (own studio: `/play/{token}`). */
  url: string;
}

/** Providers by alias; the catalogue service launches through it. */
export interface GameProviderRegistry {
  get(alias: string): GameProvider | undefined;
  all(): readonly GameProvider[];
}

export function createGameProviderRegistry(providers: GameProvider[]): GameProviderRegistry {
  const byAlias = new Map(providers.map((provider) => [provider.alias, provider]));
  if (byAlias.size !== providers.length) throw new Error('two game providers share an alias');
  return { get: (alias) => byAlias.get(alias), all: () => providers };
}
