import {
  TOURNAMENT_LEADERBOARD_SIZE,
  type CurrencyCode,
  type TournamentLeaderboard,
  type TournamentScoring,
  type TournamentStatus,
} from '@jackdaw/contracts';
import type { SqlSession } from '../../db/client.js';
import type { Realtime } from '../realtime/index.js';
import { publicStatusOf } from './rules.js';
import { tournamentsRepository as repo, type TournamentRow } from './tournaments.repository.js';

/*
 * The live leaderboard. The database owns it: a periodic job on every instance looks at each
 * running tournament's version (the largest sequence value of its entries), and the instance
 * that claims a new version (one `update … where broadcast_version < v`) reads the top 100 and
 * broadcasts it on the tournament's topic; every instance's SSE streams subscribed to that topic
 * forward it. Nothing about the board is kept in memory between two broadcasts.
 */

/** The realtime topic of a tournament's leaderboard (topics are `[a-z][a-z0-9.-]*`). */
export const boardTopic = (tournamentId: number) => `tournament.${tournamentId}`;

/**
 * The board as it travels between instances: short keys and rows as pairs, so a top 100 stays
 * far below a NOTIFY's size limit.
 */
export interface WireBoard {
  t: number;
  v: number;
  at: string;
  n: number;
  s: TournamentStatus;
  k: TournamentScoring;
  c: CurrencyCode;
  f: boolean;
  r: [string, string][];
}

export function boardOfWire(wire: WireBoard): TournamentLeaderboard {
  return {
    tournamentId: wire.t,
    status: wire.s,
    scoring: wire.k,
    currency: wire.c,
    version: wire.v,
    updatedAt: wire.at,
    participants: wire.n,
    final: wire.f,
    items: wire.r.map(([name, points], index) => ({ place: index + 1, name, points })),
  };
}

export const isWireBoard = (data: unknown): data is WireBoard =>
  typeof data === 'object' && data !== null && 'v' in data && 'r' in data && 't' in data;

/** Reads the board of `tournament` now, in the wire form. */
export async function readBoard(
  executor: SqlSession,
  tournament: TournamentRow,
  now: Date,
): Promise<WireBoard> {
  const [{ version, participants }, top] = await Promise.all([
    repo.version(executor, tournament.id),
    repo.top(executor, tournament.id, TOURNAMENT_LEADERBOARD_SIZE),
  ]);
  const final = tournament.settledAt !== null;
  return {
    t: tournament.id,
    // The final board is one version past the last live one: clients keep the highest.
    v: final ? version + 1 : version,
    at: now.toISOString(),
    n: participants,
    s: publicStatusOf(tournament, now),
    k: tournament.scoring,
    c: tournament.reportingCurrency,
    f: final,
    r: top.map((entry) => [entry.name, entry.points.toString()]),
  };
}

/**
 * One pass of the broadcast job: each board whose version moved is broadcast once across all
 * instances. Answers how many were broadcast.
 */
export async function broadcastBoards(
  sql: SqlSession,
  realtime: Pick<Realtime, 'broadcast'>,
): Promise<number> {
  let sent = 0;
  for (const candidate of await repo.broadcastable(sql)) {
    const { version } = await repo.version(sql, candidate.id);
    // A settled board goes out once more (broadcast_version reset to 0), even with no entries.
    const wanted = Math.max(version, 1);
    if (wanted <= candidate.broadcastVersion) continue;
    if (!(await repo.claimBroadcast(sql, candidate.id, wanted))) continue;
    const tournament = await repo.find(sql, candidate.id);
    if (!tournament) continue;
    const board = await readBoard(sql, tournament, await repo.now(sql));
    await realtime.broadcast(boardTopic(candidate.id), board);
    sent += 1;
  }
  return sent;
}
