import * as z from 'zod/mini';
import { defineCall, errorResponses } from '../call.js';
import { currencyCodeSchema } from '../catalogue/currencies.js';
import { API_PREFIX, okEnvelope } from '../envelope.js';

/** Reports and the dashboard (issue 20): daily roll-ups, UTC days, money as minor-unit strings. */

/** The longest range a report reads, in days (both ends included). */
export const REPORT_MAX_DAYS = 366;
/** The dashboard's longest look-back. */
export const DASHBOARD_MAX_DAYS = 90;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (value: string) =>
  DAY.test(value) && new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;
export const reportDaySchema = z.string().check(z.refine(isDay, 'A day as YYYY-MM-DD'));

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/** A day range: `from` ≤ `to`, at most REPORT_MAX_DAYS days; both default to the last 30 days. */
export const reportRangeQuerySchema = z
  .object({ from: z.optional(reportDaySchema), to: z.optional(reportDaySchema) })
  .check(
    z.refine(
      (range) => !range.from || !range.to || daysBetween(range.from, range.to) >= 1,
      '`from` must not be after `to`',
    ),
    z.refine(
      (range) => !range.from || !range.to || daysBetween(range.from, range.to) <= REPORT_MAX_DAYS,
      `A report covers at most ${REPORT_MAX_DAYS} days`,
    ),
  );
export type ReportRangeQuery = z.infer<typeof reportRangeQuerySchema>;

/** Minor units as decimal text (may pass 2^53 once summed). */
const minor = z.string();

const kpisSchema = z.object({
  registrations: z.number(),
  firstDeposits: z.number(),
  firstDepositAmount: minor,
  depositCount: z.number(),
  deposits: minor,
  withdrawalCount: z.number(),
  withdrawals: minor,
  ggr: minor,
  ngr: minor,
  activePlayers: z.number(),
});
export type DashboardKpis = z.infer<typeof kpisSchema>;

export const dashboardQuerySchema = z.object({
  days: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(DASHBOARD_MAX_DAYS)), 30),
});

const currencyTotalsSchema = z.object({
  currency: currencyCodeSchema,
  deposits: minor,
  withdrawals: minor,
  ggr: minor,
  bonus: minor,
  ngr: minor,
  /** The same figures converted to the reporting currency. */
  ggrReporting: minor,
  ngrReporting: minor,
  depositsReporting: minor,
  withdrawalsReporting: minor,
});

export const dashboardResponseSchema = okEnvelope({
  reportingCurrency: currencyCodeSchema,
  from: z.string(),
  to: z.string(),
  /** Today (UTC), in the reporting currency. */
  today: kpisSchema,
  /** The whole range, in the reporting currency; activePlayers is distinct over the range. */
  period: kpisSchema,
  /** One point per day of the range, oldest first, in the reporting currency. */
  series: z.array(z.extend(kpisSchema, { day: z.string() })),
  /** The range per currency, native minor units and converted. */
  perCurrency: z.array(currencyTotalsSchema),
  pendingWithdrawals: z.object({
    count: z.number(),
    amount: minor,
    perCurrency: z.array(
      z.object({ currency: currencyCodeSchema, count: z.number(), amount: minor }),
    ),
  }),
  /** Over the range: settled payments per method and kind, and how many succeeded. */
  paymentSuccess: z.array(
    z.object({
      methodCode: z.string(),
      kind: z.enum(['deposit', 'withdraw']),
      succeeded: z.number(),
      settled: z.number(),
      /** succeeded / settled, null when nothing settled. */
      rate: z.nullable(z.number()),
    }),
  ),
});
export type DashboardResponse = z.infer<typeof dashboardResponseSchema>;

export const GGR_GROUPINGS = ['day', 'game', 'provider', 'currency'] as const;
export type GgrGrouping = (typeof GGR_GROUPINGS)[number];

export const ggrReportQuerySchema = z.extend(reportRangeQuerySchema, {
  groupBy: z._default(z.enum(GGR_GROUPINGS), 'day'),
});

export const ggrReportResponseSchema = okEnvelope({
  reportingCurrency: currencyCodeSchema,
  from: z.string(),
  to: z.string(),
  groupBy: z.enum(GGR_GROUPINGS),
  /** One row per group and currency; NGR only by day and currency (bonuses are not per game). */
  rows: z.array(
    z.object({
      key: z.string(),
      /** The game's provider when grouped by game. */
      provider: z.nullable(z.string()),
      currency: currencyCodeSchema,
      rounds: z.number(),
      bets: minor,
      wins: minor,
      ggr: minor,
      bonus: z.nullable(minor),
      ngr: z.nullable(minor),
      ggrReporting: minor,
      ngrReporting: z.nullable(minor),
    }),
  ),
});
export type GgrReportResponse = z.infer<typeof ggrReportResponseSchema>;

export const paymentsReportQuerySchema = z.extend(reportRangeQuerySchema, {
  kind: z.optional(z.enum(['deposit', 'withdraw'])),
});

export const paymentsReportResponseSchema = okEnvelope({
  reportingCurrency: currencyCodeSchema,
  from: z.string(),
  to: z.string(),
  /** Payments created in the range, per method, kind, current status and currency. */
  rows: z.array(
    z.object({
      methodCode: z.string(),
      kind: z.enum(['deposit', 'withdraw']),
      status: z.string(),
      currency: currencyCodeSchema,
      count: z.number(),
      amount: minor,
      amountReporting: minor,
    }),
  ),
});
export type PaymentsReportResponse = z.infer<typeof paymentsReportResponseSchema>;

