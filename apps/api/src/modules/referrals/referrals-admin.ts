import {
  CURRENCY_CODES,
  ErrorCode,
  type AdminReferralCurrencyBody,
  type AdminReferralCurrencySettings,
  type AdminReferralLink,
  type AdminReferralReviewBody,
  type AdminReferrer,
  type AdminReferralSettings,
  type AdminReferralSwitchBody,
  type CurrencyCode,
  type ReferralLinkStatus,
  type ReferralMatchKind,
} from '@jackdaw/contracts';
import type { SqlRunner, SqlSession } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { AuditService, StaffActor } from '../audit/index.js';
import { playersByIds } from '../users/index.js';
import type { Ledger } from '../wallet/index.js';

/*
 * What staff do in the referral console (issue 25 "Back-office"), on the module's own tables:
 * read and change the programme switch and each currency's terms, review the links held as
 * self-referral, and list the referrers who earned most. Each change is one transaction with its
 * audit row.
 */

export interface StaffContext {
  actor: StaffActor;
  address: string | null;
}

type Raw = Record<string, unknown>;
const iso = (value: unknown) =>
  value === null || value === undefined ? null : new Date(value as string).toISOString();
const int = (value: unknown) => (value === null || value === undefined ? null : Number(value));

const PAGE = 50;
const TOP = 50;

const LINK_COLUMNS = `id, referrer_id, referee_id, status, matched_on, earned::text as earned,
  currency_code, created_at, reviewed_by, reviewed_at, note`;

const currencyOf = (row: Raw): AdminReferralCurrencySettings => ({
  currency: row.currency_code as CurrencyCode,
  enabled: Boolean(row.enabled),
  depositShareBp: Number(row.deposit_share_bp),
  stakeShareBp: Number(row.stake_share_bp),
  windowDays: Number(row.window_days),
  minTransfer: Number(row.min_transfer),
  updatedAt: iso(row.updated_at)!,
  updatedBy: int(row.updated_by),
});

const notFound = () => new AppError(404, ErrorCode.ReferralNotFound, 'No such referral link.');

export interface ReferralsAdminDependencies {
  sql: SqlRunner;
  audit: AuditService;
  ledger: Ledger;
}

