import { recentWins, type RecentWin } from '@jackdaw/contracts';
import { jackdawProvider } from './providers/jackdaw/jackdaw.provider.js';

/** A big real-money win as the module that recorded it answers it (play, for the own studio). */
export interface SourceWin {
  roundId: string;
  userId: number;
  /** The game's external id at its provider (a title id of the own studio). */
  titleId: string;
  currency: string;
  bet: bigint;
  win: bigint;
  at: Date;
}

/**
 * Where the lobby's recent wins come from: each module answers for the rounds it records, the
 * games module names the games and masks the players.
 */
export interface RecentWinSources {
  /** The own studio's finished real rounds that paid `minMultiplier`× or more (play). */
  studio(query: { since: Date; minMultiplier: number; limit: number }): Promise<SourceWin[]>;
  /** The player's name, or their e-mail address when they gave no name (users). */
  playerHandle(userId: number): Promise<string | undefined>;
}

/**
 * A player as the strip shows them: the first and last character of their name (of the e-mail
 * address's part before `@` when they have no name) around three stars, `a***7`; a one-letter
 * handle keeps only its letter. Nothing else of the player is ever shown.
 */
export function maskPlayer(handle: string): string {
  const name = (handle.includes('@') ? handle.slice(0, handle.indexOf('@')) : handle).trim();
  const chars = [...name];
  if (chars.length === 0) return '***';
  if (chars.length === 1) return `${chars[0]}***`;
  return `${chars[0]}***${chars[chars.length - 1]}`;
}

/** Win ÷ stake, rounded down to hundredths (computed in integers: 12.5×, never 12.4999…). */
export function multiplierOf(bet: bigint, win: bigint): number {
  return bet > 0n ? Number((win * 100n) / bet) / 100 : 0;
}

/**
 * The strip's wins, newest first: each named by its catalogue game (a win on a game the catalogue
 * no longer lists is left out) and its player masked.
 */
export async function listRecentWins(
  sources: RecentWinSources,
  gamesOf: (provider: string, externalIds: string[]) => Promise<Map<string, RecentWin['game']>>,
  now = Date.now(),
): Promise<RecentWin[]> {
  const wins = await sources.studio({
    since: new Date(now - recentWins.windowHours * 3_600_000),
    minMultiplier: recentWins.minMultiplier,
    limit: recentWins.limit,
  });
  const games = await gamesOf(jackdawProvider.alias, [...new Set(wins.map((win) => win.titleId))]);
  const handles = new Map<number, string>();
  for (const userId of new Set(wins.map((win) => win.userId))) {
    handles.set(userId, maskPlayer((await sources.playerHandle(userId)) ?? ''));
  }
  return wins.flatMap((win) => {
    const game = games.get(win.titleId);
    if (!game) return [];
    return [
      {
        id: win.roundId,
        player: handles.get(win.userId) ?? '***',
        game,
        multiplier: multiplierOf(win.bet, win.win),
        amount: Number(win.win),
        currency: win.currency as RecentWin['currency'],
        at: win.at.toISOString(),
      },
    ];
  });
}
