import type { BonusSource, BonusTerms, CurrencyCode } from '@jackdaw/contracts';
import type { SqlSession } from '../../db/client.js';
import type { PartPlan, PartState } from './schedule.js';

/** The freespins module's SQL: `bonus_freespin_campaigns`, `_parts` and `_rounds`, nothing else. */

export type CampaignStatus = 'await_spin' | 'finished' | 'cancelled' | 'expired';

export interface CampaignRow {
  id: number;
  userId: number;
  currency: CurrencyCode;
  offerId: number | null;
  grantId: number | null;
  source: BonusSource;
  paymentId: string | null;
  promoCodeId: number | null;
  game: string;
  bet: bigint;
  spinsTotal: number;
  spinsPlayed: number;
  winTotal: bigint;
  winCap: bigint;
  terms: BonusTerms;
  status: CampaignStatus;
  startsAt: Date;
  endsAt: Date;
  parts: PartState[];
}

interface RawCampaign {
  id: number | string;
  user_id: number;
  currency_code: CurrencyCode;
  offer_id: number | null;
  grant_id: number | string | null;
  source: BonusSource;
  payment_id: string | null;
  promo_code_id: number | null;
  game: string;
  bet: bigint | string | number;
  spins_total: number;
  spins_played: number;
  win_total: bigint | string | number;
  win_cap: bigint | string | number;
  terms: BonusTerms | string;
  status: CampaignStatus;
  starts_at: Date | string;
  ends_at: Date | string;
  parts:
    | { part: number; spins: number; played: number; availableFrom: string; expiresAt: string }[]
    | string
    | null;
}

const columns = `c.id, c.user_id, c.currency_code, c.offer_id, c.grant_id, c.source, c.payment_id,
  c.promo_code_id, c.game, c.bet, c.spins_total, c.spins_played, c.win_total, c.win_cap,
  c.terms, c.status, c.starts_at, c.ends_at,
  (select json_agg(json_build_object('part', p.part, 'spins', p.spins, 'played', p.played,
      'availableFrom', p.available_from, 'expiresAt', p.expires_at) order by p.part)
   from bonus_freespin_parts p where p.campaign_id = c.id) as parts`;

function rowOf(raw: RawCampaign): CampaignRow {
  const parts = typeof raw.parts === 'string' ? JSON.parse(raw.parts) : (raw.parts ?? []);
  return {
    id: Number(raw.id),
    userId: Number(raw.user_id),
    currency: raw.currency_code,
    offerId: raw.offer_id === null ? null : Number(raw.offer_id),
    grantId: raw.grant_id === null ? null : Number(raw.grant_id),
    source: raw.source,
    paymentId: raw.payment_id,
    promoCodeId: raw.promo_code_id === null ? null : Number(raw.promo_code_id),
    game: raw.game,
    bet: BigInt(raw.bet),
    spinsTotal: Number(raw.spins_total),
    spinsPlayed: Number(raw.spins_played),
    winTotal: BigInt(raw.win_total),
    winCap: BigInt(raw.win_cap),
    terms: typeof raw.terms === 'string' ? (JSON.parse(raw.terms) as BonusTerms) : raw.terms,
    status: raw.status,
    startsAt: new Date(raw.starts_at),
    endsAt: new Date(raw.ends_at),
    parts: (parts as NonNullable<Exclude<RawCampaign['parts'], string>>).map((part) => ({
      part: Number(part.part),
      spins: Number(part.spins),
      played: Number(part.played),
      availableFrom: new Date(part.availableFrom),
      expiresAt: new Date(part.expiresAt),
    })),
  };
}

export interface NewCampaign {
  userId: number;
  currency: CurrencyCode;
  offerId: number | null;
  source: BonusSource;
  paymentId: string | null;
  promoCodeId: number | null;
  game: string;
  bet: bigint;
  spinsTotal: number;
  winCap: bigint;
  terms: BonusTerms;
  startsAt: Date;
  endsAt: Date;
  parts: PartPlan[];
}

