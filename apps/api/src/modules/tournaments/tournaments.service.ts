import {
  ErrorCode,
  type CurrencyCode,
  type LanguageCode,
  type ParticipantsResponse,
  type TournamentDetail,
  type TournamentJoinResponse,
  type TournamentOwnEntry,
  type TournamentPrize,
  type TournamentResponse,
  type TournamentsResponse,
  type TournamentSummary,
} from '@jackdaw/contracts';
import type { SqlRunner, SqlSession } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { boardOfWire, readBoard } from './leaderboard.js';
import { FINISHED_LISTED, maskName, prizeFundOf, publicStatusOf, textsIn } from './rules.js';
import { tournamentsRepository as repo, type TournamentRow } from './tournaments.repository.js';

/*
 * The player's calls (spec core §7 `/tournament`, `/participants`): the list, one tournament,
 * join, the leaderboard with the player's own place. Cancelled tournaments do not exist for
 * players.
 */

export interface TournamentsServiceDeps {
  sql: SqlRunner;
  /** A bonus offer's name (the prize table shows it), or null when it is gone. */
  offerName(executor: SqlSession, offerId: number): Promise<string | null>;
  /** The player's display name and currency, in the caller's transaction. */
  playerOf(
    tx: SqlSession,
    userId: number,
  ): Promise<{ name: string; currency: CurrencyCode } | undefined>;
}

export const notFound = () =>
  new AppError(404, ErrorCode.TournamentNotFound, 'There is no such tournament.');

const ownEntryOf = (entry: {
  place: number;
  points: bigint;
  joinedAt: Date;
}): TournamentOwnEntry => ({
  place: entry.place,
  points: entry.points.toString(),
  joinedAt: entry.joinedAt.toISOString(),
});

/** Why `player` may not join `tournament` at `now`, or null. */
function joinRefusal(
  tournament: TournamentRow,
  currency: CurrencyCode,
  now: Date,
): AppError | null {
  if (tournament.endsAt <= now) {
    return new AppError(409, ErrorCode.TournamentFinished, 'The tournament has ended.');
  }
  if (tournament.entry !== 'opt_in') {
    return new AppError(
      409,
      ErrorCode.TournamentNotOptIn,
      'Players enter this tournament with their first qualifying bet.',
    );
  }
  if (tournament.currencies.length > 0 && !tournament.currencies.includes(currency)) {
    return new AppError(
      409,
      ErrorCode.TournamentIneligible,
      `Accounts in ${currency} do not take part in this tournament.`,
    );
  }
  return null;
}

