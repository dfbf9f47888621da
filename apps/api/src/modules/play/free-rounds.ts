import {
  ErrorCode,
  type CurrencyCode,
  type PlayFreeRounds,
  type PlaySpinBody,
  type PlaySpinResponse,
} from '@jackdaw/contracts';
import type { SqlSession } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { HeldAccounts, Ledger, PlayerAccountKind } from '../wallet/index.js';
import { roundConflict, RoundTaken } from './play.errors.js';
import type { PlayRepository } from './play.repository.js';
import { checkBet, freeSpinsView } from './play.rules.js';
import { heldSpendable, ROUND_ACCOUNTS } from './round-accounts.js';
import { isFreeRound, ownsRound, type StoredOutcome } from './rounds.js';
import type { RoundRow } from './rounds.repository.js';
import { drawRound, realRoundAnswer, realRoundRow, storeRound } from './real-round.js';
import type { Seeds } from './seeds.js';
import { assertStanding, type OpenSession, type StandingReader } from './sessions.js';
import type { PlaySessionRow } from './sessions.repository.js';

/*
 * Free rounds (issue 21): the spins of a free-spin campaign, played in the game client through
 * `POST /play/spin {freeRound: true}`. The campaign itself (its parts, counters, win cap and end)
 * belongs to the freespins module, which play reaches only through the port below.
 */

/** A free round's place in its campaign, once the campaign is locked and a spin is taken. */
export interface FreeRoundTicket {
  campaignId: number;
  /** 0-based part the spin counts on. */
  part: number;
  bet: number;
}

/** A free round's (or its feature spin's) win as the campaign settles it. */
export interface FreeRoundWin {
  userId: number;
  currency: CurrencyCode;
  campaignId: number;
  part: number;
  /** The free round's id (`{roundId}` or, for a feature's spin, `{roundId}:free:{n}`). */
  roundId: string;
  game: string;
  win: bigint;
  /** A campaign spin (the free round itself) or a spin of the feature it triggered. */
  countsSpin: boolean;
  /** A feature stays open after this spin: the campaign does not end yet. */
  open: boolean;
  /** The player's accounts the transaction holds (real, bonus_casino, freespin_winnings). */
  held: HeldAccounts;
}

/** What play needs of the freespins module (implemented there, injected at wiring). */
export interface FreeRoundsPort {
  /** The player's campaign on a game as the game client shows it, or null. */
  view(userId: number, game: string, executor?: SqlSession): Promise<PlayFreeRounds | null>;
  /**
   * Locks the player's campaign on the game in `tx` and takes a spin of an open part: 404
   * FREESPIN.NOT_FOUND without a campaign, 409 FREESPIN.UNAVAILABLE when none is playable now.
   */
  take(tx: SqlSession, owner: { userId: number; game: string }): Promise<FreeRoundTicket>;
  /**
   * Credits the win (capped, `ledger.freeRoundWin`), records the free round, counts the spin,
   * ends the campaign when it is over; answers what was credited and the campaign after it.
   */
  settle(
    tx: SqlSession,
    win: FreeRoundWin,
  ): Promise<{ credited: bigint; view: PlayFreeRounds | null }>;
}

/** The accounts a free round holds: the spendable ones it shows, and the winnings it credits. */
export const FREE_ROUND_ACCOUNTS: PlayerAccountKind[] = [...ROUND_ACCOUNTS, 'freespin_winnings'];

export interface FreeRoundsDependencies {
  repository: PlayRepository;
  ledger: Ledger;
  standing: StandingReader;
  seeds: Seeds;
  campaigns: FreeRoundsPort | undefined;
}

const noCampaign = () =>
  AppError.notFound(ErrorCode.FreespinNotFound, 'There is no free-spin campaign on this game.');

