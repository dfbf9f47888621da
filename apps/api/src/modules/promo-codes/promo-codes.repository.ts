import type { CurrencyCode, PromoReward } from '@jackdaw/contracts';
import type { SqlSession } from '../../db/client.js';

/* All of the redemption's and the insurance's SQL (the console's is in promo-codes-admin*). */

export interface PromoCodeRow {
  id: number;
  code: string;
  reward: PromoReward;
  offerId: number | null;
  amounts: unknown;
  refundPercent: number | null;
  refundDays: number | null;
  validFrom: Date | null;
  validUntil: Date | null;
  currencies: string[];
  countries: string[];
  maxUses: number | null;
  uses: number;
  status: string;
}

interface CodeRecord {
  id: number;
  code: string;
  reward: PromoReward;
  offer_id: number | null;
  amounts: unknown;
  refund_percent: number | null;
  refund_days: number | null;
  valid_from: Date | string | null;
  valid_until: Date | string | null;
  currencies: string[] | null;
  countries: string[] | null;
  max_uses: number | null;
  uses: number;
  status: string;
}

const date = (value: Date | string | null) => (value === null ? null : new Date(value));

/** Any number; with the player's id it names the lock one player's redemptions queue on. */
const PROMO_LOCK = 2_117_021;

/**
 * Queues this player's redemptions one behind the other until the transaction ends, so the
 * count of failed attempts and the writes after it are exact under parallel calls.
 */
export async function lockPlayer(tx: SqlSession, userId: number): Promise<void> {
  await tx.query('select pg_advisory_xact_lock($1::int, $2::int)', [PROMO_LOCK, userId]);
}

/**
 * The player's failed attempts within the last hour, up to `limit`, newest first (the
 * promo_attempts_user index): how many, and the oldest of them.
 */
export async function recentFailures(
  tx: SqlSession,
  userId: number,
  limit: number,
): Promise<{ count: number; oldest: Date | null }> {
  const rows = await tx.query<{ created_at: Date | string }>(
    `select created_at from promo_attempts
     where user_id = $1 and created_at > now() - interval '1 hour'
     order by created_at desc limit $2`,
    [userId, limit],
  );
  const last = rows.at(-1);
  return { count: rows.length, oldest: last ? new Date(last.created_at) : null };
}

export async function recordFailure(
  tx: SqlSession,
  input: { userId: number; code: string; reason: string },
): Promise<void> {
  await tx.query('insert into promo_attempts (user_id, code, reason) values ($1, $2, $3)', [
    input.userId,
    input.code,
    input.reason,
  ]);
}

/** The code row, locked until the transaction ends; undefined when unknown. */
export async function lockCode(tx: SqlSession, code: string): Promise<PromoCodeRow | undefined> {
  const [row] = await tx.query<CodeRecord>(
    `select id, code, reward, offer_id, amounts, refund_percent, refund_days, valid_from,
       valid_until, currencies, countries, max_uses, uses, status
     from promo_codes where code = $1 for update`,
    [code],
  );
  if (!row) return undefined;
  return {
    id: row.id,
    code: row.code,
    reward: row.reward,
    offerId: row.offer_id,
    amounts: row.amounts,
    refundPercent: row.refund_percent,
    refundDays: row.refund_days,
    validFrom: date(row.valid_from),
    validUntil: date(row.valid_until),
    currencies: row.currencies ?? [],
    countries: row.countries ?? [],
    maxUses: row.max_uses,
    uses: Number(row.uses),
    status: row.status,
  };
}

export async function usedBefore(tx: SqlSession, codeId: number, userId: number) {
  const rows = await tx.query(
    'select 1 from promo_redemptions where promo_code_id = $1 and user_id = $2',
    [codeId, userId],
  );
  return rows.length > 0;
}

/** Takes one use of the (locked) code. */
export async function takeUse(tx: SqlSession, codeId: number): Promise<void> {
  await tx.query('update promo_codes set uses = uses + 1, updated_at = now() where id = $1', [
    codeId,
  ]);
}

