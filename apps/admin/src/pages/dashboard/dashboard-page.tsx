import {
  adminDashboardCall,
  type CurrencyCode,
  type DashboardKpis,
  type DashboardResponse,
} from '@jackdaw/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import {
  DataTable,
  downloadCsv,
  ErrorNotice,
  Field,
  Money,
  Page,
  Section,
  Select,
  TableSection,
  Tabs,
  type Column,
} from '../../ui';
import { ChartPanel, majorFormatter, seriesOf, toMajor, toPercent } from '../../ui/chart-panel';
import { percent } from './figures';

const DAY_CHOICES = ['7', '30', '90'] as const;
type View = 'reporting' | 'currencies';

function Tile({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="rounded-lg border border-border bg-surface p-3">
      <dt className="text-[13px] text-text-muted">{label}</dt>
      <dd className="mt-1 text-xl font-semibold tabular-nums">{children}</dd>
    </div>
  );
}

function KpiTiles({
  title,
  kpis,
  currency,
}: {
  title: string;
  kpis: DashboardKpis;
  currency: CurrencyCode;
}) {
  const { t } = useTranslation('dashboard');
  return (
    <Section title={title}>
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-4 xl:grid-cols-5">
        <Tile label={t('kpi.registrations')}>{kpis.registrations}</Tile>
        <Tile label={t('kpi.firstDeposits')}>
          {kpis.firstDeposits}{' '}
          <span className="text-sm font-normal text-text-muted">
            (<Money minor={kpis.firstDepositAmount} currency={currency} />)
          </span>
        </Tile>
        <Tile label={t('kpi.deposits', { count: kpis.depositCount })}>
          <Money minor={kpis.deposits} currency={currency} />
        </Tile>
        <Tile label={t('kpi.withdrawals', { count: kpis.withdrawalCount })}>
          <Money minor={kpis.withdrawals} currency={currency} />
        </Tile>
        <Tile label={t('kpi.ggr')}>
          <Money minor={kpis.ggr} currency={currency} />
        </Tile>
        <Tile label={t('kpi.ngr')}>
          <Money minor={kpis.ngr} currency={currency} />
        </Tile>
        <Tile label={t('kpi.activePlayers')}>{kpis.activePlayers}</Tile>
      </dl>
    </Section>
  );
}

type CurrencyRow = DashboardResponse['perCurrency'][number];

function PerCurrency({ data }: { data: DashboardResponse }) {
  const { t } = useTranslation('dashboard');
  const money = (pick: (row: CurrencyRow) => string) => (row: CurrencyRow) => (
    <Money minor={pick(row)} currency={row.currency} />
  );
  const reporting = (pick: (row: CurrencyRow) => string) => (row: CurrencyRow) => (
    <Money minor={pick(row)} currency={data.reportingCurrency} />
  );
  const columns: Column<CurrencyRow>[] = [
    { key: 'currency', header: t('table.currency'), cell: (row) => row.currency },
    {
      key: 'deposits',
      header: t('table.deposits'),
      align: 'right',
      cell: money((r) => r.deposits),
    },
    {
      key: 'withdrawals',
      header: t('table.withdrawals'),
      align: 'right',
      cell: money((r) => r.withdrawals),
    },
    { key: 'ggr', header: t('table.ggr'), align: 'right', cell: money((r) => r.ggr) },
    { key: 'bonus', header: t('table.bonus'), align: 'right', cell: money((r) => r.bonus) },
    { key: 'ngr', header: t('table.ngr'), align: 'right', cell: money((r) => r.ngr) },
    {
      key: 'ggrReporting',
      header: t('table.ggrIn', { currency: data.reportingCurrency }),
      align: 'right',
      cell: reporting((r) => r.ggrReporting),
    },
    {
      key: 'ngrReporting',
      header: t('table.ngrIn', { currency: data.reportingCurrency }),
      align: 'right',
      cell: reporting((r) => r.ngrReporting),
    },
  ];
  const exportCsv = () =>
    downloadCsv(
      `per-currency-${data.from}-${data.to}`,
      [
        'currency',
        'deposits_minor',
        'withdrawals_minor',
        'ggr_minor',
        'bonus_minor',
        'ngr_minor',
        `ggr_${data.reportingCurrency}_minor`,
        `ngr_${data.reportingCurrency}_minor`,
      ],
      data.perCurrency.map((row) => [
        row.currency,
        row.deposits,
        row.withdrawals,
        row.ggr,
        row.bonus,
        row.ngr,
        row.ggrReporting,
        row.ngrReporting,
      ]),
    );
  return (
    <TableSection
      title={t('perCurrency.title')}
      onExport={exportCsv}
      columns={columns}
      rows={data.perCurrency}
      rowKey={(row) => row.currency}
    />
  );
}

