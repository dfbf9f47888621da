import type { CurrencyCode, ReferralLinkStatus, ReferralMatchKind } from '@jackdaw/contracts';
import type { SqlSession } from '../../db/client.js';

/** The referral module's SQL on its own tables (the service decides, this reads and writes). */

export interface CurrencyTerms {
  currency: CurrencyCode;
  /** The programme switch and the currency's own. */
  enabled: boolean;
  depositShareBp: number;
  stakeShareBp: number;
  windowDays: number;
  minTransfer: bigint;
}

/** A friend's link with the terms of its currency, as the hooks read it in one statement. */
export interface LinkWithTerms {
  id: number;
  referrerId: number;
  currency: CurrencyCode;
  registeredAt: Date;
  status: ReferralLinkStatus;
  matchedOn: ReferralMatchKind[];
  terms: CurrencyTerms | null;
}

type Raw = Record<string, unknown>;

const termsOf = (row: Raw): CurrencyTerms | null =>
  row.deposit_share_bp === null || row.deposit_share_bp === undefined
    ? null
    : {
        currency: row.currency_code as CurrencyCode,
        enabled: Boolean(row.enabled),
        depositShareBp: Number(row.deposit_share_bp),
        stakeShareBp: Number(row.stake_share_bp),
        windowDays: Number(row.window_days),
        minTransfer: BigInt(row.min_transfer as string),
      };

const TERMS_SQL = `select s.currency_code, s.enabled and p.enabled as enabled, s.deposit_share_bp,
    s.stake_share_bp, s.window_days, s.min_transfer::text as min_transfer
  from referral_currency_settings s cross join referral_settings p
  where s.currency_code = $1`;