/**
 * Free rounds of a campaign: one transaction each, as a paid spin but with no stake. The
 * player's seed pair is locked and its nonce taken (the outcome is drawn from their fair
 * stream like any spin), their standing checked, the campaign locked and a spin taken from an
 * open part, the accounts locked, the outcome drawn, the win settled by the campaign (capped,
 * to the free-spin winnings) and the round stored. Idempotent by round id.
 */
export function createFreeRounds({
  repository,
  ledger,
  standing,
  seeds,
  campaigns,
}: FreeRoundsDependencies) {
  async function replay(
    session: OpenSession,
    body: PlaySpinBody,
    row: RoundRow,
  ): Promise<PlaySpinResponse> {
    if (!ownsRound(session, row) || !isFreeRound(row) || Number(row.bet) !== body.bet) {
      throw roundConflict();
    }
    const base = row.outcome.base;
    return {
      statusCode: 200,
      roundId: row.round_id,
      replayed: true,
      outcome: base,
      win: base.win,
      roundWin: Number(row.win),
      balance: Number(row.balance_before),
      freeSpins: freeSpinsView(row.round_id, row.feature),
      seeds: await seeds.ofSession(session),
      freeRounds: await campaigns!.view(session.user_id!, session.title_id),
    };
  }

  async function play(session: OpenSession, body: PlaySpinBody): Promise<PlaySpinResponse> {
    if (session.mode !== 'real' || !campaigns) throw noCampaign();
    const port = campaigns;
    const userId = session.user_id!;
    const currency = session.currency_code;
    const { title } = session;
    const { lines } = checkBet(title, currency, body.bet, body.lines);
    const before = await repository.rounds.find(body.roundId);
    if (before) return replay(session, body, before);
    try {
      const done = await repository.sql.transaction(async (tx) => {
        const pair = await seeds.takeNonce(tx, userId);
        await assertStanding(standing, tx, session);
        const ticket = await port.take(tx, { userId, game: title.id });
        if (ticket.bet !== body.bet || body.lines !== undefined) {
          throw new AppError(
            409,
            ErrorCode.FreespinUnavailable,
            `A free round plays the campaign's bet of ${ticket.bet} on all lines.`,
          );
        }
        const held = await ledger.lock(tx, { userId, currency, kinds: FREE_ROUND_ACCOUNTS });
        const balanceBefore = heldSpendable(held);
        const drawn = drawRound(title, pair, body.bet, lines);
        const { base, feature } = drawn;
        const settled = await port.settle(tx, {
          userId,
          currency,
          campaignId: ticket.campaignId,
          part: ticket.part,
          roundId: body.roundId,
          game: title.id,
          win: BigInt(base.win),
          countsSpin: true,
          open: feature !== null,
          held,
        });
        const outcome: StoredOutcome = {
          base,
          freeSpins: [],
          win: base.win,
          freeRound: { campaignId: ticket.campaignId, part: ticket.part },
        };
        // The round's balance is the spendable one: a campaign that ended here may have opened
        // its winnings' grant onto the casino bonus account.
        const balanceAfter = heldSpendable(held);
        await storeRound(
          repository,
          tx,
          realRoundRow(session, body, pair, drawn, { balanceBefore, balanceAfter }, outcome),
        );
        return { ...realRoundAnswer(body, pair, drawn, balanceAfter), freeRounds: settled.view };
      });
      return done;
    } catch (error) {
      if (!(error instanceof RoundTaken)) throw error;
      const row = await repository.rounds.find(body.roundId);
      if (!row) throw error;
      return replay(session, body, row);
    }
  }

  return {
    play,
    /** The campaign view of a session's game (real sessions with a campaign port), else null. */
    async view(
      session: Pick<PlaySessionRow, 'mode' | 'user_id' | 'title_id'>,
    ): Promise<PlayFreeRounds | null> {
      if (session.mode !== 'real' || !campaigns) return null;
      return campaigns.view(session.user_id!, session.title_id);
    },
  };
}

export type FreeRounds = ReturnType<typeof createFreeRounds>;
