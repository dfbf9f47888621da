import {
  ErrorCode,
  type AdminBonusState,
  type AdminPromoCode,
  type AdminPromoCodeBody,
  type AdminPromoRedemption,
  type PromoAmounts,
} from '@jackdaw/contracts';
import type { SqlRunner, SqlSession } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { AuditService, StaffActor } from '../audit/index.js';
import { codeStateProblem, promoCodeProblem, type OfferBrief } from './promo-codes-admin.rules.js';

/*
 * What staff do to promo codes (issue 21 "Back-office"), on the promo-codes module's own tables:
 * list with their uses, create, pause, resume and end, and read a code's redemptions. Each change
 * is one transaction with its audit row.
 */

export interface StaffContext {
  actor: StaffActor;
  address: string | null;
}

type Raw = Record<string, unknown>;
const nil = (value: unknown): value is null | undefined => value === null || value === undefined;
const iso = (value: unknown) => (nil(value) ? null : new Date(value as string).toISOString());
const int = (value: unknown) => (nil(value) ? null : Number(value));
const json = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

const COLUMNS = `id, code, reward, offer_id, amounts, refund_percent, refund_days, valid_from,
  valid_until, currencies, countries, max_uses, uses, status, created_by, created_at, updated_at`;
const PAGE = 50;

const codeOf = (row: Raw): AdminPromoCode => ({
  id: Number(row.id),
  code: row.code as string,
  reward: row.reward as AdminPromoCode['reward'],
  offerId: int(row.offer_id),
  amounts: json<PromoAmounts>(row.amounts),
  refundPercent: int(row.refund_percent),
  refundDays: int(row.refund_days),
  validFrom: iso(row.valid_from),
  validUntil: iso(row.valid_until),
  currencies: (row.currencies as string[]) ?? [],
  countries: (row.countries as string[]) ?? [],
  maxUses: int(row.max_uses),
  uses: Number(row.uses),
  status: row.status as AdminBonusState,
  createdBy: int(row.created_by),
  createdAt: iso(row.created_at)!,
  updatedAt: iso(row.updated_at)!,
});

const redemptionOf = (row: Raw): AdminPromoRedemption => ({
  id: Number(row.id),
  userId: Number(row.user_id),
  grantId: int(row.grant_id),
  campaignId: int(row.campaign_id),
  insuranceId: int(row.insurance_id),
  amount: nil(row.amount) ? null : String(row.amount),
  createdAt: iso(row.created_at)!,
});

const notFound = () => new AppError(404, ErrorCode.BonusNotFound, 'No such promo code.');
const taken = (code: string) =>
  new AppError(409, ErrorCode.PromoCodeTaken, `Another promo code is ${code} already.`);

export interface PromoCodesAdminDependencies {
  sql: SqlRunner;
  audit: AuditService;
  /** An offer's kind and status (the bonuses module's console), null when there is none. */
  offerBrief: (executor: SqlSession, id: number) => Promise<OfferBrief | null>;
}

export function createPromoCodesAdmin({ sql, audit, offerBrief }: PromoCodesAdminDependencies) {
  async function locked(tx: SqlSession, id: number) {
    const [row] = await tx.query<Raw>(
      `select ${COLUMNS} from promo_codes where id = $1 for update`,
      [id],
    );
    if (!row) throw notFound();
    return codeOf(row);
  }

  return {
    async list(query: { status?: AdminBonusState; q?: string; cursor?: string }) {
      const rows = await sql.query<Raw>(
        `select ${COLUMNS} from promo_codes
         where ($1::text is null or status = $1) and ($2::text is null or code like $2 || '%')
           and ($3::bigint is null or id < $3)
         order by id desc limit ${PAGE + 1}`,
        [query.status ?? null, query.q ? query.q.toUpperCase() : null, query.cursor ?? null],
      );
      const items = rows.slice(0, PAGE).map(codeOf);
      const nextCursor = rows.length > PAGE ? String(items.at(-1)!.id) : null;
      return { statusCode: 200 as const, items, nextCursor };
    },

    async create(body: AdminPromoCodeBody, context: StaffContext) {
      const code = body.code.trim().toUpperCase();
      return sql.transaction(async (tx) => {
        const offer = body.offerId === null ? null : await offerBrief(tx, body.offerId);
        if (body.offerId !== null && !offer) {
          throw new AppError(404, ErrorCode.BonusNotFound, `No bonus offer ${body.offerId}.`);
        }
        const problem = promoCodeProblem(body, offer);
        if (problem) throw new AppError(422, ErrorCode.BonusOfferInvalid, problem);
        const [existing] = await tx.query<{ id: number }>(
          'select id from promo_codes where code = $1',
          [code],
        );
        if (existing) throw taken(code);
        // A code taken between the check and the insert meets the unique index: no row, 409.
        const [row] = await tx.query<Raw>(
          `insert into promo_codes (code, reward, offer_id, amounts, refund_percent, refund_days,
             valid_from, valid_until, currencies, countries, max_uses, created_by)
           values ($1, $2, $3, $4::jsonb, $5, $6, $7, $8, $9::text[], $10::text[], $11, $12)
           on conflict (code) do nothing
           returning ${COLUMNS}`,
          [
            code,
            body.reward,
            body.offerId,
            JSON.stringify(body.amounts),
            body.refundPercent,
            body.refundDays,
            body.validFrom,
            body.validUntil,
            [...new Set(body.currencies)],
            [...new Set(body.countries)],
            body.maxUses,
            context.actor.staffId,
          ],
        );
        if (!row) throw taken(code);
        const created = codeOf(row);
        await audit.record(tx, {
          ...context,
          action: 'promo_code.create',
          target: { type: 'promo_code', id: created.id },
          after: created,
        });
        return { statusCode: 200 as const, code: created };
      });
    },

    async setState(
      id: number,
      { status, reason }: { status: AdminBonusState; reason: string },
      context: StaffContext,
    ) {
      return sql.transaction(async (tx) => {
        const before = await locked(tx, id);
        const problem = codeStateProblem(before.status, status);
        if (problem) throw new AppError(409, ErrorCode.BonusStateConflict, problem);
        const [row] = await tx.query<Raw>(
          `update promo_codes set status = $1, updated_at = now() where id = $2
           returning ${COLUMNS}`,
          [status, id],
        );
        const code = codeOf(row!);
        const verb = status === 'active' ? 'resume' : status === 'paused' ? 'pause' : 'end';
        await audit.record(tx, {
          ...context,
          action: `promo_code.${verb}`,
          target: { type: 'promo_code', id },
          before: { status: before.status, uses: before.uses },
          after: { status: code.status, uses: code.uses },
          reason,
        });
        return { statusCode: 200 as const, code };
      });
    },

    async redemptions(id: number, query: { cursor?: string }) {
      const [code] = await sql.query<{ id: number }>('select id from promo_codes where id = $1', [
        id,
      ]);
      if (!code) throw notFound();
      const rows = await sql.query<Raw>(
        `select id, user_id, grant_id, campaign_id, insurance_id, amount, created_at
         from promo_redemptions where promo_code_id = $1 and ($2::bigint is null or id < $2)
         order by id desc limit ${PAGE + 1}`,
        [id, query.cursor ?? null],
      );
      const items = rows.slice(0, PAGE).map(redemptionOf);
      const nextCursor = rows.length > PAGE ? String(items.at(-1)!.id) : null;
      return { statusCode: 200 as const, items, nextCursor };
    },
  };
}

export type PromoCodesAdmin = ReturnType<typeof createPromoCodesAdmin>;