export const referralsRepository = {
  /** The terms of `currency`, switched off when the programme is; null without a row. */
  async terms(executor: SqlSession, currency: CurrencyCode): Promise<CurrencyTerms | null> {
    const [row] = await executor.query<Raw>(TERMS_SQL, [currency]);
    return row ? termsOf(row) : null;
  },

  /**
   * The friend's link, if any, with its currency's terms: one probe of the unique referee index
   * (a player nobody invited costs this and nothing more).
   */
  async linkOfReferee(executor: SqlSession, refereeId: number): Promise<LinkWithTerms | null> {
    const [row] = await executor.query<Raw>(
      `select l.id, l.referrer_id, l.currency_code, l.registered_at, l.status, l.matched_on,
         s.enabled and p.enabled as enabled, s.deposit_share_bp, s.stake_share_bp, s.window_days,
         s.min_transfer::text as min_transfer
       from referral_links l
       left join referral_currency_settings s on s.currency_code = l.currency_code
       left join referral_settings p on p.id = 1
       where l.referee_id = $1`,
      [refereeId],
    );
    if (!row) return null;
    return {
      id: Number(row.id),
      referrerId: Number(row.referrer_id),
      currency: row.currency_code as CurrencyCode,
      registeredAt: new Date(row.registered_at as string),
      status: row.status as ReferralLinkStatus,
      matchedOn: (row.matched_on as ReferralMatchKind[]) ?? [],
      terms: termsOf(row),
    };
  },

  async codeOf(executor: SqlSession, userId: number): Promise<string | null> {
    const [row] = await executor.query<{ code: string }>(
      'select code from referral_codes where user_id = $1',
      [userId],
    );
    return row?.code ?? null;
  },

  /** Inserts the code unless the player has one or the code is taken; answers whether it did. */
  async insertCode(executor: SqlSession, userId: number, code: string): Promise<boolean> {
    const rows = await executor.query(
      `insert into referral_codes (user_id, code) values ($1, $2)
       on conflict do nothing returning user_id`,
      [userId, code],
    );
    return rows.length > 0;
  },

  async ownerOfCode(executor: SqlSession, code: string): Promise<number | null> {
    const [row] = await executor.query<{ user_id: number }>(
      'select user_id from referral_codes where code = $1',
      [code],
    );
    return row ? Number(row.user_id) : null;
  },

  /** The link of a new friend, once: a second one for the same friend writes nothing (null). */
  async insertLink(
    executor: SqlSession,
    link: {
      referrerId: number;
      refereeId: number;
      currency: CurrencyCode;
      registeredAt: Date;
      status: ReferralLinkStatus;
      matchedOn: ReferralMatchKind[];
    },
  ): Promise<number | null> {
    const [row] = await executor.query<{ id: number }>(
      `insert into referral_links (referrer_id, referee_id, currency_code, registered_at, status,
         matched_on)
       values ($1, $2, $3, $4, $5, $6::text[])
       on conflict (referee_id) do nothing returning id`,
      [
        link.referrerId,
        link.refereeId,
        link.currency,
        link.registeredAt.toISOString(),
        link.status,
        link.matchedOn,
      ],
    );
    return row ? Number(row.id) : null;
  },

  async setVerdict(
    executor: SqlSession,
    linkId: number,
    verdict: { status: ReferralLinkStatus; matchedOn: ReferralMatchKind[] },
  ): Promise<void> {
    await executor.query(
      `update referral_links set status = $2, matched_on = $3::text[], updated_at = now()
       where id = $1`,
      [linkId, verdict.status, verdict.matchedOn],
    );
  },

  /** Writes a commission and adds it to the link's earnings; false when the source had one. */
  async insertAccrual(
    executor: SqlSession,
    accrual: {
      linkId: number;
      sourceKey: string;
      kind: 'deposit' | 'bet';
      base: bigint;
      baseCurrency: CurrencyCode;
      amount: bigint;
    },
  ): Promise<boolean> {
    const rows = await executor.query(
      `with added as (
         insert into referral_accruals (link_id, source_key, kind, base, base_currency, amount)
         values ($1, $2, $3, $4, $5, $6) on conflict (source_key) do nothing returning link_id, amount)
       update referral_links l set earned = l.earned + added.amount, updated_at = now()
       from added where l.id = added.link_id returning l.id`,
      [
        accrual.linkId,
        accrual.sourceKey,
        accrual.kind,
        accrual.base.toString(),
        accrual.baseCurrency,
        accrual.amount.toString(),
      ],
    );
    return rows.length > 0;
  },

  /** The bet's commission not yet taken back, its row locked; null when the bet earned none. */
  async openAccrual(
    executor: SqlSession,
    sourceKey: string,
  ): Promise<{ id: number; linkId: number; left: bigint } | null> {
    const [row] = await executor.query<{ id: number; link_id: number; left: string }>(
      `select id, link_id, (amount - taken_back)::text as left from referral_accruals
       where source_key = $1 and kind = 'bet' for update`,
      [sourceKey],
    );
    return row ? { id: Number(row.id), linkId: Number(row.link_id), left: BigInt(row.left) } : null;
  },

  async takeBack(executor: SqlSession, accrualId: number, linkId: number, amount: bigint) {
    await executor.query(
      `with taken as (
         update referral_accruals set taken_back = taken_back + $3 where id = $1 returning id)
       update referral_links set earned = earned - $3, updated_at = now()
       where id = $2 and exists (select 1 from taken)`,
      [accrualId, linkId, amount.toString()],
    );
  },

  /** One page of a referrer's friends, newest first, and how many there are. */
  async linksOfReferrer(executor: SqlSession, referrerId: number, limit: number, offset: number) {
    const [rows, [counted]] = await Promise.all([
      executor.query<Raw>(
        `select id, referee_id, registered_at, status, earned::text as earned, currency_code
         from referral_links where referrer_id = $1 order by id desc limit $2 offset $3`,
        [referrerId, limit, offset],
      ),
      executor.query<{ total: string; earned: string }>(
        `select count(*)::text as total, coalesce(sum(earned), 0)::text as earned
         from referral_links where referrer_id = $1`,
        [referrerId],
      ),
    ]);
    return {
      rows: rows.map((row) => ({
        id: Number(row.id),
        refereeId: Number(row.referee_id),
        registeredAt: new Date(row.registered_at as string),
        status: row.status as ReferralLinkStatus,
        earned: BigInt(row.earned as string),
        currency: row.currency_code as CurrencyCode,
      })),
      total: Number(counted?.total ?? 0),
      earned: BigInt(counted?.earned ?? 0),
    };
  },

  async transferOf(executor: SqlSession, userId: number, key: string) {
    const [row] = await executor.query<Raw>(
      `select amount::text as amount, requested::text as requested, currency_code,
         ledger_transaction_id, history_id
       from referral_transfers where user_id = $1 and idempotency_key = $2`,
      [userId, key],
    );
    return row
      ? {
          amount: BigInt(row.amount as string),
          requested: row.requested === null ? null : BigInt(row.requested as string),
          currency: row.currency_code as CurrencyCode,
          ledgerTransactionId: Number(row.ledger_transaction_id),
          historyId: row.history_id as string,
        }
      : null;
  },

  async insertTransfer(
    executor: SqlSession,
    transfer: {
      userId: number;
      key: string;
      currency: CurrencyCode;
      amount: bigint;
      requested: bigint | null;
      ledgerTransactionId: number;
      historyId: string;
    },
  ): Promise<void> {
    await executor.query(
      `insert into referral_transfers (user_id, idempotency_key, currency_code, amount, requested,
         ledger_transaction_id, history_id)
       values ($1, $2, $3, $4, $5, $6, $7)`,
      [
        transfer.userId,
        transfer.key,
        transfer.currency,
        transfer.amount.toString(),
        transfer.requested?.toString() ?? null,
        transfer.ledgerTransactionId,
        transfer.historyId,
      ],
    );
  },
};
