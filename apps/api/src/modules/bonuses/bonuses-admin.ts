import {
  ErrorCode,
  type AdminBonusOffer,
  type AdminBonusOfferBody,
  type AdminBonusRefusal,
  type AdminBonusRefusalReviewBody,
  type AdminBonusRefusalsQuery,
  type AdminBonusSettings,
  type AdminBonusSettingsBody,
  type AdminBonusState,
  type AdminPlayerBonus,
  type AdminPlayerLedgerEntry,
  type BonusTerms,
} from '@jackdaw/contracts';
import type { SqlRunner, SqlSession } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { AuditService, StaffActor } from '../audit/index.js';
import { playerRecord, playersByIds } from '../users/index.js';
import { playerLedgerPage } from '../wallet/index.js';
import {
  isBonusEntry,
  offerProblem,
  progressPercent,
  stateProblem,
} from './bonuses-admin.rules.js';
import type { Grants } from './types.js';

/*
 * What staff do to the bonus engine (issue 21 "Back-office"), on the bonuses module's own tables:
 * offers (list, create, edit, pause, end), the operator's bonus settings, the review of refused
 * grants, and a player's bonuses with their ledger entries and a cancel. Each change is one
 * transaction with its audit row; reads of a player's data are audited like the player card's.
 */

export interface StaffContext {
  actor: StaffActor;
  address: string | null;
}

type Raw = Record<string, unknown>;
const nil = (value: unknown): value is null | undefined => value === null || value === undefined;
const json = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;
const iso = (value: unknown) => (nil(value) ? null : new Date(value as string).toISOString());
const isoNow = (value: unknown) => new Date(value as string).toISOString();
const int = (value: unknown) => (nil(value) ? null : Number(value));
const minor = (value: unknown) => (nil(value) ? null : String(value));

const OFFER_COLUMNS = `id, slug, name, kind, display_kind, product, percent, fast_percent,
  fast_minutes, deposit_window_hours, registration, deposits, amounts, max_stake,
  wager_multiplier, wagering_hours, freespin_wager_multiplier, freespin_wagering_hours,
  contributions, payout_percent, spins_total, spins_parts, spins_part_hours, spins_game,
  claim_hours, status, starts_at, ends_at, created_at, updated_at`;

const offerOf = (row: Raw): AdminBonusOffer => ({
  id: Number(row.id),
  slug: (row.slug as string | null) ?? null,
  name: row.name as string,
  kind: row.kind as AdminBonusOffer['kind'],
  displayKind: row.display_kind as AdminBonusOffer['displayKind'],
  product: row.product as AdminBonusOffer['product'],
  percent: Number(row.percent),
  fastPercent: int(row.fast_percent),
  fastMinutes: int(row.fast_minutes),
  depositWindowHours: int(row.deposit_window_hours),
  registration: row.registration as AdminBonusOffer['registration'],
  deposits: row.deposits as AdminBonusOffer['deposits'],
  amounts: json(row.amounts),
  maxStake: nil(row.max_stake) ? null : json(row.max_stake),
  wagerMultiplier: Number(row.wager_multiplier),
  wageringHours: Number(row.wagering_hours),
  freespinWagerMultiplier: int(row.freespin_wager_multiplier),
  freespinWageringHours: int(row.freespin_wagering_hours),
  contributions: json(row.contributions),
  payoutPercent: Number(row.payout_percent),
  spinsTotal: int(row.spins_total),
  spinsParts: int(row.spins_parts),
  spinsPartHours: int(row.spins_part_hours),
  spinsGame: (row.spins_game as string | null) ?? null,
  claimHours: Number(row.claim_hours),
  status: row.status as AdminBonusState,
  startsAt: iso(row.starts_at),
  endsAt: iso(row.ends_at),
  createdAt: isoNow(row.created_at),
  updatedAt: isoNow(row.updated_at),
});

