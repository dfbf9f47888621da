/**
 * Every tournament query sits under one root and carries the token: the joined flags and the
 * player's own entry differ per player, so a sign-in or sign-out is a new answer.
 */
export const tournamentsQueryKeyRoot = ['tournaments'] as const;

export const tournamentsListQueryKey = (language: string, token: string | null) =>
  [...tournamentsQueryKeyRoot, 'list', language, token] as const;

export const tournamentQueryKey = (id: number, language: string, token: string | null) =>
  [...tournamentsQueryKeyRoot, 'one', id, language, token] as const;
