import {
  type CurrencyCode,
  type DashboardKpis,
  type DashboardResponse,
  type GgrGrouping,
  type GgrReportResponse,
  type PaymentsReportResponse,
  type RtpReportResponse,
} from '@jackdaw/contracts';
import { SLOT_TITLES } from '@jackdaw/games';
import type { SqlRunner } from '../../db/client.js';
import { pendingWithdrawals } from '../payments/index.js';
import { convertMinor } from './exchange.js';
import type { ExchangeService, ExchangeSnapshot } from './exchange.service.js';
import { SUCCESS_STATUSES, type Rollups } from './rollups.js';
import { rtpBand, RTP_CONFIDENCE } from './rtp.js';

/** A day range, both ends included (UTC days). */
export interface DayRange {
  from: string;
  to: string;
}

const DAY_MS = 86_400_000;
/** How old the last fold may be for a read to skip its own. */
export const READ_FRESHNESS_MS = 1_000;
export const utcDay = (at: Date) => at.toISOString().slice(0, 10);
export const addDays = (day: string, days: number) =>
  utcDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));

/** The range the caller gave, else the last 30 days to today. */
export function rangeOf(query: { from?: string; to?: string }, now = new Date()): DayRange {
  const to = query.to ?? (query.from ? addDays(query.from, 29) : utcDay(now));
  return { from: query.from ?? addDays(to, -29), to };
}

const TERMINAL: Record<'deposit' | 'withdraw', string[]> = {
  deposit: ['success', 'failed', 'canceled', 'expired', 'reversed'],
  withdraw: ['completed', 'rejected', 'canceled'],
};

const SETTLED_FILTER = `(kind = 'deposit' and status in (${TERMINAL.deposit.map((s) => `'${s}'`).join(', ')}))
  or (kind = 'withdraw' and status in (${TERMINAL.withdraw.map((s) => `'${s}'`).join(', ')}))`;

interface DayCurrency {
  day: string;
  currency_code: CurrencyCode;
}

