import {
  CURRENCY_CODES,
  currencyCodeSchema,
  type CurrencyCode,
  type ExchangeRatesResponse,
  type ExchangeRatesUpdateBody,
} from '@jackdaw/contracts';
import type { SqlRunner, SqlSession } from '../../db/client.js';
import {
  convertMinor,
  formatRate,
  isCompleteRates,
  parseRate,
  RATE_SCALE,
  type Rates,
} from './exchange.js';

export interface ExchangeSnapshot {
  reportingCurrency: CurrencyCode;
  rates: Rates;
  rows: { currency: CurrencyCode; perUsd: string; asOf: string; updatedAt: string }[];
}

/**
 * Exchange rates and the reporting currency, for reports and for every rule the specs state "or
 * the equivalent" in another currency. `convert` reads a cached snapshot (reloaded after an edit
 * by this process, and at most `ttlMs` old otherwise).
 */
export function createExchangeService(sql: SqlRunner, { ttlMs = 60_000 } = {}) {
  let cached: { at: number; snapshot: Promise<ExchangeSnapshot> } | undefined;

  async function load(executor: SqlSession): Promise<ExchangeSnapshot> {
    const [settings] = await executor.query<{ reporting_currency: string }>(
      'select reporting_currency from report_settings where id = 1',
    );
    const rows = await executor.query<{
      currency_code: string;
      per_usd: string;
      as_of: string;
      updated_at: string;
    }>(
      `select currency_code, per_usd::text as per_usd, to_char(as_of, 'YYYY-MM-DD') as as_of,
         to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as updated_at
       from report_exchange_rates order by currency_code`,
    );
    const known = rows.filter((row) => currencyCodeSchema.safeParse(row.currency_code).success);
    const rates = Object.fromEntries(
      known.map((row) => [row.currency_code, formatRate(parseRate(row.per_usd) ?? 0n)]),
    );
    if (!isCompleteRates(rates)) throw new Error('report_exchange_rates lacks a currency');
    const order = (code: string) => CURRENCY_CODES.indexOf(code as CurrencyCode);
    return {
      reportingCurrency: (settings?.reporting_currency ?? 'USD') as CurrencyCode,
      rates,
      rows: known
        .sort((a, b) => order(a.currency_code) - order(b.currency_code))
        .map((row) => ({
          currency: row.currency_code as CurrencyCode,
          perUsd: rates[row.currency_code as CurrencyCode],
          asOf: row.as_of,
          updatedAt: row.updated_at,
        })),
    };
  }

  function snapshot(): Promise<ExchangeSnapshot> {
    if (!cached || Date.now() - cached.at > ttlMs) {
      const loading = load(sql);
      cached = { at: Date.now(), snapshot: loading };
      loading.catch(() => (cached = undefined));
    }
    return cached.snapshot;
  }

  return {
    snapshot,
    /** Reads in the caller's transaction (no cache): the settings edit's before and after. */
    read: load,
    /** `minor` of `from` in minor units of `to`, rounded half away from zero. */
    async convert(minor: bigint, from: CurrencyCode, to: CurrencyCode): Promise<bigint> {
      return convertMinor(minor, from, to, (await snapshot()).rates);
    },
    /** `minor` of `from` in the reporting currency. */
    async toReporting(minor: bigint, from: CurrencyCode): Promise<bigint> {
      const { rates, reportingCurrency } = await snapshot();
      return convertMinor(minor, from, reportingCurrency, rates);
    },
    /** Applies an edit in the caller's transaction; answers the rates before and after. */
    async update(
      tx: SqlSession,
      body: ExchangeRatesUpdateBody,
      staffId: number,
    ): Promise<{ before: ExchangeSnapshot; after: ExchangeSnapshot }> {
      await tx.query('select id from report_settings where id = 1 for update');
      const before = await load(tx);
      if (body.reportingCurrency) {
        await tx.query(
          'update report_settings set reporting_currency = $1, updated_at = now() where id = 1',
          [body.reportingCurrency],
        );
      }
      for (const rate of body.rates ?? []) {
        const scaled = parseRate(rate.perUsd)!;
        await tx.query(
          `update report_exchange_rates set per_usd = $2::numeric, as_of = current_date,
             updated_at = now(), updated_by = $3
           where currency_code = $1 and per_usd <> $2::numeric`,
          [rate.currency, formatRate(scaled), staffId],
        );
      }
      const after = await load(tx);
      cached = undefined;
      return { before, after };
    },
    invalidate() {
      cached = undefined;
    },
  };
}

export type ExchangeService = ReturnType<typeof createExchangeService>;

/** Units of `currency` per 1 unit of the reporting currency, as text with up to 10 places. */
function perReporting(rates: Rates, currency: CurrencyCode, reporting: CurrencyCode): string {
  const unit = 10n ** BigInt(RATE_SCALE);
  const numerator = parseRate(rates[currency])! * unit;
  const denominator = parseRate(rates[reporting])!;
  return formatRate((numerator * 2n + denominator) / (denominator * 2n));
}

/** The snapshot as the console's call answers it. */
export function ratesAnswer(snapshot: ExchangeSnapshot): ExchangeRatesResponse {
  return {
    statusCode: 200,
    reportingCurrency: snapshot.reportingCurrency,
    rates: snapshot.rows.map((row) => ({
      ...row,
      perReporting: perReporting(snapshot.rates, row.currency, snapshot.reportingCurrency),
    })),
  };
}