/** The body's values in the order of OFFER_FIELDS ($1…$25). */
const offerValues = (body: AdminBonusOfferBody) => [
  body.name,
  body.kind,
  body.displayKind,
  body.product,
  body.percent,
  body.fastPercent,
  body.fastMinutes,
  body.depositWindowHours,
  body.registration,
  body.deposits,
  JSON.stringify(body.amounts),
  body.maxStake === null ? null : JSON.stringify(body.maxStake),
  body.wagerMultiplier,
  body.wageringHours,
  body.freespinWagerMultiplier,
  body.freespinWageringHours,
  JSON.stringify(body.contributions),
  body.payoutPercent,
  body.spinsTotal,
  body.spinsParts,
  body.spinsPartHours,
  body.spinsGame,
  body.claimHours,
  body.startsAt,
  body.endsAt,
];
const OFFER_FIELDS = `name, kind, display_kind, product, percent, fast_percent, fast_minutes,
  deposit_window_hours, registration, deposits, amounts, max_stake, wager_multiplier,
  wagering_hours, freespin_wager_multiplier, freespin_wagering_hours, contributions,
  payout_percent, spins_total, spins_parts, spins_part_hours, spins_game, claim_hours,
  starts_at, ends_at`;
const OFFER_PLACEHOLDERS = `$1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::jsonb, $12::jsonb, $13,
  $14, $15, $16, $17::jsonb, $18, $19, $20, $21, $22, $23, $24, $25`;

const settingsOf = (row: Raw): AdminBonusSettings => ({
  sportsbookEnabled: Boolean(row.sportsbook_enabled),
  turnoverRule: Boolean(row.turnover_rule),
  updatedAt: isoNow(row.updated_at),
  updatedBy: int(row.updated_by),
});

const REFUSAL_COLUMNS = `id, user_id, source, offer_id, promo_code_id, payment_id, matched_on,
  matched_user_id, status, reviewed_by, reviewed_at, note, created_at`;

const refusalOf = (row: Raw, emails: Map<number, string>): AdminBonusRefusal => ({
  id: Number(row.id),
  userId: Number(row.user_id),
  email: emails.get(Number(row.user_id)) ?? null,
  source: row.source as AdminBonusRefusal['source'],
  offerId: int(row.offer_id),
  promoCodeId: int(row.promo_code_id),
  paymentId: (row.payment_id as string | null) ?? null,
  matchedOn: row.matched_on as AdminBonusRefusal['matchedOn'],
  matchedUserId: Number(row.matched_user_id),
  matchedEmail: emails.get(Number(row.matched_user_id)) ?? null,
  status: row.status as AdminBonusRefusal['status'],
  reviewedBy: int(row.reviewed_by),
  reviewedAt: iso(row.reviewed_at),
  note: (row.note as string | null) ?? null,
  createdAt: isoNow(row.created_at),
});

const GRANT_COLUMNS = `id, offer_id, kind, display_kind, product, source, status, currency_code,
  amount, deposit_amount, wager_required, wager_progress, converted, forfeited, campaign_id,
  promo_code_id, valid_until, wager_valid_until, activated_at, ended_at, end_reason, created_at,
  terms`;

const grantOf = (row: Raw): AdminPlayerBonus => {
  const terms = json<BonusTerms>(row.terms);
  const required = BigInt(row.wager_required as string);
  const progress = BigInt(row.wager_progress as string);
  return {
    id: Number(row.id),
    offerId: int(row.offer_id),
    name: terms.name,
    kind: row.kind as AdminPlayerBonus['kind'],
    displayKind: row.display_kind as AdminPlayerBonus['displayKind'],
    product: row.product as AdminPlayerBonus['product'],
    source: row.source as AdminPlayerBonus['source'],
    status: row.status as AdminPlayerBonus['status'],
    currency: row.currency_code as AdminPlayerBonus['currency'],
    amount: String(row.amount),
    depositAmount: minor(row.deposit_amount),
    wagerRequired: required.toString(),
    wagerProgress: progress.toString(),
    progressPercent: progressPercent(required, progress),
    converted: minor(row.converted),
    forfeited: minor(row.forfeited),
    campaignId: int(row.campaign_id),
    promoCodeId: int(row.promo_code_id),
    validUntil: iso(row.valid_until),
    wagerValidUntil: iso(row.wager_valid_until),
    activatedAt: iso(row.activated_at),
    endedAt: iso(row.ended_at),
    endReason: (row.end_reason as string | null) ?? null,
    createdAt: isoNow(row.created_at),
    terms,
  };
};

/** A grant that has ended (statuses of engagement §3 a bonus does not come back from). */
const ENDED_STATUSES = new Set(['deactivated', 'received']);