export const rtpReportResponseSchema = okEnvelope({
  from: z.string(),
  to: z.string(),
  /** The confidence level of the band (0.95). */
  confidence: z.number(),
  rows: z.array(
    z.object({
      titleId: z.string(),
      name: z.string(),
      declaredRtp: z.number(),
      rounds: z.number(),
      /** Mean of win/bet over the rounds; null without rounds. */
      measuredRtp: z.nullable(z.number()),
      /** declared ± z·s/√n: where the measured RTP falls 95% of the time if the maths holds. */
      bandLow: z.nullable(z.number()),
      bandHigh: z.nullable(z.number()),
      /** Measured outside the band (needs at least 2 rounds). */
      flagged: z.boolean(),
    }),
  ),
});
export type RtpReportResponse = z.infer<typeof rtpReportResponseSchema>;

/** A rate: units of the currency per 1 USD, a positive decimal with up to 10 places. */
export const exchangeRateTextSchema = z.string().check(
  z.regex(/^\d{1,14}(\.\d{1,10})?$/),
  z.refine((value) => /[1-9]/.test(value), 'positive'),
);

export const exchangeRatesResponseSchema = okEnvelope({
  reportingCurrency: currencyCodeSchema,
  rates: z.array(
    z.object({
      currency: currencyCodeSchema,
      perUsd: z.string(),
      /** Units of the currency per 1 unit of the reporting currency. */
      perReporting: z.string(),
      asOf: z.string(),
      updatedAt: z.string(),
    }),
  ),
});
export type ExchangeRatesResponse = z.infer<typeof exchangeRatesResponseSchema>;

export const exchangeRatesUpdateBodySchema = z
  .object({
    reportingCurrency: z.optional(currencyCodeSchema),
    rates: z.optional(
      z
        .array(z.object({ currency: currencyCodeSchema, perUsd: exchangeRateTextSchema }))
        .check(z.minLength(1), z.maxLength(14)),
    ),
    reason: z.optional(z.string().check(z.maxLength(500))),
  })
  .check(
    z.refine(
      (body) => body.reportingCurrency !== undefined || body.rates !== undefined,
      'Nothing to change',
    ),
    z.refine(
      (body) =>
        !body.rates || new Set(body.rates.map((rate) => rate.currency)).size === body.rates.length,
      'A currency appears twice',
    ),
    z.refine(
      (body) => !body.rates?.some((rate) => rate.currency === 'USD' && Number(rate.perUsd) !== 1),
      'USD is the anchor: its rate is 1',
    ),
  );
export type ExchangeRatesUpdateBody = z.infer<typeof exchangeRatesUpdateBodySchema>;

export const adminDashboardCall = defineCall({
  method: 'GET',
  path: `${API_PREFIX}/admin/dashboard`,
  tags: ['admin'],
  summary: 'Dashboard: today and the last N days, per currency and in the reporting currency',
  auth: 'bearer',
  query: dashboardQuerySchema,
  responses: { 200: dashboardResponseSchema, ...errorResponses(401, 403) },
});

export const adminGgrReportCall = defineCall({
  method: 'GET',
  path: `${API_PREFIX}/admin/reports/ggr`,
  tags: ['admin'],
  summary: 'GGR and NGR by day, game, provider or currency over a day range',
  auth: 'bearer',
  query: ggrReportQuerySchema,
  responses: { 200: ggrReportResponseSchema, ...errorResponses(401, 403) },
});

export const adminPaymentsReportCall = defineCall({
  method: 'GET',
  path: `${API_PREFIX}/admin/reports/payments`,
  tags: ['admin'],
  summary: 'Deposits and withdrawals by method and status over a day range',
  auth: 'bearer',
  query: paymentsReportQuerySchema,
  responses: { 200: paymentsReportResponseSchema, ...errorResponses(401, 403) },
});

export const adminRtpReportCall = defineCall({
  method: 'GET',
  path: `${API_PREFIX}/admin/reports/rtp`,
  tags: ['admin'],
  summary: "Own games' measured RTP against the declared RTP, with a 95% band",
  auth: 'bearer',
  query: reportRangeQuerySchema,
  responses: { 200: rtpReportResponseSchema, ...errorResponses(401, 403) },
});

export const adminExchangeRatesCall = defineCall({
  method: 'GET',
  path: `${API_PREFIX}/admin/exchange-rates`,
  tags: ['admin'],
  summary: 'Exchange rates of the 14 currencies and the reporting currency',
  auth: 'bearer',
  responses: { 200: exchangeRatesResponseSchema, ...errorResponses(401, 403) },
});

export const adminExchangeRatesUpdateCall = defineCall({
  method: 'PUT',
  path: `${API_PREFIX}/admin/exchange-rates`,
  tags: ['admin'],
  summary: 'Edit exchange rates and the reporting currency (audited)',
  auth: 'bearer',
  body: exchangeRatesUpdateBodySchema,
  responses: { 200: exchangeRatesResponseSchema, ...errorResponses(401, 403) },
});
