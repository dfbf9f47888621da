import type {
  TournamentLeader,
  TournamentLeaderboard,
  TournamentOwnEntry,
} from '@jackdaw/contracts';

/**
 * The live leaderboard's rules, pure: which answer to keep when the stream and the polled call
 * race, where the player's own row is, which rows changed, and what to tell a screen reader.
 */

/**
 * The answer to keep: the stream and `/participants` both carry the board, and a slow poll may
 * arrive after a newer streamed one. The highest `version` wins; at an equal one, a board with
 * more players (someone joined with no points yet) or the final one, else the board already
 * shown, so the table is not redrawn for nothing. A board of another tournament never replaces
 * the current one.
 */
export function newerBoard(
  current: TournamentLeaderboard | null,
  incoming: TournamentLeaderboard,
): TournamentLeaderboard {
  if (!current) return incoming;
  if (incoming.tournamentId !== current.tournamentId) return current;
  if (incoming.version > current.version) return incoming;
  if (incoming.version < current.version) return current;
  // Same points, yet newer: a join adds a row without moving any points, and a finished board
  // is the last word (the prizes are paid).
  if (incoming.participants > current.participants || (incoming.final && !current.final)) {
    return incoming;
  }
  return current;
}

export interface OwnPosition {
  /** The place of the top row that is the player's, highlighted in the table. */
  rowPlace: number | null;
  /** The player's own entry shown under the table: outside the top, or not yet on the board shown. */
  pinned: TournamentOwnEntry | null;
}

/**
 * Where the player's own entry shows. Places are unique (equal points rank by who reached them
 * first), so among tied rows the player's is the one at their place; it is highlighted only
 * while the board agrees with the entry (same place and points). An entry the board does not
 * show (below the top, or read before the board moved) is pinned under the table, so the player
 * always sees their place.
 */
export function ownPosition(
  items: readonly TournamentLeader[],
  me: TournamentOwnEntry | null,
): OwnPosition {
  if (!me) return { rowPlace: null, pinned: null };
  const row = items.find((item) => item.place === me.place);
  if (row && row.points === me.points) return { rowPlace: row.place, pinned: null };
  return { rowPlace: null, pinned: me };
}

export type RowChange = 'up' | 'down' | 'new' | 'points';

/**
 * The rows of `next` that changed since `previous`, by place: a player who climbed (`up`), fell
 * (`down`), arrived in the top (`new`) or scored where they stand (`points`). Rows carry masked
 * names and no id, so a player is followed by name only when that name is unique on both boards;
 * a shared name is read as the same player where it stays at its place, else as a newcomer.
 */
export function rowChanges(
  previous: readonly TournamentLeader[],
  next: readonly TournamentLeader[],
): Map<number, RowChange> {
  const changes = new Map<number, RowChange>();
  const uniquePlaces = (rows: readonly TournamentLeader[]) => {
    const places = new Map<string, number | null>();
    for (const row of rows) places.set(row.name, places.has(row.name) ? null : row.place);
    return places;
  };
  const before = uniquePlaces(previous);
  const after = uniquePlaces(next);
  const byPlace = new Map(previous.map((row) => [row.place, row]));
  for (const row of next) {
    const old = byPlace.get(row.place);
    if (old && old.name === row.name && old.points === row.points) continue;
    const was = before.get(row.name) ?? null;
    if (was !== null && (after.get(row.name) ?? null) !== null) {
      if (was > row.place) changes.set(row.place, 'up');
      else if (was < row.place) changes.set(row.place, 'down');
      else changes.set(row.place, 'points');
    } else if (old && old.name === row.name) {
      changes.set(row.place, 'points');
    } else {
      changes.set(row.place, 'new');
    }
  }
  return changes;
}

export type PlaceNews =
  { kind: 'entered'; place: number } | { kind: 'up' | 'down'; place: number; from: number };

/**
 * What to announce, politely, when the player's own place moves between two readings (`null`:
 * not entered): entering the board, climbing or falling; nothing when it stays. The caller
 * skips the page's first reading, which the page already shows.
 */
export function placeNews(previous: number | null, next: number | null): PlaceNews | null {
  if (next === null || previous === next) return null;
  if (previous === null) return { kind: 'entered', place: next };
  return { kind: next < previous ? 'up' : 'down', place: next, from: previous };
}