function Charts({ data }: { data: DashboardResponse }) {
  const { t } = useTranslation('dashboard');
  const format = majorFormatter(data.reportingCurrency);
  const labels = data.series.map((point) => point.day);
  return (
    <div className="grid gap-5 xl:grid-cols-2">
      <ChartPanel
        title={t('charts.money', { currency: data.reportingCurrency })}
        summary={t('charts.moneySummary', { from: data.from, to: data.to })}
        type="line"
        labels={labels}
        fileName={`money-per-day-${data.from}-${data.to}`}
        format={format}
        series={seriesOf(data.series, [
          { label: t('kpi.ggr'), value: (point) => toMajor(point.ggr) },
          { label: t('kpi.ngr'), value: (point) => toMajor(point.ngr) },
          { label: t('table.deposits'), value: (point) => toMajor(point.deposits) },
          { label: t('table.withdrawals'), value: (point) => toMajor(point.withdrawals) },
        ])}
      />
      <ChartPanel
        title={t('charts.success')}
        summary={t('charts.successSummary', { from: data.from, to: data.to })}
        type="bar"
        horizontal
        labels={data.paymentSuccess.map((row) => `${row.methodCode} (${t(`kind.${row.kind}`)})`)}
        fileName={`payment-success-${data.from}-${data.to}`}
        format={(value) => `${value.toFixed(1)}%`}
        series={seriesOf(data.paymentSuccess, [
          { label: t('charts.successRate'), value: (row) => toPercent(row.rate) },
        ])}
      />
      <ChartPanel
        title={t('charts.players')}
        summary={t('charts.playersSummary', { from: data.from, to: data.to })}
        type="line"
        labels={labels}
        fileName={`players-per-day-${data.from}-${data.to}`}
        series={seriesOf(data.series, [
          { label: t('kpi.registrations'), value: (point) => point.registrations },
          { label: t('kpi.firstDeposits'), value: (point) => point.firstDeposits },
          { label: t('kpi.activePlayers'), value: (point) => point.activePlayers },
        ])}
      />
      <Section title={t('success.title')}>
        <DataTable
          caption={t('success.title')}
          rows={data.paymentSuccess}
          rowKey={(row) => `${row.methodCode}|${row.kind}`}
          columns={[
            { key: 'method', header: t('success.method'), cell: (row) => row.methodCode },
            { key: 'kind', header: t('success.kind'), cell: (row) => t(`kind.${row.kind}`) },
            {
              key: 'settled',
              header: t('success.settled'),
              align: 'right',
              cell: (row) => row.settled,
            },
            {
              key: 'succeeded',
              header: t('success.succeeded'),
              align: 'right',
              cell: (row) => row.succeeded,
            },
            {
              key: 'rate',
              header: t('success.rate'),
              align: 'right',
              cell: (row) => percent(row.rate),
            },
          ]}
        />
      </Section>
    </div>
  );
}

export default function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const [days, setDays] = useState<(typeof DAY_CHOICES)[number]>('30');
  const [view, setView] = useState<View>('reporting');
  const dashboard = useQuery({
    queryKey: ['admin', 'dashboard', days],
    queryFn: ({ signal }) => api(adminDashboardCall, { query: { days: Number(days) }, signal }),
  });
  const data = dashboard.data;
  return (
    <Page
      title={t('title')}
      description={
        data
          ? t('description', { from: data.from, to: data.to, currency: data.reportingCurrency })
          : undefined
      }
      actions={
        <Field label={t('days.label')}>
          <Select
            value={days}
            onChange={(event) => setDays(event.target.value as (typeof DAY_CHOICES)[number])}
            options={DAY_CHOICES.map((value) => ({
              value,
              label: t('days.option', { count: Number(value) }),
            }))}
          />
        </Field>
      }
    >
      {dashboard.error && (
        <ErrorNotice error={dashboard.error} onRetry={() => void dashboard.refetch()} />
      )}
      {!data && !dashboard.error && <p role="status">{t('loading')}</p>}
      {data && (
        <>
          <Section title={t('pending.title')}>
            <p>
              {t('pending.summary', { count: data.pendingWithdrawals.count })}{' '}
              <Money minor={data.pendingWithdrawals.amount} currency={data.reportingCurrency} />
            </p>
          </Section>
          <Tabs
            label={t('view.label')}
            value={view}
            onChange={setView}
            tabs={[
              {
                key: 'reporting',
                label: t('view.reporting', { currency: data.reportingCurrency }),
              },
              { key: 'currencies', label: t('view.currencies') },
            ]}
          >
            {view === 'reporting' ? (
              <div className="flex flex-col gap-5">
                <KpiTiles title={t('today')} kpis={data.today} currency={data.reportingCurrency} />
                <KpiTiles
                  title={t('period', { count: Number(days) })}
                  kpis={data.period}
                  currency={data.reportingCurrency}
                />
              </div>
            ) : (
              <PerCurrency data={data} />
            )}
          </Tabs>
          <Charts data={data} />
        </>
      )}
    </Page>
  );
}