/** Reads of the roll-up tables, after one fold so that they include what just moved. */
export function createReportsService(deps: {
  sql: SqlRunner;
  rollups: Rollups;
  exchange: ExchangeService;
}) {
  const { sql, rollups, exchange } = deps;

  // A read folds first, unless a fold of this process finished within READ_FRESHNESS_MS (a
  // burst of reads shares one fold; concurrent readers wait for the same one).
  let folded = 0;
  let folding: Promise<unknown> | undefined;
  async function fresh(): Promise<ExchangeSnapshot> {
    if (Date.now() - folded > READ_FRESHNESS_MS) {
      folding ??= rollups.fold().finally(() => {
        folded = Date.now();
        folding = undefined;
      });
      await folding;
    }
    return exchange.snapshot();
  }

  /**
   * The dashboard: its range always ends today, which is what lets the distinct active players
   * of the range be read from `report_daily_active.last_active` (players whose latest bet is on
   * or after `from`) rather than counted over every (day, player) pair.
   */
  async function dashboard(days: number): Promise<DashboardResponse> {
    const snapshot = await fresh();
    const to = utcDay(new Date());
    const from = addDays(to, -(days - 1));
    const params = [from, to];
    const [games, bonus, payments, players, active, [activeTotal], success, pending] =
      await Promise.all([
        sql.query<DayCurrency & { bets: string; wins: string }>(
          `select to_char(day, 'YYYY-MM-DD') as day, currency_code, sum(bets)::text as bets,
           sum(wins)::text as wins
         from report_daily_games where day between $1::date and $2::date
         group by day, currency_code`,
          params,
        ),
        sql.query<DayCurrency & { bonus: string }>(
          `select to_char(day, 'YYYY-MM-DD') as day, currency_code, bonus_credited::text as bonus
         from report_daily_bonus where day between $1::date and $2::date`,
          params,
        ),
        sql.query<DayCurrency & { kind: 'deposit' | 'withdraw'; count: string; amount: string }>(
          `select to_char(day, 'YYYY-MM-DD') as day, currency_code, kind, sum(count)::text as count,
           sum(amount)::text as amount
         from report_daily_payments
         where day between $1::date and $2::date
           and ((kind = 'deposit' and status = $3) or (kind = 'withdraw' and status = $4))
         group by day, currency_code, kind`,
          [...params, SUCCESS_STATUSES.deposit, SUCCESS_STATUSES.withdraw],
        ),
        sql.query<
          DayCurrency & {
            registrations: string;
            first_deposits: string;
            first_deposit_amount: string;
          }
        >(
          `select to_char(day, 'YYYY-MM-DD') as day, currency_code, registrations::text as registrations,
           first_deposits::text as first_deposits, first_deposit_amount::text as first_deposit_amount
         from report_daily_players where day between $1::date and $2::date`,
          params,
        ),
        sql.query<{ day: string; players: number }>(
          `select to_char(day, 'YYYY-MM-DD') as day, players::int as players
         from report_daily_active where day between $1::date and $2::date and players > 0`,
          params,
        ),
        // Distinct players from `from` to today: those whose latest bet is on or after `from`.
        sql.query<{ players: number }>(
          `select coalesce(sum(last_active), 0)::int as players from report_daily_active
         where day >= $1::date`,
          [from],
        ),
        sql.query<{
          method_code: string;
          kind: 'deposit' | 'withdraw';
          succeeded: number;
          settled: number;
        }>(
          `select method_code, kind,
           coalesce(sum(count) filter (where status = $3 or status = $4), 0)::int as succeeded,
           sum(count)::int as settled
         from report_daily_payments
         where day between $1::date and $2::date and (${SETTLED_FILTER})
         group by 1, 2 having sum(count) > 0 order by 1, 2`,
          [...params, SUCCESS_STATUSES.deposit, SUCCESS_STATUSES.withdraw],
        ),
        pendingWithdrawals(sql),
      ]);

    const convert = (value: bigint, currency: CurrencyCode) =>
      convertMinor(value, currency, snapshot.reportingCurrency, snapshot.rates);
    const empty = (): {
      [K in keyof DashboardKpis]: K extends
        'registrations' | 'firstDeposits' | 'depositCount' | 'withdrawalCount' | 'activePlayers'
        ? number
        : bigint;
    } => ({
      registrations: 0,
      firstDeposits: 0,
      firstDepositAmount: 0n,
      depositCount: 0,
      deposits: 0n,
      withdrawalCount: 0,
      withdrawals: 0n,
      ggr: 0n,
      ngr: 0n,
      activePlayers: 0,
    });
    const byDay = new Map<string, ReturnType<typeof empty>>();
    for (let day = from; day <= to; day = addDays(day, 1)) byDay.set(day, empty());
    const period = empty();
    const perCurrency = new Map<
      CurrencyCode,
      { deposits: bigint; withdrawals: bigint; ggr: bigint; bonus: bigint }
    >();
    const currencyOf = (code: CurrencyCode) => {
      const found = perCurrency.get(code) ?? { deposits: 0n, withdrawals: 0n, ggr: 0n, bonus: 0n };
      perCurrency.set(code, found);
      return found;
    };
    const both = (day: string, apply: (kpis: ReturnType<typeof empty>) => void) => {
      const point = byDay.get(day);
      if (point) apply(point);
      apply(period);
    };
    for (const row of games) {
      const ggr = BigInt(row.bets) - BigInt(row.wins);
      const converted = convert(ggr, row.currency_code);
      both(row.day, (kpis) => {
        kpis.ggr += converted;
        kpis.ngr += converted;
      });
      currencyOf(row.currency_code).ggr += ggr;
    }
    for (const row of bonus) {
      const converted = convert(BigInt(row.bonus), row.currency_code);
      both(row.day, (kpis) => (kpis.ngr -= converted));
      currencyOf(row.currency_code).bonus += BigInt(row.bonus);
    }
    for (const row of payments) {
      const amount = BigInt(row.amount);
      const converted = convert(amount, row.currency_code);
      const count = Number(row.count);
      both(row.day, (kpis) => {
        if (row.kind === 'deposit') {
          kpis.deposits += converted;
          kpis.depositCount += count;
        } else {
          kpis.withdrawals += converted;
          kpis.withdrawalCount += count;
        }
      });
      const totals = currencyOf(row.currency_code);
      if (row.kind === 'deposit') totals.deposits += amount;
      else totals.withdrawals += amount;
    }
    for (const row of players) {
      const converted = convert(BigInt(row.first_deposit_amount), row.currency_code);
      both(row.day, (kpis) => {
        kpis.registrations += Number(row.registrations);
        kpis.firstDeposits += Number(row.first_deposits);
        kpis.firstDepositAmount += converted;
      });
    }
    for (const row of active) {
      const point = byDay.get(row.day);
      if (point) point.activePlayers = Number(row.players);
    }
    period.activePlayers = Number(activeTotal?.players ?? 0);

    const answer = (kpis: ReturnType<typeof empty>): DashboardKpis => ({
      ...kpis,
      firstDepositAmount: kpis.firstDepositAmount.toString(),
      deposits: kpis.deposits.toString(),
      withdrawals: kpis.withdrawals.toString(),
      ggr: kpis.ggr.toString(),
      ngr: kpis.ngr.toString(),
    });
    const pendingAmount = pending.reduce(
      (total, row) => total + convert(row.amount, row.currency as CurrencyCode),
      0n,
    );
    return {
      statusCode: 200,
      reportingCurrency: snapshot.reportingCurrency,
      from,
      to,
      today: answer(byDay.get(to)!),
      period: answer(period),
      series: [...byDay].map(([day, kpis]) => ({ day, ...answer(kpis) })),
      perCurrency: [...perCurrency]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([currency, totals]) => ({
          currency,
          deposits: totals.deposits.toString(),
          withdrawals: totals.withdrawals.toString(),
          ggr: totals.ggr.toString(),
          bonus: totals.bonus.toString(),
          ngr: (totals.ggr - totals.bonus).toString(),
          ggrReporting: convert(totals.ggr, currency).toString(),
          ngrReporting: convert(totals.ggr - totals.bonus, currency).toString(),
          depositsReporting: convert(totals.deposits, currency).toString(),
          withdrawalsReporting: convert(totals.withdrawals, currency).toString(),
        })),
      pendingWithdrawals: {
        count: pending.reduce((total, row) => total + row.count, 0),
        amount: pendingAmount.toString(),
        perCurrency: pending.map((row) => ({
          currency: row.currency as CurrencyCode,
          count: row.count,
          amount: row.amount.toString(),
        })),
      },
      paymentSuccess: success.map((row) => ({
        methodCode: row.method_code,
        kind: row.kind,
        succeeded: Number(row.succeeded),
        settled: Number(row.settled),
        rate: row.settled > 0 ? Number(row.succeeded) / Number(row.settled) : null,
      })),
    };
  }

  async function ggr(range: DayRange, groupBy: GgrGrouping): Promise<GgrReportResponse> {
    const snapshot = await fresh();
    const key = {
      day: `to_char(g.day, 'YYYY-MM-DD')`,
      game: 'g.game',
      provider: 'g.provider',
      currency: 'g.currency_code',
    }[groupBy];
    const rows = await sql.query<{
      key: string;
      provider: string | null;
      currency_code: CurrencyCode;
      rounds: string;
      bets: string;
      wins: string;
    }>(
      `select ${key} as key, ${groupBy === 'game' ? 'g.provider' : 'null'} as provider,
         g.currency_code, sum(g.rounds)::text as rounds, sum(g.bets)::text as bets,
         sum(g.wins)::text as wins
       from report_daily_games g where g.day between $1::date and $2::date
       group by ${groupBy === 'day' ? 'g.day' : key}, 2, 3 order by 1, 2, 3`,
      [range.from, range.to],
    );
    const withBonus = groupBy === 'day' || groupBy === 'currency';
    const bonusRows = withBonus
      ? await sql.query<{ key: string; currency_code: CurrencyCode; bonus: string }>(
          `select ${groupBy === 'day' ? `to_char(day, 'YYYY-MM-DD')` : 'currency_code'} as key,
             currency_code, sum(bonus_credited)::text as bonus
           from report_daily_bonus where day between $1::date and $2::date
           group by ${groupBy === 'day' ? 'day' : 'currency_code'}, currency_code`,
          [range.from, range.to],
        )
      : [];
    const bonusOf = new Map(
      bonusRows.map((row) => [`${row.key}|${row.currency_code}`, BigInt(row.bonus)]),
    );
    const convert = (value: bigint, currency: CurrencyCode) =>
      convertMinor(value, currency, snapshot.reportingCurrency, snapshot.rates).toString();
    const answered = rows.map((row) => {
      const gross = BigInt(row.bets) - BigInt(row.wins);
      const bonus = withBonus ? (bonusOf.get(`${row.key}|${row.currency_code}`) ?? 0n) : null;
      bonusOf.delete(`${row.key}|${row.currency_code}`);
      return {
        key: row.key,
        provider: row.provider,
        currency: row.currency_code,
        rounds: Number(row.rounds),
        bets: row.bets,
        wins: row.wins,
        ggr: gross.toString(),
        bonus: bonus === null ? null : bonus.toString(),
        ngr: bonus === null ? null : (gross - bonus).toString(),
        ggrReporting: convert(gross, row.currency_code),
        ngrReporting: bonus === null ? null : convert(gross - bonus, row.currency_code),
      };
    });
    // Bonus money credited on a day (or in a currency) without play still lowers NGR.
    for (const [joined, bonus] of bonusOf) {
      const [rowKey, currency] = joined.split('|') as [string, CurrencyCode];
      answered.push({
        key: rowKey,
        provider: null,
        currency,
        rounds: 0,
        bets: '0',
        wins: '0',
        ggr: '0',
        bonus: bonus.toString(),
        ngr: (-bonus).toString(),
        ggrReporting: '0',
        ngrReporting: convert(-bonus, currency),
      });
    }
    answered.sort((a, b) => a.key.localeCompare(b.key) || a.currency.localeCompare(b.currency));
    return {
      statusCode: 200,
      reportingCurrency: snapshot.reportingCurrency,
      ...range,
      groupBy,
      rows: answered,
    };
  }

  async function paymentsReport(
    range: DayRange,
    kind: 'deposit' | 'withdraw' | undefined,
  ): Promise<PaymentsReportResponse> {
    const snapshot = await fresh();
    const rows = await sql.query<{
      method_code: string;
      kind: 'deposit' | 'withdraw';
      status: string;
      currency_code: CurrencyCode;
      count: string;
      amount: string;
    }>(
      `select method_code, kind, status, currency_code, sum(count)::text as count,
         sum(amount)::text as amount
       from report_daily_payments
       where day between $1::date and $2::date and ($3::text is null or kind = $3)
       group by 1, 2, 3, 4 having sum(count) <> 0 order by 1, 2, 3, 4`,
      [range.from, range.to, kind ?? null],
    );
    return {
      statusCode: 200,
      reportingCurrency: snapshot.reportingCurrency,
      ...range,
      rows: rows.map((row) => ({
        methodCode: row.method_code,
        kind: row.kind,
        status: row.status,
        currency: row.currency_code,
        count: Number(row.count),
        amount: row.amount,
        amountReporting: convertMinor(
          BigInt(row.amount),
          row.currency_code,
          snapshot.reportingCurrency,
          snapshot.rates,
        ).toString(),
      })),
    };
  }

  async function rtp(range: DayRange): Promise<RtpReportResponse> {
    await fresh();
    const rows = await sql.query<{
      title_id: string;
      rounds: string;
      sum_ratio: number;
      sum_ratio_sq: number;
    }>(
      `select title_id, sum(rounds)::text as rounds, sum(sum_ratio)::float8 as sum_ratio,
         sum(sum_ratio_sq)::float8 as sum_ratio_sq
       from report_daily_rtp where day between $1::date and $2::date group by 1`,
      [range.from, range.to],
    );
    const measured = new Map(rows.map((row) => [row.title_id, row]));
    return {
      statusCode: 200,
      ...range,
      confidence: RTP_CONFIDENCE,
      rows: SLOT_TITLES.map((title) => {
        const row = measured.get(title.id);
        const band = rtpBand({
          declared: title.rtp,
          rounds: Number(row?.rounds ?? 0),
          sumRatio: Number(row?.sum_ratio ?? 0),
          sumRatioSq: Number(row?.sum_ratio_sq ?? 0),
        });
        return { titleId: title.id, name: title.name, declaredRtp: title.rtp, ...band };
      }),
    };
  }

  return { dashboard, ggr, payments: paymentsReport, rtp, fold: () => rollups.fold() };
}

export type ReportsService = ReturnType<typeof createReportsService>;