export function createReferralsAdmin({ sql, audit, ledger }: ReferralsAdminDependencies) {
  async function settingsIn(executor: SqlSession): Promise<AdminReferralSettings> {
    const [programme] = await executor.query<Raw>(
      'select enabled, updated_at, updated_by from referral_settings where id = 1',
    );
    const rows = await executor.query<Raw>(
      `select currency_code, enabled, deposit_share_bp, stake_share_bp, window_days,
         min_transfer::text as min_transfer, updated_at, updated_by
       from referral_currency_settings`,
    );
    const order = (code: string) => CURRENCY_CODES.indexOf(code as CurrencyCode);
    return {
      enabled: Boolean(programme?.enabled),
      currencies: rows
        .filter((row) => order(row.currency_code as string) >= 0)
        .sort((a, b) => order(a.currency_code as string) - order(b.currency_code as string))
        .map(currencyOf),
      updatedAt: iso(programme?.updated_at) ?? new Date(0).toISOString(),
      updatedBy: int(programme?.updated_by),
    };
  }

  /** Links with both players' e-mails (the users module's read). */
  async function linksOf(executor: SqlSession, rows: Raw[]): Promise<AdminReferralLink[]> {
    const ids = rows.flatMap((row) => [Number(row.referrer_id), Number(row.referee_id)]);
    const emails = new Map(
      (await playersByIds(executor, [...new Set(ids)])).map((p) => [p.id, p.email]),
    );
    return rows.map((row) => ({
      id: Number(row.id),
      referrerId: Number(row.referrer_id),
      referrerEmail: emails.get(Number(row.referrer_id)) ?? null,
      refereeId: Number(row.referee_id),
      refereeEmail: emails.get(Number(row.referee_id)) ?? null,
      status: row.status as ReferralLinkStatus,
      matchedOn: (row.matched_on as ReferralMatchKind[]) ?? [],
      earned: row.earned as string,
      currency: row.currency_code as CurrencyCode,
      createdAt: iso(row.created_at)!,
      reviewedBy: int(row.reviewed_by),
      reviewedAt: iso(row.reviewed_at),
      note: (row.note as string | null) ?? null,
    }));
  }

  return {
    async settings() {
      return { statusCode: 200 as const, settings: await settingsIn(sql) };
    },

    async setSwitch(body: AdminReferralSwitchBody, context: StaffContext) {
      return sql.transaction(async (tx) => {
        const before = await settingsIn(tx);
        await tx.query(
          `insert into referral_settings (id, enabled, updated_at, updated_by)
           values (1, $1, now(), $2)
           on conflict (id) do update set enabled = $1, updated_at = now(), updated_by = $2`,
          [body.enabled, context.actor.staffId],
        );
        const settings = await settingsIn(tx);
        await audit.record(tx, {
          ...context,
          action: body.enabled ? 'referral.enable' : 'referral.disable',
          target: { type: 'referral_settings', id: 1 },
          before: { enabled: before.enabled },
          after: { enabled: settings.enabled },
          reason: body.reason,
        });
        return { statusCode: 200 as const, settings };
      });
    },

    /** A currency's terms, from the next movement on (commission already posted stays). */
    async setCurrency(
      currency: CurrencyCode,
      body: AdminReferralCurrencyBody,
      context: StaffContext,
    ) {
      return sql.transaction(async (tx) => {
        const [before] = await tx.query<Raw>(
          `select currency_code, enabled, deposit_share_bp, stake_share_bp, window_days,
             min_transfer::text as min_transfer, updated_at, updated_by
           from referral_currency_settings where currency_code = $1 for update`,
          [currency],
        );
        await tx.query(
          `insert into referral_currency_settings (currency_code, enabled, deposit_share_bp,
             stake_share_bp, window_days, min_transfer, updated_at, updated_by)
           values ($1, $2, $3, $4, $5, $6, now(), $7)
           on conflict (currency_code) do update set enabled = $2, deposit_share_bp = $3,
             stake_share_bp = $4, window_days = $5, min_transfer = $6, updated_at = now(),
             updated_by = $7`,
          [
            currency,
            body.enabled,
            body.depositShareBp,
            body.stakeShareBp,
            body.windowDays,
            body.minTransfer,
            context.actor.staffId,
          ],
        );
        const settings = await settingsIn(tx);
        const terms = (row: AdminReferralCurrencySettings | undefined) =>
          row && {
            enabled: row.enabled,
            depositShareBp: row.depositShareBp,
            stakeShareBp: row.stakeShareBp,
            windowDays: row.windowDays,
            minTransfer: row.minTransfer,
          };
        await audit.record(tx, {
          ...context,
          action: 'referral.terms',
          target: { type: 'referral_currency', id: currency },
          before: before ? terms(currencyOf(before)) : null,
          after: terms(settings.currencies.find((row) => row.currency === currency)),
          reason: body.reason,
        });
        return { statusCode: 200 as const, settings };
      });
    },

    async reviews(query: { status?: 'pending' | 'approved' | 'blocked'; cursor?: string }) {
      const rows = await sql.query<Raw>(
        `select ${LINK_COLUMNS} from referral_links
         where status <> 'clear' and status = $1 and ($2::bigint is null or id < $2)
         order by status, id desc limit ${PAGE + 1}`,
        [query.status ?? 'pending', query.cursor ?? null],
      );
      const items = await linksOf(sql, rows.slice(0, PAGE));
      const nextCursor = rows.length > PAGE ? String(items.at(-1)!.id) : null;
      return { statusCode: 200 as const, items, nextCursor };
    },

    /** approved: commission from now on; blocked: none. A clear link was never held: 409. */
    async review(id: number, body: AdminReferralReviewBody, context: StaffContext) {
      return sql.transaction(async (tx) => {
        const [before] = await tx.query<Raw>(
          `select ${LINK_COLUMNS} from referral_links where id = $1 for update`,
          [id],
        );
        if (!before) throw notFound();
        if (before.status === 'clear') {
          throw new AppError(
            409,
            ErrorCode.ReferralStateConflict,
            'This link was never held as self-referral.',
          );
        }
        const [row] = await tx.query<Raw>(
          `update referral_links set status = $2, reviewed_by = $3, reviewed_at = now(),
             note = $4, updated_at = now()
           where id = $1 returning ${LINK_COLUMNS}`,
          [id, body.decision, context.actor.staffId, body.note],
        );
        const [link] = await linksOf(tx, [row!]);
        await audit.record(tx, {
          ...context,
          action: body.decision === 'approved' ? 'referral.approve' : 'referral.block',
          target: { type: 'referral_link', id },
          before: { status: before.status, matchedOn: before.matched_on },
          after: { status: link!.status, matchedOn: link!.matchedOn },
          reason: body.note,
        });
        return { statusCode: 200 as const, link: link! };
      });
    },

    /** The referrers who earned most, in one currency or all (compared within a currency). */
    async top(query: { currency?: CurrencyCode }) {
      const rows = await sql.query<Raw>(
        `select referrer_id, currency_code, count(*)::int as referrals,
           sum(earned)::text as earned
         from referral_links where ($1::text is null or currency_code = $1)
         group by referrer_id, currency_code
         order by sum(earned) desc, count(*) desc, referrer_id limit ${TOP}`,
        [query.currency ?? null],
      );
      const ids = rows.map((row) => Number(row.referrer_id));
      const [players, codes] = await Promise.all([
        playersByIds(sql, ids),
        sql.query<{ user_id: number; code: string }>(
          'select user_id, code from referral_codes where user_id = any($1::int[])',
          [ids],
        ),
      ]);
      const emails = new Map(players.map((p) => [p.id, p.email]));
      const codeOf = new Map(codes.map((row) => [Number(row.user_id), row.code]));
      const items: AdminReferrer[] = [];
      for (const row of rows) {
        const userId = Number(row.referrer_id);
        const currency = row.currency_code as CurrencyCode;
        const balance = (await ledger.balances(userId)).get(currency)?.get('referral') ?? 0n;
        items.push({
          userId,
          email: emails.get(userId) ?? null,
          code: codeOf.get(userId) ?? '',
          currency,
          referrals: Number(row.referrals),
          earned: row.earned as string,
          balance: balance.toString(),
        });
      }
      return { statusCode: 200 as const, items };
    },
  };
}

export type ReferralsAdmin = ReturnType<typeof createReferralsAdmin>;