export async function insertRedemption(
  tx: SqlSession,
  input: {
    codeId: number;
    userId: number;
    grantId: number | null;
    campaignId: number | null;
    insuranceId: number | null;
    amount: bigint;
  },
): Promise<number> {
  const [row] = await tx.query<{ id: number | string }>(
    `insert into promo_redemptions
       (promo_code_id, user_id, grant_id, campaign_id, insurance_id, amount)
     values ($1, $2, $3, $4, $5, $6) returning id`,
    [
      input.codeId,
      input.userId,
      input.grantId,
      input.campaignId,
      input.insuranceId,
      input.amount.toString(),
    ],
  );
  return Number(row!.id);
}

/**
 * Whether the player has a live armed insurance; an armed one past its end is marked expired
 * first (it would otherwise hold the one-armed-per-player index).
 */
export async function armedInsurance(tx: SqlSession, userId: number): Promise<boolean> {
  await tx.query(
    `update bonus_insurances set status = 'expired', updated_at = now()
     where user_id = $1 and status = 'armed' and expires_at <= now()`,
    [userId],
  );
  const rows = await tx.query(
    `select 1 from bonus_insurances where user_id = $1 and status = 'armed'`,
    [userId],
  );
  return rows.length > 0;
}

export async function armInsurance(
  tx: SqlSession,
  input: {
    userId: number;
    currency: CurrencyCode;
    codeId: number;
    cap: bigint;
    hours: number;
  },
): Promise<number> {
  const [row] = await tx.query<{ id: number | string }>(
    `insert into bonus_insurances (user_id, currency_code, promo_code_id, cap, expires_at)
     values ($1, $2, $3, $4, now() + make_interval(hours => $5::int)) returning id`,
    [input.userId, input.currency, input.codeId, input.cap.toString(), input.hours],
  );
  return Number(row!.id);
}

/**
 * Pays the player's armed, unexpired insurance of this currency for a losing round: marks it
 * paid with min(stake, cap) in one statement on the one-armed-per-player index, and answers it
 * with its code's offer; undefined when there is none (the bet's whole cost without insurance).
 */
export async function payInsurance(
  tx: SqlSession,
  input: { userId: number; currency: CurrencyCode; roundKey: string; stake: bigint },
): Promise<{ id: number; paid: bigint; promoCodeId: number; offerId: number | null } | undefined> {
  const [row] = await tx.query<{
    id: number | string;
    paid: string | bigint;
    promo_code_id: number;
    offer_id: number | null;
  }>(
    `update bonus_insurances i
     set status = 'paid', paid = least(i.cap, $4::bigint), round_key = $3, updated_at = now()
     from promo_codes p
     where i.user_id = $1 and i.status = 'armed' and i.currency_code = $2
       and i.expires_at > now() and p.id = i.promo_code_id
     returning i.id, i.paid, i.promo_code_id, p.offer_id`,
    [input.userId, input.currency, input.roundKey, input.stake.toString()],
  );
  if (!row) return undefined;
  return {
    id: Number(row.id),
    paid: BigInt(row.paid),
    promoCodeId: row.promo_code_id,
    offerId: row.offer_id,
  };
}

/** The demo codes' rows (dev and demo only): inserted once, never changed afterwards. */
export async function insertCodeIfMissing(
  tx: SqlSession,
  input: {
    code: string;
    reward: PromoReward;
    offerId: number | null;
    amounts: unknown;
    refundPercent: number | null;
    refundDays: number | null;
    maxUses: number | null;
  },
): Promise<void> {
  await tx.query(
    `insert into promo_codes (code, reward, offer_id, amounts, refund_percent, refund_days,
       max_uses)
     values ($1, $2, $3, $4::jsonb, $5, $6, $7) on conflict (code) do nothing`,
    [
      input.code,
      input.reward,
      input.offerId,
      JSON.stringify(input.amounts),
      input.refundPercent,
      input.refundDays,
      input.maxUses,
    ],
  );
}
