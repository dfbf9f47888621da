import {
  ErrorCode,
  TOURNAMENT_LEADERBOARD_SIZE,
  type AdminTournament,
  type AdminTournamentBody,
  type AdminTournamentDetailResponse,
  type AdminTournamentPayout,
  type AdminTournamentStatus,
  type AdminTournamentSummary,
} from '@jackdaw/contracts';
import type { SqlRunner, SqlSession } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { AuditService, StaffActor } from '../audit/index.js';
import type { UploadsService } from '../uploads/index.js';
import { bodyProblem, prizeFundOf, statusOf } from './rules.js';
import {
  tournamentsRepository as repo,
  type EligibleGame,
  type PayoutRow,
  type TournamentRow,
  type TournamentWrite,
} from './tournaments.repository.js';
import { notFound, type TournamentsService } from './tournaments.service.js';

/*
 * What staff do to tournaments (issue 25 "Back-office"): list, create, edit before the start,
 * cancel (no prizes), read one with its leaderboard and payouts, upload a banner. Each change is
 * one transaction with its audit row.
 */

export interface StaffContext {
  actor: StaffActor;
  address: string | null;
}

export interface TournamentsAdminDeps {
  sql: SqlRunner;
  audit: AuditService;
  uploads: UploadsService;
  service: Pick<TournamentsService, 'prizeTable'>;
  /** An active catalogue game by alias: its provider and name (null: no such game). */
  gameOf(alias: string): Promise<{ provider: string; name: string } | null>;
  /** Whether a bonus offer exists. */
  offerExists(executor: SqlSession, offerId: number): Promise<boolean>;
  /** Players' login names for the staff's leaderboard. */
  namesOf(executor: SqlSession, userIds: number[]): Promise<Map<number, string>>;
}

const started = () =>
  new AppError(
    409,
    ErrorCode.TournamentStarted,
    'The tournament has started or was cancelled: it can no longer be edited.',
  );

function payoutOf(row: PayoutRow): AdminTournamentPayout {
  return {
    place: row.place,
    userId: row.userId,
    points: row.points.toString(),
    kind: row.kind,
    amount: row.kind === 'money' ? ((row.amount ?? row.prizeAmount)?.toString() ?? null) : null,
    currency: row.currency,
    transactionId: row.transactionId === null ? null : String(row.transactionId),
    bonusOfferId: row.bonusOfferId,
    bonusGrantId: row.bonusGrantId,
    status: row.status,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
  };
}

