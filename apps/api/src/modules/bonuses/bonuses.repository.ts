import type {
  BonusDisplayKind,
  BonusKind,
  BonusProduct,
  BonusSource,
  BonusStatus,
  BonusTerms,
  CurrencyCode,
} from '@jackdaw/contracts';
import type { SqlSession } from '../../db/client.js';
import { offersRepository } from './offers.repository.js';
import { big, bigOrNull, date, type Raw } from './rows.js';

export type { OfferRow } from './offers.repository.js';

/*
 * The bonuses module's SQL (its own tables: bonus_settings, bonus_offers, bonus_grants,
 * bonus_refusals). Amounts and ids travel as text and are parsed here, so both drivers agree.
 */

export interface GrantRow {
  id: number;
  userId: number;
  currency: CurrencyCode;
  offerId: number | null;
  kind: BonusKind;
  displayKind: BonusDisplayKind;
  product: BonusProduct;
  source: BonusSource;
  status: BonusStatus;
  terms: BonusTerms;
  amount: bigint;
  fundedFrom: 'expense' | 'freespin_winnings';
  depositAmount: bigint | null;
  paymentId: string | null;
  campaignId: number | null;
  promoCodeId: number | null;
  wagerRequired: bigint;
  wagerProgress: bigint;
  converted: bigint | null;
  forfeited: bigint | null;
  validUntil: Date | null;
  wagerValidUntil: Date | null;
  activatedAt: Date | null;
  endedAt: Date | null;
  endReason: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export const GRANT_COLUMNS = `id::text as id, user_id, currency_code, offer_id, kind, display_kind,
  product, source, status, terms, amount::text as amount, funded_from,
  deposit_amount::text as deposit_amount, payment_id, campaign_id::text as campaign_id,
  promo_code_id, wager_required::text as wager_required, wager_progress::text as wager_progress,
  converted::text as converted, forfeited::text as forfeited, valid_until, wager_valid_until,
  activated_at, ended_at, end_reason, created_at, updated_at`;

export function grantOf(row: Raw): GrantRow {
  return {
    id: Number(row.id),
    userId: Number(row.user_id),
    currency: row.currency_code as CurrencyCode,
    offerId: row.offer_id === null ? null : Number(row.offer_id),
    kind: row.kind as BonusKind,
    displayKind: row.display_kind as BonusDisplayKind,
    product: row.product as BonusProduct,
    source: row.source as BonusSource,
    status: row.status as BonusStatus,
    terms: row.terms as BonusTerms,
    amount: big(row.amount),
    fundedFrom: row.funded_from as GrantRow['fundedFrom'],
    depositAmount: bigOrNull(row.deposit_amount),
    paymentId: row.payment_id as string | null,
    campaignId: row.campaign_id === null ? null : Number(row.campaign_id),
    promoCodeId: row.promo_code_id === null ? null : Number(row.promo_code_id),
    wagerRequired: big(row.wager_required),
    wagerProgress: big(row.wager_progress),
    converted: bigOrNull(row.converted),
    forfeited: bigOrNull(row.forfeited),
    validUntil: date(row.valid_until),
    wagerValidUntil: date(row.wager_valid_until),
    activatedAt: date(row.activated_at),
    endedAt: date(row.ended_at),
    endReason: row.end_reason as string | null,
    createdAt: date(row.created_at)!,
    updatedAt: date(row.updated_at)!,
  };
}

/** A grant to insert: what the row holds before any wagering or end. */
export type NewGrant = Pick<
  GrantRow,
  | 'userId'
  | 'currency'
  | 'offerId'
  | 'kind'
  | 'displayKind'
  | 'product'
  | 'source'
  | 'status'
  | 'terms'
  | 'amount'
  | 'fundedFrom'
  | 'depositAmount'
  | 'paymentId'
  | 'campaignId'
  | 'promoCodeId'
  | 'wagerRequired'
>;

/** What a stake's progress update answers (the stake hook's hot path: no terms, no amounts). */
export interface WagerStep {
  id: number;
  progress: bigint;
  required: bigint;
  maxStake: bigint | null;
}

export interface BonusSettings {
  sportsbookEnabled: boolean;
  turnoverRule: boolean;
}

export const bonusesRepository = {
  ...offersRepository,

  async settings(executor: SqlSession): Promise<BonusSettings> {
    const [row] = await executor.query<{ sportsbook_enabled: boolean; turnover_rule: boolean }>(
      'select sportsbook_enabled, turnover_rule from bonus_settings where id = 1',
    );
    return {
      sportsbookEnabled: row?.sportsbook_enabled ?? false,
      turnoverRule: row?.turnover_rule ?? true,
    };
  },

  async grantByPayment(
    executor: SqlSession,
    paymentId: string,
    kind: BonusKind,
  ): Promise<GrantRow | undefined> {
    const [row] = await executor.query<Raw>(
      `select ${GRANT_COLUMNS} from bonus_grants where payment_id = $1 and kind = $2`,
      [paymentId, kind],
    );
    return row && grantOf(row);
  },

  /** Whose a grant is (read before the player's accounts are locked, then the grant). */
  async ownerOf(
    executor: SqlSession,
    id: number,
  ): Promise<{ userId: number; currency: CurrencyCode; product: BonusProduct } | undefined> {
    const [row] = await executor.query<{ user_id: number; currency_code: string; product: string }>(
      'select user_id, currency_code, product from bonus_grants where id = $1',
      [id],
    );
    return (
      row && {
        userId: Number(row.user_id),
        currency: row.currency_code as CurrencyCode,
        product: row.product as BonusProduct,
      }
    );
  },

  /** A player's grant, locked for the change the caller makes. */
  async lockGrant(executor: SqlSession, userId: number, id: number): Promise<GrantRow | undefined> {
    const [row] = await executor.query<Raw>(
      `select ${GRANT_COLUMNS} from bonus_grants where id = $1 and user_id = $2 for update`,
      [id, userId],
    );
    return row && grantOf(row);
  },

  async activeOf(
    executor: SqlSession,
    userId: number,
    product: BonusProduct,
  ): Promise<GrantRow | undefined> {
    const [row] = await executor.query<Raw>(
      `select ${GRANT_COLUMNS} from bonus_grants
       where user_id = $1 and status = 'active' and product = $2`,
      [userId, product],
    );
    return row && grantOf(row);
  },

  async insertGrant(executor: SqlSession, grant: NewGrant): Promise<GrantRow> {
    const [row] = await executor.query<Raw>(
      `insert into bonus_grants (user_id, currency_code, offer_id, kind, display_kind, product,
         source, status, terms, amount, funded_from, deposit_amount, payment_id, campaign_id,
         promo_code_id, wager_required)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb, $10::bigint, $11, $12::bigint, $13, $14,
         $15, $16::bigint)
       returning ${GRANT_COLUMNS}`,
      [
        grant.userId,
        grant.currency,
        grant.offerId,
        grant.kind,
        grant.displayKind,
        grant.product,
        grant.source,
        grant.status,
        JSON.stringify(grant.terms),
        grant.amount.toString(),
        grant.fundedFrom,
        grant.depositAmount?.toString() ?? null,
        grant.paymentId,
        grant.campaignId,
        grant.promoCodeId,
        grant.wagerRequired.toString(),
      ],
    );
    return grantOf(row!);
  },

  async activate(
    executor: SqlSession,
    id: number,
    now: Date,
    validUntil: Date,
    wagerValidUntil: Date | null,
  ) {
    const [row] = await executor.query<Raw>(
      `update bonus_grants set status = 'active', activated_at = $2, valid_until = $3,
         wager_valid_until = $4, updated_at = $2
       where id = $1 returning ${GRANT_COLUMNS}`,
      [id, now.toISOString(), validUntil.toISOString(), wagerValidUntil?.toISOString() ?? null],
    );
    return grantOf(row!);
  },

  async makeReady(executor: SqlSession, id: number, now: Date, validUntil: Date) {
    await executor.query(
      `update bonus_grants set status = 'ready_to_receive', valid_until = $3, updated_at = $2
       where id = $1`,
      [id, now.toISOString(), validUntil.toISOString()],
    );
  },

  async end(
    executor: SqlSession,
    id: number,
    change: {
      status: 'deactivated' | 'received';
      reason: string;
      converted: bigint;
      forfeited: bigint;
      now: Date;
    },
  ): Promise<GrantRow> {
    const [row] = await executor.query<Raw>(
      `update bonus_grants set status = $2, end_reason = $3, converted = $4::bigint,
         forfeited = $5::bigint, ended_at = $6, updated_at = $6
       where id = $1 returning ${GRANT_COLUMNS}`,
      [
        id,
        change.status,
        change.reason,
        change.converted.toString(),
        change.forfeited.toString(),
        change.now.toISOString(),
      ],
    );
    return grantOf(row!);
  },

  /** The oldest queued grant of a player's product, locked. */
  async oldestQueued(
    executor: SqlSession,
    userId: number,
    product: BonusProduct,
  ): Promise<GrantRow | undefined> {
    const [row] = await executor.query<Raw>(
      `select ${GRANT_COLUMNS} from bonus_grants
       where user_id = $1 and product = $2 and status = 'queue'
       order by created_at, id limit 1 for update`,
      [userId, product],
    );
    return row && grantOf(row);
  },

  async ofPlayer(executor: SqlSession, userId: number): Promise<GrantRow[]> {
    const rows = await executor.query<Raw>(
      `select ${GRANT_COLUMNS} from bonus_grants where user_id = $1
       order by created_at desc, id desc limit 200`,
      [userId],
    );
    return rows.map(grantOf);
  },

  /** Whether a player has a grant in one of `statuses`. */
  async hasStatus(executor: SqlSession, userId: number, statuses: readonly string[]) {
    const rows = await executor.query(
      `select 1 from bonus_grants where user_id = $1 and status = any($2::text[]) limit 1`,
      [userId, [...statuses]],
    );
    return rows.length > 0;
  },

  /** Grants due for the sweeper: expired windows, and sport grants idle for `sportResetAt`. */
  async due(executor: SqlSession, now: Date, sportResetAt: Date) {
    const rows = await executor.query<{ id: string; user_id: number; reason: string }>(
      `select id::text as id, user_id, case when status = 'active' and product = 'sport'
           and updated_at <= $2 and (valid_until is null or valid_until > $1) then 'reset'
           else 'expired' end as reason
       from bonus_grants
       where (status in ('active', 'ready_to_receive') and valid_until <= $1)
          or (status = 'active' and product = 'sport' and updated_at <= $2)
       order by id limit 500`,
      [now.toISOString(), sportResetAt.toISOString()],
    );
    return rows.map((row) => ({
      id: Number(row.id),
      userId: Number(row.user_id),
      reason: row.reason,
    }));
  },

  /** Ready and active grants whose window closes in (now, until]: the 24-hour reminders. */
  async closingSoon(executor: SqlSession, now: Date, until: Date) {
    const rows = await executor.query<{
      id: string;
      user_id: number;
      currency_code: string;
      status: string;
    }>(
      `select id::text as id, user_id, currency_code, status from bonus_grants
        where status in ('active', 'ready_to_receive') and valid_until > $1 and valid_until <= $2
        order by valid_until, id limit 500`,
      [now.toISOString(), until.toISOString()],
    );
    return rows.map((row) => ({
      id: Number(row.id),
      userId: Number(row.user_id),
      currency: row.currency_code as CurrencyCode,
      status: row.status,
    }));
  },

  /**
   * The stake hook's one statement: adds `delta` to the player's active casino grant's progress
   * (floor zero) with the contribution of `category` by the grant's own terms.
   */
  async addWager(
    executor: SqlSession,
    userId: number,
    stake: bigint,
    category: string,
  ): Promise<WagerStep | undefined> {
    const [row] = await executor.query<{
      id: string;
      progress: string;
      required: string;
      max_stake: number | null;
    }>(
      `update bonus_grants set
         wager_progress = greatest(0, wager_progress
           + ($2::bigint * coalesce((terms->'contributions'->>$3)::int, 0)) / 100),
         updated_at = now()
       where user_id = $1 and status = 'active' and product = 'casino'
       returning id::text as id, wager_progress::text as progress,
         wager_required::text as required, (terms->>'maxStake')::bigint as max_stake`,
      [userId, stake.toString(), category],
    );
    return (
      row && {
        id: Number(row.id),
        progress: BigInt(row.progress),
        required: BigInt(row.required),
        maxStake: row.max_stake === null ? null : BigInt(row.max_stake),
      }
    );
  },

  /** The active casino grant's id, or undefined (a provider bet, before its category). */
  async activeCasinoId(executor: SqlSession, userId: number): Promise<number | undefined> {
    const [row] = await executor.query<{ id: string }>(
      `select id::text as id from bonus_grants
       where user_id = $1 and status = 'active' and product = 'casino'`,
      [userId],
    );
    return row ? Number(row.id) : undefined;
  },

  /** An active grant with no progress yet gets `percent` of its requirement (demo data). */
  async startProgress(executor: SqlSession, id: number, percent: number) {
    await executor.query(
      `update bonus_grants set wager_progress = wager_required * $2 / 100
       where id = $1 and status = 'active' and wager_progress = 0`,
      [id, percent],
    );
  },

  async setProgress(executor: SqlSession, id: number, progress: bigint) {
    await executor.query(
      `update bonus_grants set wager_progress = $2::bigint, updated_at = now() where id = $1`,
      [id, progress.toString()],
    );
  },

  /** Players who got a welcome or promo grant among `userIds`. */
  async grantedAmong(executor: SqlSession, userIds: number[]): Promise<number[]> {
    if (userIds.length === 0) return [];
    const rows = await executor.query<{ user_id: number }>(
      `select distinct user_id from bonus_grants
       where user_id = any($1::int[]) and source in ('welcome', 'promo')`,
      [userIds],
    );
    return rows.map((row) => Number(row.user_id));
  },

  async insertRefusal(
    executor: SqlSession,
    refusal: {
      userId: number;
      source: string;
      offerId: number | null;
      promoCodeId: number | null;
      paymentId: string | null;
      matchedOn: string;
      matchedUserId: number;
    },
  ) {
    await executor.query(
      `insert into bonus_refusals (user_id, source, offer_id, promo_code_id, payment_id,
         matched_on, matched_user_id)
       values ($1, $2, $3, $4, $5, $6, $7)`,
      [
        refusal.userId,
        refusal.source,
        refusal.offerId,
        refusal.promoCodeId,
        refusal.paymentId,
        refusal.matchedOn,
        refusal.matchedUserId,
      ],
    );
  },

  /** The offer chosen with the player's latest deposit request; null clears it. */
  async choose(executor: SqlSession, userId: number, offerId: number | null) {
    if (offerId === null) {
      await executor.query('delete from bonus_deposit_choices where user_id = $1', [userId]);
      return;
    }
    await executor.query(
      `insert into bonus_deposit_choices (user_id, offer_id) values ($1, $2)
       on conflict (user_id) do update set offer_id = excluded.offer_id, chosen_at = now()`,
      [userId, offerId],
    );
  },

  /** Takes (reads and removes) the player's choice made since `since`. */
  async takeChoice(executor: SqlSession, userId: number, since: Date): Promise<number | null> {
    const [row] = await executor.query<{ offer_id: number; fresh: boolean }>(
      `delete from bonus_deposit_choices where user_id = $1
       returning offer_id, chosen_at >= $2 as fresh`,
      [userId, since.toISOString()],
    );
    return row?.fresh ? Number(row.offer_id) : null;
  },
};