export function createTournamentsService(deps: TournamentsServiceDeps) {
  const { sql } = deps;

  async function visible(executor: SqlSession, id: number) {
    const tournament = await repo.find(executor, id);
    if (!tournament || tournament.cancelledAt) throw notFound();
    return tournament;
  }

  function summaryOf(
    tournament: TournamentRow,
    language: LanguageCode,
    now: Date,
    participants: number,
    joined: boolean,
  ): TournamentSummary {
    const texts = textsIn(tournament.texts, language);
    return {
      id: tournament.id,
      title: texts.title,
      description: texts.description,
      bannerUrl: tournament.bannerUrl,
      startsAt: tournament.startsAt.toISOString(),
      endsAt: tournament.endsAt.toISOString(),
      timeZone: tournament.timeZone,
      status: publicStatusOf(tournament, now),
      scoring: tournament.scoring,
      entry: tournament.entry,
      prizeFund: prizeFundOf(tournament.prizes, tournament.reportingCurrency),
      participants,
      joined,
    };
  }

  async function prizeTable(executor: SqlSession, tournament: TournamentRow) {
    const names = new Map<number, string | null>();
    const rows: TournamentPrize[] = [];
    for (const row of [...tournament.prizes].sort((a, b) => a.placeFrom - b.placeFrom)) {
      if (row.kind === 'money') {
        rows.push({ ...row, amount: row.amount, bonus: null });
        continue;
      }
      if (!names.has(row.bonusOfferId)) {
        names.set(row.bonusOfferId, await deps.offerName(executor, row.bonusOfferId));
      }
      const name = names.get(row.bonusOfferId) ?? 'Bonus';
      rows.push({
        placeFrom: row.placeFrom,
        placeTo: row.placeTo,
        kind: 'bonus',
        amount: null,
        bonus: { offerId: row.bonusOfferId, name },
      });
    }
    return rows;
  }

  return {
    prizeTable,

    async list(language: LanguageCode, userId: number | null): Promise<TournamentsResponse> {
      const rows = await repo.listed(sql, FINISHED_LISTED);
      const now = await repo.now(sql);
      const ids = rows.map((row) => row.id);
      const [counts, joined] = await Promise.all([
        repo.participants(sql, ids),
        userId === null ? Promise.resolve(new Set<number>()) : repo.joinedOf(sql, ids, userId),
      ]);
      const answer: TournamentsResponse = {
        statusCode: 200,
        serverTime: now.toISOString(),
        running: [],
        upcoming: [],
        finished: [],
      };
      for (const row of rows) {
        const summary = summaryOf(row, language, now, counts.get(row.id) ?? 0, joined.has(row.id));
        answer[summary.status].push(summary);
      }
      return answer;
    },

    async detail(
      id: number,
      language: LanguageCode,
      userId: number | null,
    ): Promise<TournamentResponse> {
      const tournament = await visible(sql, id);
      const now = await repo.now(sql);
      const counts = await repo.participants(sql, [id]);
      const own = userId === null ? undefined : await repo.place(sql, id, userId);
      const player = userId === null ? undefined : await deps.playerOf(sql, userId);
      const texts = textsIn(tournament.texts, language);
      const detail: TournamentDetail = {
        ...summaryOf(tournament, language, now, counts.get(id) ?? 0, own !== undefined),
        rules: texts.rules,
        games: tournament.games.map((game) => ({ alias: game.alias, name: game.name })),
        categories: tournament.categories,
        reportingCurrency: tournament.reportingCurrency,
        currencies: tournament.currencies,
        minStake: tournament.minStake.toString(),
        prizes: await prizeTable(sql, tournament),
        me: own ? ownEntryOf(own) : null,
        canJoin:
          player !== undefined &&
          own === undefined &&
          joinRefusal(tournament, player.currency, now) === null,
      };
      return { statusCode: 200, serverTime: now.toISOString(), tournament: detail };
    },

    async join(id: number, userId: number): Promise<TournamentJoinResponse> {
      await sql.transaction(async (tx) => {
        const tournament = await visible(tx, id);
        const player = await deps.playerOf(tx, userId);
        if (!player) throw new AppError(401, ErrorCode.AuthRequired, 'Sign in again.');
        // Joining twice answers the same entry, also once the tournament stops taking entries.
        if (await repo.entry(tx, id, userId)) return;
        const refusal = joinRefusal(tournament, player.currency, await repo.now(tx));
        if (refusal) throw refusal;
        await repo.enter(tx, {
          tournamentId: id,
          userId,
          currency: player.currency,
          name: maskName(player.name, userId),
        });
      });
      const own = (await repo.place(sql, id, userId))!;
      return { statusCode: 200, entry: ownEntryOf(own) };
    },

    async participants(id: number, userId: number | null): Promise<ParticipantsResponse> {
      const tournament = await visible(sql, id);
      const board = await readBoard(sql, tournament, await repo.now(sql));
      const own = userId === null ? undefined : await repo.place(sql, id, userId);
      return {
        statusCode: 200,
        leaderboard: boardOfWire(board),
        me: own ? ownEntryOf(own) : null,
      };
    },

    /** The tournament a stream opens on (404 for unknown or cancelled), and its board now. */
    async streamed(id: number) {
      await visible(sql, id);
      return async () => readBoard(sql, (await repo.find(sql, id))!, await repo.now(sql));
    },
  };
}

export type TournamentsService = ReturnType<typeof createTournamentsService>;