export function createTournamentsAdmin(deps: TournamentsAdminDeps) {
  const { sql, audit } = deps;

  async function counts(executor: SqlSession, ids: number[]) {
    return repo.participants(executor, ids);
  }

  async function viewOf(
    executor: SqlSession,
    row: TournamentRow,
    now: Date,
    participants: number,
  ): Promise<AdminTournament> {
    const status = statusOf(row, now);
    return {
      id: row.id,
      status,
      startsAt: row.startsAt.toISOString(),
      endsAt: row.endsAt.toISOString(),
      timeZone: row.timeZone,
      games: row.games.map((game) => game.alias),
      categories: row.categories,
      reportingCurrency: row.reportingCurrency,
      currencies: row.currencies,
      scoring: row.scoring,
      minStake: row.minStake.toString(),
      entry: row.entry,
      prizes: row.prizes,
      bannerUrl: row.bannerUrl,
      texts: row.texts,
      prizeTable: await deps.service.prizeTable(executor, row),
      prizeFund: prizeFundOf(row.prizes, row.reportingCurrency),
      participants,
      editable: status === 'upcoming',
      cancelledAt: row.cancelledAt?.toISOString() ?? null,
      cancelReason: row.cancelReason,
      settledAt: row.settledAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  /**
   * The eligible games by alias from the catalogue, read before the change's transaction (the
   * catalogue reads on its own connection).
   */
  async function gamesOf(aliases: readonly string[]): Promise<EligibleGame[]> {
    const games: EligibleGame[] = [];
    for (const alias of new Set(aliases)) {
      const game = await deps.gameOf(alias);
      if (!game) {
        throw new AppError(422, ErrorCode.TournamentGameUnknown, `No game has the alias ${alias}.`);
      }
      games.push({ alias, provider: game.provider, name: game.name });
    }
    return games;
  }

  /** Checks a body against the clock, the bonus offers and the uploads. */
  async function writeOf(
    tx: SqlSession,
    body: AdminTournamentBody,
    games: EligibleGame[],
  ): Promise<TournamentWrite> {
    const problem = bodyProblem(body, await repo.now(tx));
    if (problem) throw new AppError(422, problem.code, problem.message);
    for (const prize of body.prizes) {
      if (prize.kind === 'bonus' && !(await deps.offerExists(tx, prize.bonusOfferId))) {
        throw new AppError(
          422,
          ErrorCode.TournamentOfferUnknown,
          `No bonus offer has the id ${prize.bonusOfferId}.`,
        );
      }
    }
    if (
      body.bannerUrl?.startsWith('/static/uploads/') &&
      !(await deps.uploads.find(tx, body.bannerUrl))
    ) {
      throw new AppError(422, ErrorCode.UploadNotFound, `No upload ${body.bannerUrl}.`);
    }
    return {
      startsAt: new Date(body.startsAt).toISOString(),
      endsAt: new Date(body.endsAt).toISOString(),
      timeZone: body.timeZone,
      games,
      categories: [...new Set(body.categories)],
      reportingCurrency: body.reportingCurrency,
      currencies: [...new Set(body.currencies)],
      scoring: body.scoring,
      minStake: BigInt(body.minStake),
      entry: body.entry,
      prizes: [...body.prizes].sort((a, b) => a.placeFrom - b.placeFrom),
      bannerUrl: body.bannerUrl,
      texts: body.texts,
    };
  }

  return {
    async list(query: { status?: AdminTournamentStatus }) {
      const rows = await repo.all(sql);
      const now = await repo.now(sql);
      const participants = await counts(
        sql,
        rows.map((row) => row.id),
      );
      const tournaments: AdminTournamentSummary[] = [];
      for (const row of rows) {
        const status = statusOf(row, now);
        if (query.status && status !== query.status) continue;
        tournaments.push({
          id: row.id,
          title: row.texts.find((text) => text.language === 'EN')?.title ?? '',
          status,
          startsAt: row.startsAt.toISOString(),
          endsAt: row.endsAt.toISOString(),
          timeZone: row.timeZone,
          scoring: row.scoring,
          entry: row.entry,
          reportingCurrency: row.reportingCurrency,
          participants: participants.get(row.id) ?? 0,
          prizeFund: prizeFundOf(row.prizes, row.reportingCurrency),
          settledAt: row.settledAt?.toISOString() ?? null,
          createdAt: row.createdAt.toISOString(),
        });
      }
      return { statusCode: 200 as const, tournaments };
    },

    async get(id: number): Promise<AdminTournamentDetailResponse> {
      const row = await repo.find(sql, id);
      if (!row) throw notFound();
      const now = await repo.now(sql);
      const participants = (await counts(sql, [id])).get(id) ?? 0;
      const top = await repo.top(sql, id, TOURNAMENT_LEADERBOARD_SIZE);
      const names = await deps.namesOf(
        sql,
        top.map((entry) => entry.userId),
      );
      return {
        statusCode: 200,
        tournament: await viewOf(sql, row, now, participants),
        leaderboard: top.map((entry, index) => ({
          place: entry.finalPlace ?? index + 1,
          userId: entry.userId,
          name: names.get(entry.userId) || entry.name,
          points: entry.points.toString(),
          joinedAt: entry.joinedAt.toISOString(),
        })),
        payouts: (await repo.payouts(sql, id)).map(payoutOf),
      };
    },

    async create(body: AdminTournamentBody, context: StaffContext) {
      const games = await gamesOf(body.games);
      return sql.transaction(async (tx) => {
        const write = await writeOf(tx, body, games);
        const row = await repo.insert(tx, write, context.actor.staffId);
        const tournament = await viewOf(tx, row, await repo.now(tx), 0);
        await audit.record(tx, {
          ...context,
          action: 'tournament.create',
          target: { type: 'tournament', id: row.id },
          after: write,
        });
        return { statusCode: 200 as const, tournament };
      });
    },

    async edit(id: number, body: AdminTournamentBody, context: StaffContext) {
      const games = await gamesOf(body.games);
      return sql.transaction(async (tx) => {
        const before = await repo.find(tx, id, { lock: true });
        if (!before) throw notFound();
        if (statusOf(before, await repo.now(tx)) !== 'upcoming') throw started();
        const write = await writeOf(tx, body, games);
        const row = await repo.update(tx, id, write);
        const participants = (await counts(tx, [id])).get(id) ?? 0;
        const tournament = await viewOf(tx, row, await repo.now(tx), participants);
        await audit.record(tx, {
          ...context,
          action: 'tournament.edit',
          target: { type: 'tournament', id },
          before: { ...before, minStake: before.minStake.toString() },
          after: write,
        });
        return { statusCode: 200 as const, tournament };
      });
    },

    async cancel(id: number, reason: string, context: StaffContext) {
      return sql.transaction(async (tx) => {
        const before = await repo.find(tx, id, { lock: true });
        if (!before) throw notFound();
        const status = statusOf(before, await repo.now(tx));
        if (status === 'cancelled' || status === 'finished') {
          throw new AppError(
            409,
            ErrorCode.TournamentFinished,
            status === 'cancelled'
              ? 'The tournament is already cancelled.'
              : 'The tournament has ended: its prizes are being or were paid.',
          );
        }
        const row = await repo.cancel(tx, id, reason);
        const participants = (await counts(tx, [id])).get(id) ?? 0;
        const tournament = await viewOf(tx, row, await repo.now(tx), participants);
        await audit.record(tx, {
          ...context,
          action: 'tournament.cancel',
          target: { type: 'tournament', id },
          before: { status },
          after: { status: 'cancelled' },
          reason,
        });
        return { statusCode: 200 as const, tournament };
      });
    },

    async upload(body: unknown, context: StaffContext) {
      return sql.transaction(async (tx) => {
        const upload = await deps.uploads.store(tx, body, context.actor.staffId);
        await audit.record(tx, {
          ...context,
          action: 'upload.create',
          target: { type: 'upload', id: upload.url },
          after: upload,
        });
        return { statusCode: 200 as const, upload };
      });
    },
  };
}

export type TournamentsAdmin = ReturnType<typeof createTournamentsAdmin>;
