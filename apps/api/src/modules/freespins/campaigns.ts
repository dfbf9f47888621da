import {
  ErrorCode,
  WELCOME_BONUS,
  type FreespinCampaign,
  type PlayFreeRounds,
} from '@jackdaw/contracts';
import { findSlotTitle, fruitClassic } from '@jackdaw/games';
import type { SqlRunner, SqlSession } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { Campaigns, GrantCampaignInput, Grants } from '../bonuses/index.js';
import {
  minBetOf,
  RoundTaken,
  type FreeRoundsPort,
  type FreeRoundTicket,
  type FreeRoundWin,
} from '../play/index.js';
import type { HeldAccounts, Ledger } from '../wallet/index.js';
import type { Notifier } from '../notifications/index.js';
import {
  createCampaignsRepository,
  type CampaignRow,
  type CampaignStatus,
} from './campaigns.repository.js';
import { cappedCredit, openParts, planParts, scheduleAt } from './schedule.js';

/** The own studio's house key: free rounds are played on its titles. */
const STUDIO = 'jackdaw';
/** The game a campaign plays when its terms name none (or one not played here). */
export const DEFAULT_FREESPIN_GAME = fruitClassic.id;

export interface CampaignsDependencies {
  sql: SqlRunner;
  ledger: Ledger;
  /** The bonuses module's grants: a campaign's winnings are wagered under one. */
  grants: Pick<Grants, 'open'>;
  /** Tells the player of a campaign assigned and of a later part open (issue 22). */
  notifier?: Notifier;
  now?: () => Date;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export const campaignNotFound = () =>
  AppError.notFound(ErrorCode.FreespinNotFound, 'No such free-spin campaign.');

const unavailable = (message: string) => new AppError(409, ErrorCode.FreespinUnavailable, message);

/** A campaign as its card shows it (contracts FreespinCampaign). */
export function campaignView(row: CampaignRow, now: Date): FreespinCampaign {
  const schedule = scheduleAt(row.parts, now);
  const running = row.status === 'await_spin';
  return {
    id: row.id,
    status: row.status,
    game: row.game,
    gameName: findSlotTitle(row.game)?.name ?? row.game,
    bet: Number(row.bet),
    spinsTotal: row.spinsTotal,
    spinsPlayed: row.spinsPlayed,
    spinsAvailable: running ? schedule.available : 0,
    part: schedule.current + 1,
    parts: row.parts.length,
    partEndsAt: running ? iso(schedule.partEndsAt) : null,
    nextPartAt: running ? iso(schedule.nextPartAt) : null,
    winTotal: Number(row.winTotal),
    winCap: Number(row.winCap),
    grantId: row.grantId,
    endsAt: row.endsAt.toISOString(),
  };
}

/** A running campaign as the game client shows it (contracts PlayFreeRounds). */
export function playView(row: CampaignRow, now: Date): PlayFreeRounds {
  const schedule = scheduleAt(row.parts, now);
  return {
    campaignId: row.id,
    available: schedule.available,
    left: row.spinsTotal - row.spinsPlayed,
    total: row.spinsTotal,
    played: row.spinsPlayed,
    bet: Number(row.bet),
    win: Number(row.winTotal),
    winCap: Number(row.winCap),
    partEndsAt: iso(schedule.partEndsAt),
    nextPartAt: iso(schedule.nextPartAt),
  };
}

/** Of a player's running campaigns on a game, the one the client plays: spins open first. */
function playable(rows: CampaignRow[], now: Date): CampaignRow | undefined {
  return rows.find((row) => scheduleAt(row.parts, now).available > 0) ?? rows[0];
}

/**
 * Free-spin campaigns (README.md in this folder): granted by a bonus or a promo code, played as
 * free rounds through the play module (`FreeRoundsPort`), ended when their spins are played or
 * their last part is over, their winnings then wagered under a grant of the bonuses module.
 */
export function createCampaigns({
  sql,
  ledger,
  grants,
  notifier,
  now = () => new Date(),
}: CampaignsDependencies) {
  const repository = createCampaignsRepository();

  /**
   * Ends a locked running campaign: winnings > 0 open a grant that wagers them (fundedFrom
   * `freespin_winnings`, the terms' free-spin multiplier and hours), in the caller's transaction.
   */
  async function end(
    tx: SqlSession,
    row: CampaignRow,
    status: Exclude<CampaignStatus, 'await_spin' | 'cancelled'>,
    held?: HeldAccounts,
  ): Promise<number | null> {
    let grantId: number | null = null;
    if (row.winTotal > 0n) {
      const { terms } = row;
      const opened = await grants.open(
        tx,
        {
          userId: row.userId,
          currency: row.currency,
          offerId: row.offerId,
          kind: 'freespins',
          displayKind: 'freespins',
          product: 'casino',
          source: row.source,
          amount: row.winTotal,
          terms,
          fundedFrom: 'freespin_winnings',
          wagerMultiplier: terms.freespinWagerMultiplier ?? terms.wagerMultiplier,
          wageringHours: terms.freespinWageringHours ?? terms.wageringHours,
          campaignId: row.id,
          ...(row.promoCodeId !== null ? { promoCodeId: row.promoCodeId } : {}),
        },
        held ? { held } : undefined,
      );
      grantId = opened.id;
    }
    await repository.end(tx, row.id, status, grantId);
    return grantId;
  }

  /** FreeSpinAvailable for each later part open now; once per part (the ref names it). */
  async function announceOpenParts(at: Date) {
    if (!notifier) return;
    const open = await repository.partsOpenNow(sql, at);
    if (open.length === 0) return;
    await sql.transaction(async (tx) => {
      for (const part of open) {
        await notifier.raise(tx, {
          userId: part.userId,
          kind: 'FreeSpinAvailable',
          quantity: part.spins,
          currency: part.currency,
          bonusId: part.campaignId,
          ref: `campaign:${part.campaignId}:part:${part.part}`,
        });
      }
    });
  }

  const campaigns: Campaigns = {
    async grant(tx: SqlSession, input: GrantCampaignInput): Promise<{ id: number }> {
      const { terms } = input;
      const title = findSlotTitle(terms.spinsGame ?? DEFAULT_FREESPIN_GAME) ?? fruitClassic;
      const spins = input.spins ?? terms.spinsTotal ?? WELCOME_BONUS.spinsTotal;
      const start = now();
      const parts = planParts(
        spins,
        terms.spinsParts ?? 1,
        start,
        terms.spinsPartHours ?? WELCOME_BONUS.spinsPartHours,
      );
      const { id } = await repository.insert(tx, {
        userId: input.userId,
        currency: input.currency,
        offerId: input.offerId,
        source: input.source,
        paymentId: input.paymentId ?? null,
        promoCodeId: input.promoCodeId ?? null,
        game: title.id,
        bet: BigInt(minBetOf(title.id, input.currency)),
        spinsTotal: spins,
        winCap: BigInt(terms.amounts.winCap),
        terms,
        startsAt: start,
        endsAt: parts[parts.length - 1]!.expiresAt,
        parts,
      });
      await notifier?.raise(tx, {
        userId: input.userId,
        kind: 'FreeSpinAssigned',
        quantity: spins,
        currency: input.currency,
        bonusId: id,
        ref: `campaign:${id}`,
      });
      return { id };
    },

    async ofPlayer(userId: number, executor: SqlSession = sql): Promise<FreespinCampaign[]> {
      const at = now();
      return (await repository.ofPlayer(executor, userId)).map((row) => campaignView(row, at));
    },
  };

  const freeRounds: FreeRoundsPort = {
    async view(userId, game, executor = sql) {
      const at = now();
      const row = playable(await repository.runningOn(executor, userId, game), at);
      return row ? playView(row, at) : null;
    },

    async take(tx, { userId, game }): Promise<FreeRoundTicket> {
      const at = now();
      const rows = await repository.runningOn(tx, userId, game, true);
      if (rows.length === 0) {
        throw AppError.notFound(
          ErrorCode.FreespinNotFound,
          'There is no free-spin campaign on this game.',
        );
      }
      for (const row of rows) {
        const part = openParts(row.parts, at)[0];
        if (part && row.spinsPlayed < row.spinsTotal) {
          return { campaignId: row.id, part: part.part, bet: Number(row.bet) };
        }
      }
      const next = scheduleAt(rows[0]!.parts, at).nextPartAt;
      throw unavailable(
        next
          ? `The next free spins open at ${next.toISOString()}.`
          : 'No free spin of this campaign is playable now.',
      );
    },

    async settle(tx, win: FreeRoundWin) {
      const row = await repository.lock(tx, win.campaignId, win.userId);
      if (!row) throw campaignNotFound();
      // A feature a free round triggered may outlive its campaign (cancelled or ended): its
      // spins are recorded and credit nothing.
      const credited =
        row.status === 'await_spin' ? cappedCredit(win.win, row.winTotal, row.winCap) : 0n;
      const recorded = await repository.insertRound(tx, {
        roundId: win.roundId,
        campaignId: row.id,
        part: win.part,
        win: win.win,
        credited,
      });
      if (!recorded) throw new RoundTaken();
      if (credited > 0n) {
        await ledger.freeRoundWin(
          {
            key: `freeround:${win.roundId}`,
            userId: win.userId,
            currency: row.currency,
            amount: credited,
            provider: STUDIO,
            metadata: { campaignId: row.id, roundId: win.roundId, game: win.game },
          },
          { tx, held: win.held },
        );
      }
      if (row.status !== 'await_spin') return { credited, view: null };
      await repository.count(tx, {
        campaignId: row.id,
        part: win.part,
        spin: win.countsSpin,
        credited,
      });
      const after: CampaignRow = {
        ...row,
        spinsPlayed: row.spinsPlayed + (win.countsSpin ? 1 : 0),
        winTotal: row.winTotal + credited,
        parts: row.parts.map((part) =>
          part.part === win.part && win.countsSpin ? { ...part, played: part.played + 1 } : part,
        ),
      };
      const at = now();
      const over = after.spinsPlayed >= after.spinsTotal || scheduleAt(after.parts, at).over;
      if (over && !win.open) {
        await end(tx, after, 'finished', win.held);
        return { credited, view: null };
      }
      return { credited, view: playView(after, at) };
    },
  };

  /**
   * Cancels a running campaign in the caller's transaction (the player's own, by `userId`, or
   * staff's with their audit row): no more spins, and its winnings still in `freespin_winnings`
   * go back to the house. Answers the campaign as it was and what was forfeited.
   */
  async function cancelIn(tx: SqlSession, id: number, by: { userId: number } | { staff: true }) {
    const row = await repository.lock(tx, id, 'userId' in by ? by.userId : undefined);
    if (!row) throw campaignNotFound();
    if (row.status !== 'await_spin') {
      throw new AppError(
        409,
        ErrorCode.BonusStateConflict,
        'This free-spin campaign has ended already.',
      );
    }
    let forfeited = 0n;
    if (row.winTotal > 0n) {
      const held = await ledger.lock(tx, {
        userId: row.userId,
        currency: row.currency,
        kinds: ['real', 'freespin_winnings'],
      });
      // Never more than the account holds (winnings of several campaigns share it).
      const balance = held.get('freespin_winnings')?.balance ?? 0n;
      forfeited = row.winTotal < balance ? row.winTotal : balance;
      if (forfeited > 0n) {
        await ledger.bonusEnd(
          {
            key: `freespins:${row.id}:cancel`,
            userId: row.userId,
            currency: row.currency,
            from: 'freespin_winnings',
            toReal: 0n,
            forfeit: forfeited,
            metadata: { campaignId: row.id, ...('staff' in by ? { staff: true } : {}) },
          },
          { tx, held },
        );
      }
    }
    await repository.end(tx, row.id, 'cancelled', null);
    return {
      before: row,
      forfeited,
      campaign: campaignView({ ...row, status: 'cancelled' }, now()),
    };
  }

  return {
    campaigns,
    freeRounds,

    /**
     * PATCH /bonuses/freespin/cancel/{id}: the spins left are lost and the winnings not yet
     * wagered go back to the house (`ledger.bonusEnd`, forfeit). Only a running campaign (its
     * winnings still in `freespin_winnings`); an ended one's grant is cancelled as a bonus.
     */
    async cancel(userId: number, id: number): Promise<FreespinCampaign> {
      return sql.transaction(async (tx) => (await cancelIn(tx, id, { userId })).campaign);
    },

    cancelIn,

    /**
     * Ends every running campaign whose last part is over at `now`: finished when all its
     * spins were played, else expired; winnings open their grant. One transaction per campaign.
     */
    async sweep(at: Date = now()): Promise<number> {
      let ended = 0;
      for (const id of await repository.due(sql, at)) {
        ended += await sql.transaction(async (tx) => {
          const row = await repository.lock(tx, id);
          if (!row || row.status !== 'await_spin' || row.endsAt.getTime() > at.getTime()) return 0;
          await end(tx, row, row.spinsPlayed >= row.spinsTotal ? 'finished' : 'expired');
          return 1;
        });
      }
      await announceOpenParts(at);
      return ended;
    },
  };
}

export type CampaignsModule = ReturnType<typeof createCampaigns>;