export function createCampaignsRepository() {
  return {
    /** Inserts a campaign and its parts; a payment that opened one already answers that one. */
    async insert(tx: SqlSession, campaign: NewCampaign): Promise<{ id: number; created: boolean }> {
      const [inserted] = await tx.query<{ id: number | string }>(
        `insert into bonus_freespin_campaigns (user_id, currency_code, offer_id, source,
           payment_id, promo_code_id, game, bet, spins_total, win_cap, terms, starts_at, ends_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8::bigint, $9, $10::bigint, $11::jsonb,
           $12::timestamptz, $13::timestamptz)
         on conflict (payment_id) do nothing returning id`,
        [
          campaign.userId,
          campaign.currency,
          campaign.offerId,
          campaign.source,
          campaign.paymentId,
          campaign.promoCodeId,
          campaign.game,
          campaign.bet.toString(),
          campaign.spinsTotal,
          campaign.winCap.toString(),
          JSON.stringify(campaign.terms),
          campaign.startsAt.toISOString(),
          campaign.endsAt.toISOString(),
        ],
      );
      if (!inserted) {
        const [existing] = await tx.query<{ id: number | string }>(
          'select id from bonus_freespin_campaigns where payment_id = $1',
          [campaign.paymentId],
        );
        return { id: Number(existing!.id), created: false };
      }
      const id = Number(inserted.id);
      for (const part of campaign.parts) {
        await tx.query(
          `insert into bonus_freespin_parts (campaign_id, part, spins, available_from, expires_at)
           values ($1, $2, $3, $4::timestamptz, $5::timestamptz)`,
          [
            id,
            part.part,
            part.spins,
            part.availableFrom.toISOString(),
            part.expiresAt.toISOString(),
          ],
        );
      }
      return { id, created: true };
    },

    async ofPlayer(executor: SqlSession, userId: number): Promise<CampaignRow[]> {
      const rows = await executor.query<RawCampaign>(
        `select ${columns} from bonus_freespin_campaigns c where c.user_id = $1 order by c.id desc`,
        [userId],
      );
      return rows.map(rowOf);
    },

    /** The player's running campaigns on a game, oldest first (locked in `tx` when asked). */
    async runningOn(
      executor: SqlSession,
      userId: number,
      game: string,
      lock = false,
    ): Promise<CampaignRow[]> {
      const rows = await executor.query<RawCampaign>(
        `select ${columns} from bonus_freespin_campaigns c
         where c.user_id = $1 and c.game = $2 and c.status = 'await_spin'
         order by c.id ${lock ? 'for update of c' : ''}`,
        [userId, game],
      );
      return rows.map(rowOf);
    },

    /** One campaign locked in `tx` (of this player when `userId` is given). */
    async lock(tx: SqlSession, id: number, userId?: number): Promise<CampaignRow | undefined> {
      const [row] = await tx.query<RawCampaign>(
        `select ${columns} from bonus_freespin_campaigns c
         where c.id = $1 and ($2::integer is null or c.user_id = $2::integer)
         for update of c`,
        [id, userId ?? null],
      );
      return row && rowOf(row);
    },

    /** Records a free round (or a feature spin of one); false when its id was recorded before. */
    async insertRound(
      tx: SqlSession,
      round: { roundId: string; campaignId: number; part: number; win: bigint; credited: bigint },
    ): Promise<boolean> {
      const rows = await tx.query(
        `insert into bonus_freespin_rounds (round_id, campaign_id, part, win, credited)
         values ($1, $2, $3, $4::bigint, $5::bigint)
         on conflict (round_id) do nothing returning round_id`,
        [
          round.roundId,
          round.campaignId,
          round.part,
          round.win.toString(),
          round.credited.toString(),
        ],
      );
      return rows.length > 0;
    },

    /** Counts a played spin on its part and campaign, and adds a credited win. */
    async count(
      tx: SqlSession,
      change: { campaignId: number; part: number; spin: boolean; credited: bigint },
    ): Promise<void> {
      if (change.spin) {
        await tx.query(
          `update bonus_freespin_parts set played = played + 1
           where campaign_id = $1 and part = $2`,
          [change.campaignId, change.part],
        );
      }
      await tx.query(
        `update bonus_freespin_campaigns set spins_played = spins_played + $2,
           win_total = win_total + $3::bigint, updated_at = now()
         where id = $1`,
        [change.campaignId, change.spin ? 1 : 0, change.credited.toString()],
      );
    },

    async end(
      tx: SqlSession,
      id: number,
      status: Exclude<CampaignStatus, 'await_spin'>,
      grantId: number | null,
    ): Promise<void> {
      await tx.query(
        `update bonus_freespin_campaigns set status = $2, grant_id = $3, updated_at = now()
         where id = $1`,
        [id, status, grantId],
      );
    },

    /** Running campaigns whose last part is over at `now`. */
    /**
     * Parts after a campaign's first that are playable at `now` with spins left (the
     * FreeSpinAvailable notification; the first opens with the campaign's FreeSpinAssigned).
     */
    async partsOpenNow(executor: SqlSession, now: Date) {
      const rows = await executor.query<{
        id: number | string;
        user_id: number;
        currency_code: string;
        part: number;
        left: number;
      }>(
        `select c.id, c.user_id, c.currency_code, p.part, (p.spins - p.played)::int as left
           from bonus_freespin_parts p join bonus_freespin_campaigns c on c.id = p.campaign_id
          where c.status = 'await_spin' and p.available_from <= $1::timestamptz
            and p.expires_at > $1::timestamptz and p.played < p.spins
            and p.part > (select min(f.part) from bonus_freespin_parts f where f.campaign_id = c.id)
          order by p.available_from, c.id limit 500`,
        [now.toISOString()],
      );
      return rows.map((row) => ({
        campaignId: Number(row.id),
        userId: Number(row.user_id),
        currency: row.currency_code as CurrencyCode,
        part: Number(row.part),
        spins: Number(row.left),
      }));
    },

    async due(executor: SqlSession, now: Date): Promise<number[]> {
      const rows = await executor.query<{ id: number | string }>(
        `select id from bonus_freespin_campaigns
         where status = 'await_spin' and ends_at <= $1::timestamptz order by id limit 500`,
        [now.toISOString()],
      );
      return rows.map((row) => Number(row.id));
    },
  };
}

export type CampaignsRepository = ReturnType<typeof createCampaignsRepository>;
