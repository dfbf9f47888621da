import { jackdawProvider } from './providers/jackdaw/jackdaw.provider.js';

/** A game's real-money rounds, the game named as its provider knows it. */
export interface GameRounds {
  provider: string;
  externalId: string;
  rounds: number;
}

/**
 * Who counts the real-money rounds of the `pop` order: each module answers for the rounds it
 * records, and the games module only matches them to its catalogue.
 */
export interface RoundSources {
  /** The own studio's rounds per title (play); a title is its game's external id. */
  studio(since: Date): Promise<{ titleId: string; rounds: number }[]>;
  /** The rounds of third-party providers' games, from their seamless-wallet bets (game-wallet). */
  providers(since: Date): Promise<{ provider: string; gameId: string; rounds: number }[]>;
}

/** The start of a window of `days` days ending at `now`. */
export const windowStart = (days: number, now = Date.now()) => new Date(now - days * 86_400_000);

/** Both sources' counts since `since`, each game named by its provider alias and external id. */
export async function recentRounds(sources: RoundSources, since: Date): Promise<GameRounds[]> {
  const [studio, providers] = await Promise.all([sources.studio(since), sources.providers(since)]);
  return [
    ...studio.map(({ titleId, rounds }) => ({
      provider: jackdawProvider.alias,
      externalId: titleId,
      rounds,
    })),
    ...providers.map(({ provider, gameId, rounds }) => ({ provider, externalId: gameId, rounds })),
  ];
}