const offerNotFound = () => new AppError(404, ErrorCode.BonusNotFound, 'No such bonus offer.');
const grantNotFound = () =>
  new AppError(404, ErrorCode.BonusNotFound, 'No such bonus of the player.');
const conflict = (message: string) => new AppError(409, ErrorCode.BonusStateConflict, message);
const playerNotFound = (id: number) =>
  new AppError(404, ErrorCode.PlayerNotFound, `No player with id ${id}.`);

/** How many ledger entries one page of a player's bonus ledger scans (then filters). */
const LEDGER_SCAN = 200;
const PAGE = 50;

export interface BonusesAdminDependencies {
  sql: SqlRunner;
  audit: AuditService;
  /** The bonuses module's grant lifecycle: a staff cancel goes through it, in our transaction. */
  grants: Pick<Grants, 'cancelIn'>;
}

export function createBonusesAdmin({ sql, audit, grants }: BonusesAdminDependencies) {
  async function lockedOffer(tx: SqlSession, id: number) {
    const [row] = await tx.query<Raw>(
      `select ${OFFER_COLUMNS} from bonus_offers where id = $1 for update`,
      [id],
    );
    if (!row) throw offerNotFound();
    return offerOf(row);
  }

  function checkOffer(body: AdminBonusOfferBody) {
    const problem = offerProblem(body);
    if (problem) throw new AppError(422, ErrorCode.BonusOfferInvalid, problem);
  }

  async function existingPlayer(tx: SqlSession, id: number) {
    if (!(await playerRecord(tx, id))) throw playerNotFound(id);
  }

  return {
    async offers(query: { status?: AdminBonusState; cursor?: string }) {
      const rows = await sql.query<Raw>(
        `select ${OFFER_COLUMNS} from bonus_offers
         where ($1::text is null or status = $1) and ($2::bigint is null or id < $2)
         order by id desc limit ${PAGE + 1}`,
        [query.status ?? null, query.cursor ?? null],
      );
      const items = rows.slice(0, PAGE).map(offerOf);
      const nextCursor = rows.length > PAGE ? String(items.at(-1)!.id) : null;
      return { statusCode: 200 as const, items, nextCursor };
    },

    async offer(id: number) {
      const [row] = await sql.query<Raw>(
        `select ${OFFER_COLUMNS} from bonus_offers where id = $1`,
        [id],
      );
      if (!row) throw offerNotFound();
      return { statusCode: 200 as const, offer: offerOf(row) };
    },

    /** An offer's name and kind for a promo code's check (injected into promo-codes' console). */
    async offerBrief(executor: SqlSession, id: number) {
      const [row] = await executor.query<{ name: string; kind: string; status: string }>(
        'select name, kind, status from bonus_offers where id = $1',
        [id],
      );
      return row ?? null;
    },

    async createOffer(body: AdminBonusOfferBody, context: StaffContext) {
      checkOffer(body);
      return sql.transaction(async (tx) => {
        const [row] = await tx.query<Raw>(
          `insert into bonus_offers (${OFFER_FIELDS}) values (${OFFER_PLACEHOLDERS})
           returning ${OFFER_COLUMNS}`,
          offerValues(body),
        );
        const offer = offerOf(row!);
        await audit.record(tx, {
          ...context,
          action: 'bonus_offer.create',
          target: { type: 'bonus_offer', id: offer.id },
          after: offer,
        });
        return { statusCode: 200 as const, offer };
      });
    },

    async editOffer(id: number, body: AdminBonusOfferBody, context: StaffContext) {
      return sql.transaction(async (tx) => {
        const before = await lockedOffer(tx, id);
        if (before.status === 'ended') throw conflict('The offer has ended: it cannot change.');
        checkOffer(body);
        const [row] = await tx.query<Raw>(
          `update bonus_offers set (${OFFER_FIELDS}) = (${OFFER_PLACEHOLDERS}),
             updated_at = now()
           where id = $26 returning ${OFFER_COLUMNS}`,
          [...offerValues(body), id],
        );
        const offer = offerOf(row!);
        await audit.record(tx, {
          ...context,
          action: 'bonus_offer.edit',
          target: { type: 'bonus_offer', id },
          before,
          after: offer,
        });
        return { statusCode: 200 as const, offer };
      });
    },

    async setOfferState(
      id: number,
      { status, reason }: { status: AdminBonusState; reason: string },
      context: StaffContext,
    ) {
      return sql.transaction(async (tx) => {
        const before = await lockedOffer(tx, id);
        const problem = stateProblem(before.status, status);
        if (problem) throw conflict(problem);
        const [row] = await tx.query<Raw>(
          `update bonus_offers set status = $1, updated_at = now(),
             ends_at = case when $1 = 'ended' then least(coalesce(ends_at, now()), now()) else ends_at end
           where id = $2 returning ${OFFER_COLUMNS}`,
          [status, id],
        );
        const offer = offerOf(row!);
        const verb = status === 'active' ? 'resume' : status === 'paused' ? 'pause' : 'end';
        await audit.record(tx, {
          ...context,
          action: `bonus_offer.${verb}`,
          target: { type: 'bonus_offer', id },
          before: { status: before.status, endsAt: before.endsAt },
          after: { status: offer.status, endsAt: offer.endsAt },
          reason,
        });
        return { statusCode: 200 as const, offer };
      });
    },

    async settings() {
      const [row] = await sql.query<Raw>(
        'select sportsbook_enabled, turnover_rule, updated_at, updated_by from bonus_settings where id = 1',
      );
      return { statusCode: 200 as const, settings: settingsOf(row!) };
    },

    async editSettings(body: AdminBonusSettingsBody, context: StaffContext) {
      return sql.transaction(async (tx) => {
        const [old] = await tx.query<Raw>(
          `insert into bonus_settings (id) values (1) on conflict (id) do update set id = 1
           returning sportsbook_enabled, turnover_rule, updated_at, updated_by`,
        );
        const [row] = await tx.query<Raw>(
          `update bonus_settings set sportsbook_enabled = $1, turnover_rule = $2,
             updated_at = now(), updated_by = $3
           where id = 1 returning sportsbook_enabled, turnover_rule, updated_at, updated_by`,
          [body.sportsbookEnabled, body.turnoverRule, context.actor.staffId],
        );
        const before = settingsOf(old!);
        const settings = settingsOf(row!);
        await audit.record(tx, {
          ...context,
          action: 'bonus_settings.edit',
          target: { type: 'bonus_settings', id: 1 },
          before: {
            sportsbookEnabled: before.sportsbookEnabled,
            turnoverRule: before.turnoverRule,
          },
          after: {
            sportsbookEnabled: settings.sportsbookEnabled,
            turnoverRule: settings.turnoverRule,
          },
          reason: body.reason,
        });
        return { statusCode: 200 as const, settings };
      });
    },

    async refusals(query: AdminBonusRefusalsQuery) {
      const rows = await sql.query<Raw>(
        `select ${REFUSAL_COLUMNS} from bonus_refusals
         where ($1::text is null or status = $1) and ($2::bigint is null or id < $2)
         order by id desc limit ${PAGE + 1}`,
        [query.status ?? null, query.cursor ?? null],
      );
      const page = rows.slice(0, PAGE);
      const ids = [
        ...new Set(page.flatMap((row) => [Number(row.user_id), Number(row.matched_user_id)])),
      ];
      const emails = new Map((await playersByIds(sql, ids)).map((p) => [p.id, p.email]));
      const items = page.map((row) => refusalOf(row, emails));
      const nextCursor = rows.length > PAGE ? String(items.at(-1)!.id) : null;
      return { statusCode: 200 as const, items, nextCursor };
    },

    async reviewRefusal(id: number, body: AdminBonusRefusalReviewBody, context: StaffContext) {
      return sql.transaction(async (tx) => {
        const [old] = await tx.query<Raw>(
          `select ${REFUSAL_COLUMNS} from bonus_refusals where id = $1 for update`,
          [id],
        );
        if (!old) throw new AppError(404, ErrorCode.BonusNotFound, 'No such refused grant.');
        if (old.status !== 'open') throw conflict(`It was ${String(old.status)} already.`);
        const [row] = await tx.query<Raw>(
          `update bonus_refusals set status = $1, note = $2, reviewed_by = $3, reviewed_at = now()
           where id = $4 returning ${REFUSAL_COLUMNS}`,
          [body.decision, body.note, context.actor.staffId, id],
        );
        const ids = [Number(row!.user_id), Number(row!.matched_user_id)];
        const emails = new Map((await playersByIds(tx, ids)).map((p) => [p.id, p.email]));
        const refusal = refusalOf(row!, emails);
        await audit.record(tx, {
          ...context,
          action: `bonus_refusal.${body.decision === 'upheld' ? 'uphold' : 'overturn'}`,
          target: { type: 'bonus_refusal', id },
          before: { status: old.status },
          after: {
            status: refusal.status,
            userId: refusal.userId,
            matchedUserId: refusal.matchedUserId,
          },
          reason: body.note,
        });
        return { statusCode: 200 as const, refusal };
      });
    },

    /** Every grant of the player, newest first; an audited read of the player's data. */
    async playerBonuses(userId: number, context: StaffContext) {
      return sql.transaction(async (tx) => {
        await existingPlayer(tx, userId);
        const rows = await tx.query<Raw>(
          `select ${GRANT_COLUMNS} from bonus_grants where user_id = $1 order by id desc limit 200`,
          [userId],
        );
        await audit.record(tx, {
          ...context,
          action: 'player.bonuses.read',
          target: { type: 'player', id: userId },
          after: { rows: rows.length },
        });
        return { statusCode: 200 as const, items: rows.map(grantOf) };
      });
    },

    /**
     * The player's ledger entries that concern bonuses, newest first: a page scans the next
     * LEDGER_SCAN entries of the wallet's keyset page and keeps the bonus ones, so it may be short
     * (even empty) with more to come; `nextCursor` is null once the ledger is read to its start.
     */
    async playerBonusLedger(userId: number, query: { cursor?: string }, context: StaffContext) {
      return sql.transaction(async (tx) => {
        await existingPlayer(tx, userId);
        const scanned = await playerLedgerPage(tx, userId, {
          before: query.cursor ? BigInt(query.cursor) : null,
          limit: LEDGER_SCAN,
        });
        const items: AdminPlayerLedgerEntry[] = scanned.filter(isBonusEntry).map((entry) => ({
          id: entry.id.toString(),
          transactionId: entry.transactionId.toString(),
          kind: entry.kind,
          account: entry.account,
          currency: entry.currency,
          amount: entry.amount.toString(),
          balanceAfter: entry.balanceAfter === null ? null : entry.balanceAfter.toString(),
          at: entry.at.toISOString(),
          metadata: entry.metadata,
        }));
        await audit.record(tx, {
          ...context,
          action: 'player.bonus_ledger.read',
          target: { type: 'player', id: userId },
          after: { cursor: query.cursor ?? null, rows: items.length },
        });
        const nextCursor = scanned.length === LEDGER_SCAN ? scanned.at(-1)!.id.toString() : null;
        return { statusCode: 200 as const, items, nextCursor };
      });
    },

    /** Staff cancel a player's bonus through the grants' lifecycle, audited in its transaction. */
    async cancelPlayerBonus(
      userId: number,
      grantId: number,
      reason: string,
      context: StaffContext,
    ) {
      return sql.transaction(async (tx) => {
        await existingPlayer(tx, userId);
        const [old] = await tx.query<Raw>(
          `select ${GRANT_COLUMNS} from bonus_grants where id = $1 and user_id = $2`,
          [grantId, userId],
        );
        if (!old) throw grantNotFound();
        if (ENDED_STATUSES.has(String(old.status))) {
          throw conflict(`The bonus has ended already (${String(old.status)}).`);
        }
        const bonus = await grants.cancelIn(tx, userId, grantId, 'staff');
        const [row] = await tx.query<Raw>(
          `select ${GRANT_COLUMNS} from bonus_grants where id = $1`,
          [grantId],
        );
        const before = grantOf(old);
        const after = grantOf(row!);
        const facts = ({ terms: _terms, ...rest }: AdminPlayerBonus) => rest;
        await audit.record(tx, {
          ...context,
          action: 'bonus.cancel',
          target: { type: 'bonus_grant', id: grantId },
          before: { ...facts(before), userId },
          after: { ...facts(after), userId },
          reason,
        });
        return { statusCode: 200 as const, bonus };
      });
    },
  };
}

export type BonusesAdmin = ReturnType<typeof createBonusesAdmin>;
