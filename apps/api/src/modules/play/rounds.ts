import type {
  PlayRound,
  PlayRoundDetail,
  PlayRoundsQuery,
  PlayRoundsResponse,
} from '@jackdaw/contracts';
import type { RoundOutcome } from '@jackdaw/games';
import { originalRoundView, type StoredOriginal } from './originals.rules.js';
import type { OriginalRoundRow } from './originals.repository.js';
import { roundNotFound } from './play.errors.js';
import type { PlayRepository } from './play.repository.js';
import type { RoundRow } from './rounds.repository.js';
import type { PlaySessionRow } from './sessions.repository.js';

/** Marks a free round in its stored outcome (play_rounds.outcome), with its campaign. */
export type StoredOutcome = RoundOutcome & { freeRound?: { campaignId: number; part: number } };

/** A campaign's free round (free-rounds.ts): a real round that staked nothing. */
export const isFreeRound = (row: Pick<RoundRow, 'outcome' | 'mode'>): boolean =>
  row.mode === 'real' && (row.outcome as StoredOutcome).freeRound !== undefined;

/** An original's round (originals.rules.ts): its stored outcome names the game. */
const isOriginalRound = (row: Pick<RoundRow, 'outcome'>): boolean =>
  (row.outcome as unknown as Partial<StoredOriginal>).original !== undefined;

const iso = (value: Date | string) => new Date(value).toISOString();

function roundView(row: RoundRow): PlayRound {
  return {
    roundId: row.round_id,
    titleId: row.title_id,
    paytableVersion: row.paytable_version,
    mode: row.mode,
    currency: row.currency_code,
    createdAt: iso(row.created_at),
    bet: Number(row.bet),
    lines: row.lines,
    win: Number(row.win),
    balanceBefore: Number(row.balance_before),
    balanceAfter: Number(row.balance_after),
    status: row.status,
    serverSeedHash: row.server_seed_hash,
    serverSeed: row.revealed_server_seed,
    clientSeed: row.client_seed,
    nonce: Number(row.nonce),
    ...(isFreeRound(row) ? { freeRound: true } : {}),
  };
}

/** Whether a stored round is the one a session's call may act on (its title, mode and owner). */
export function ownsRound(
  session: PlaySessionRow,
  row: Pick<RoundRow, 'title_id' | 'mode' | 'user_id' | 'session_id'>,
): boolean {
  if (row.title_id !== session.title_id || row.mode !== session.mode) return false;
  return session.mode === 'real' ? row.user_id === session.user_id : row.session_id === session.id;
}

/** A player's round history: what `/play/rounds` shows and a verifier recomputes. */
export function createRounds(repository: PlayRepository) {
  return {
    /** GET /play/rounds: the player's real-money rounds, newest first. */
    async list(userId: number, query: PlayRoundsQuery): Promise<PlayRoundsResponse> {
      const { rows, total } = await repository.rounds.history(
        userId,
        query.take,
        (query.page - 1) * query.take,
      );
      return {
        statusCode: 200,
        data: rows.map(roundView),
        page: query.page,
        lastPage: Math.max(1, Math.ceil(total / query.take)),
        total,
      };
    },

    /** POST /play/session/rounds: the game client's last rounds (real: of its game). */
    async ofSession(session: PlaySessionRow, take: number): Promise<PlayRound[]> {
      return (await repository.rounds.ofSession(session, take)).map(roundView);
    },

    /**
     * GET /play/rounds/{id}: one of the player's rounds with what recomputes it (another's →
     * 404): a slot's outcome, or an original's game, params, actions and result.
     */
    async detail(userId: number, roundId: string): Promise<PlayRoundDetail> {
      const row = await repository.rounds.find(roundId);
      if (!row || row.user_id !== userId || row.mode !== 'real') throw roundNotFound();
      if (isOriginalRound(row)) {
        const { outcome, feature } = row as unknown as OriginalRoundRow;
        return {
          ...roundView(row),
          original: originalRoundView(row.round_id, Number(row.bet), outcome, feature),
          actions: outcome.original.actions,
          maxWin: outcome.original.maxWin,
        };
      }
      return { ...roundView(row), outcome: row.outcome };
    },
  };
}
