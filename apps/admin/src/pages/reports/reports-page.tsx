import {
  adminGgrReportCall,
  adminPaymentsReportCall,
  adminRtpReportCall,
  GGR_GROUPINGS,
  REPORT_MAX_DAYS,
  type GgrGrouping,
  type GgrReportResponse,
  type PaymentsReportResponse,
  type RtpReportResponse,
} from '@jackdaw/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import {
  downloadCsv,
  Field,
  FilterBar,
  Money,
  Page,
  Select,
  StatusBadge,
  TableSection,
  Tabs,
  TextInput,
  type Column,
} from '../../ui';
import { ChartPanel, majorFormatter, seriesOf, toMajor, toPercent } from '../../ui/chart-panel';

type Report = 'ggr' | 'payments' | 'rtp';
interface Range {
  from: string;
  to: string;
}

const DAY_MS = 86_400_000;
const isoDay = (at: number) => new Date(at).toISOString().slice(0, 10);
const defaultRange = (): Range => ({
  from: isoDay(Date.now() - 29 * DAY_MS),
  to: isoDay(Date.now()),
});

/** Why a range is refused (the API refuses the same), or null. */
function rangeProblem(range: Range): 'order' | 'length' | 'missing' | null {
  if (!range.from || !range.to) return 'missing';
  const days = (Date.parse(range.to) - Date.parse(range.from)) / DAY_MS + 1;
  if (Number.isNaN(days)) return 'missing';
  if (days < 1) return 'order';
  if (days > REPORT_MAX_DAYS) return 'length';
  return null;
}

type GgrRow = GgrReportResponse['rows'][number];

function GgrReport({ range }: { range: Range }) {
  const { t } = useTranslation('reports');
  const [groupBy, setGroupBy] = useState<GgrGrouping>('day');
  const report = useQuery({
    queryKey: ['admin', 'reports', 'ggr', range, groupBy],
    queryFn: ({ signal }) => api(adminGgrReportCall, { query: { ...range, groupBy }, signal }),
  });
  const data = report.data;
  const reporting = data?.reportingCurrency ?? 'USD';
  const money = (pick: (row: GgrRow) => string | null) => (row: GgrRow) => {
    const value = pick(row);
    return value === null ? '—' : <Money minor={value} currency={row.currency} />;
  };
  const columns: Column<GgrRow>[] = [
    { key: 'key', header: t(`ggr.groupBy.${groupBy}`), cell: (row) => row.key || '—' },
    ...(groupBy === 'game'
      ? [{ key: 'provider', header: t('ggr.provider'), cell: (row: GgrRow) => row.provider ?? '—' }]
      : []),
    { key: 'currency', header: t('ggr.currency'), cell: (row) => row.currency },
    { key: 'rounds', header: t('ggr.rounds'), align: 'right', cell: (row) => row.rounds },
    { key: 'bets', header: t('ggr.bets'), align: 'right', cell: money((row) => row.bets) },
    { key: 'wins', header: t('ggr.wins'), align: 'right', cell: money((row) => row.wins) },
    { key: 'ggr', header: t('ggr.ggr'), align: 'right', cell: money((row) => row.ggr) },
    { key: 'bonus', header: t('ggr.bonus'), align: 'right', cell: money((row) => row.bonus) },
    { key: 'ngr', header: t('ggr.ngr'), align: 'right', cell: money((row) => row.ngr) },
    {
      key: 'ggrReporting',
      header: t('ggr.ggrIn', { currency: reporting }),
      align: 'right',
      cell: (row) => <Money minor={row.ggrReporting} currency={reporting} />,
    },
  ];
  // The chart: GGR and NGR in the reporting currency per group, currencies added up.
  const groups = new Map<string, { ggr: number; ngr: number }>();
  for (const row of data?.rows ?? []) {
    const found = groups.get(row.key) ?? { ggr: 0, ngr: 0 };
    found.ggr += toMajor(row.ggrReporting);
    found.ngr += toMajor(row.ngrReporting ?? row.ggrReporting);
    groups.set(row.key, found);
  }
  const title = t('ggr.tableTitle', { groupBy: t(`ggr.groupBy.${groupBy}`) });
  const exportCsv = () =>
    downloadCsv(
      `ggr-by-${groupBy}-${range.from}-${range.to}`,
      [
        groupBy,
        'provider',
        'currency',
        'rounds',
        'bets_minor',
        'wins_minor',
        'ggr_minor',
        'bonus_minor',
        'ngr_minor',
        `ggr_${reporting}_minor`,
        `ngr_${reporting}_minor`,
      ],
      (data?.rows ?? []).map((row) => [
        row.key,
        row.provider,
        row.currency,
        row.rounds,
        row.bets,
        row.wins,
        row.ggr,
        row.bonus,
        row.ngr,
        row.ggrReporting,
        row.ngrReporting,
      ]),
    );
  return (
    <div className="flex flex-col gap-5">
      <FilterBar label={t('ggr.filters')}>
        <Field label={t('ggr.groupByLabel')}>
          <Select
            value={groupBy}
            onChange={(event) => setGroupBy(event.target.value as GgrGrouping)}
            options={GGR_GROUPINGS.map((value) => ({ value, label: t(`ggr.groupBy.${value}`) }))}
          />
        </Field>
      </FilterBar>
      <ChartPanel
        title={t('ggr.chart', { currency: reporting })}
        summary={t('ggr.chartSummary', { groupBy: t(`ggr.groupBy.${groupBy}`) })}
        type={groupBy === 'day' ? 'line' : 'bar'}
        labels={[...groups.keys()]}
        series={seriesOf(
          [...groups.values()],
          [
            { label: t('ggr.ggr'), value: (group) => group.ggr },
            { label: t('ggr.ngr'), value: (group) => group.ngr },
          ],
        )}
        fileName={`ggr-chart-by-${groupBy}-${range.from}-${range.to}`}
        format={majorFormatter(reporting)}
      />
      <TableSection
        title={title}
        onExport={exportCsv}
        columns={columns}
        rows={data?.rows}
        rowKey={(row) => `${row.key}|${row.provider ?? ''}|${row.currency}`}
        loading={report.isLoading}
        error={report.error}
        onRetry={() => void report.refetch()}
      />
    </div>
  );
}

type PaymentRow = PaymentsReportResponse['rows'][number];

function PaymentsReport({ range }: { range: Range }) {
  const { t } = useTranslation('reports');
  const [kind, setKind] = useState<'' | 'deposit' | 'withdraw'>('');
  const report = useQuery({
    queryKey: ['admin', 'reports', 'payments', range, kind],
    queryFn: ({ signal }) =>
      api(adminPaymentsReportCall, { query: { ...range, kind: kind || undefined }, signal }),
  });
  const data = report.data;
  const reporting = data?.reportingCurrency ?? 'USD';
  const columns: Column<PaymentRow>[] = [
    { key: 'method', header: t('payments.method'), cell: (row) => row.methodCode },
    { key: 'kind', header: t('payments.kind'), cell: (row) => t(`payments.kinds.${row.kind}`) },
    {
      key: 'status',
      header: t('payments.status'),
      cell: (row) => <StatusBadge tone="neutral">{row.status}</StatusBadge>,
    },
    { key: 'currency', header: t('payments.currency'), cell: (row) => row.currency },
    { key: 'count', header: t('payments.count'), align: 'right', cell: (row) => row.count },
    {
      key: 'amount',
      header: t('payments.amount'),
      align: 'right',
      cell: (row) => <Money minor={row.amount} currency={row.currency} />,
    },
    {
      key: 'amountReporting',
      header: t('payments.amountIn', { currency: reporting }),
      align: 'right',
      cell: (row) => <Money minor={row.amountReporting} currency={reporting} />,
    },
  ];
  const byStatus = new Map<string, number>();
  for (const row of data?.rows ?? []) {
    const key = `${t(`payments.kinds.${row.kind}`)}: ${row.status}`;
    byStatus.set(key, (byStatus.get(key) ?? 0) + toMajor(row.amountReporting));
  }
  const title = t('payments.tableTitle');
  const exportCsv = () =>
    downloadCsv(
      `payments-${range.from}-${range.to}`,
      [
        'method',
        'kind',
        'status',
        'currency',
        'count',
        'amount_minor',
        `amount_${reporting}_minor`,
      ],
      (data?.rows ?? []).map((row) => [
        row.methodCode,
        row.kind,
        row.status,
        row.currency,
        row.count,
        row.amount,
        row.amountReporting,
      ]),
    );
  return (
    <div className="flex flex-col gap-5">
      <FilterBar label={t('payments.filters')}>
        <Field label={t('payments.kind')}>
          <Select
            value={kind}
            onChange={(event) => setKind(event.target.value as typeof kind)}
            options={[
              { value: '', label: t('payments.kinds.all') },
              { value: 'deposit', label: t('payments.kinds.deposit') },
              { value: 'withdraw', label: t('payments.kinds.withdraw') },
            ]}
          />
        </Field>
      </FilterBar>
      <ChartPanel
        title={t('payments.chart', { currency: reporting })}
        summary={t('payments.chartSummary')}
        type="bar"
        horizontal
        labels={[...byStatus.keys()]}
        series={[{ label: t('payments.amount'), values: [...byStatus.values()] }]}
        fileName={`payments-by-status-${range.from}-${range.to}`}
        format={majorFormatter(reporting)}
      />
      <TableSection
        title={title}
        onExport={exportCsv}
        columns={columns}
        rows={data?.rows}
        rowKey={(row) => `${row.methodCode}|${row.kind}|${row.status}|${row.currency}`}
        loading={report.isLoading}
        error={report.error}
        onRetry={() => void report.refetch()}
      />
    </div>
  );
}

type RtpRow = RtpReportResponse['rows'][number];
const ratio = (value: number | null) => (value === null ? '—' : `${(value * 100).toFixed(2)}%`);

function RtpReport({ range }: { range: Range }) {
  const { t } = useTranslation('reports');
  const report = useQuery({
    queryKey: ['admin', 'reports', 'rtp', range],
    queryFn: ({ signal }) => api(adminRtpReportCall, { query: range, signal }),
  });
  const data = report.data;
  const columns: Column<RtpRow>[] = [
    { key: 'title', header: t('rtp.title'), cell: (row) => row.name },
    { key: 'rounds', header: t('rtp.rounds'), align: 'right', cell: (row) => row.rounds },
    {
      key: 'declared',
      header: t('rtp.declared'),
      align: 'right',
      cell: (row) => ratio(row.declaredRtp),
    },
    {
      key: 'measured',
      header: t('rtp.measured'),
      align: 'right',
      cell: (row) => ratio(row.measuredRtp),
    },
    {
      key: 'band',
      header: t('rtp.band'),
      align: 'right',
      cell: (row) =>
        row.bandLow === null || row.bandHigh === null
          ? '—'
          : `${ratio(row.bandLow)} – ${ratio(row.bandHigh)}`,
    },
    {
      key: 'flag',
      header: t('rtp.flag'),
      cell: (row) =>
        row.flagged ? (
          <StatusBadge tone="danger">{t('rtp.outside')}</StatusBadge>
        ) : row.bandLow === null ? (
          t('rtp.tooFew')
        ) : (
          <StatusBadge tone="success">{t('rtp.inside')}</StatusBadge>
        ),
    },
  ];
  const rows = data?.rows ?? [];
  const title = t('rtp.tableTitle');
  const exportCsv = () =>
    downloadCsv(
      `rtp-${range.from}-${range.to}`,
      [
        'title_id',
        'title',
        'rounds',
        'declared_rtp',
        'measured_rtp',
        'band_low',
        'band_high',
        'flagged',
      ],
      rows.map((row) => [
        row.titleId,
        row.name,
        row.rounds,
        row.declaredRtp,
        row.measuredRtp,
        row.bandLow,
        row.bandHigh,
        row.flagged,
      ]),
    );
  return (
    <div className="flex flex-col gap-5">
      <p className="text-text-muted">{t('rtp.explain')}</p>
      <ChartPanel
        title={t('rtp.chart')}
        summary={t('rtp.chartSummary')}
        type="bar"
        labels={rows.map((row) => row.name)}
        series={seriesOf(rows, [
          { label: t('rtp.declared'), value: (row) => toPercent(row.declaredRtp) },
          { label: t('rtp.measured'), value: (row) => toPercent(row.measuredRtp) },
          { label: t('rtp.bandLow'), value: (row) => toPercent(row.bandLow) },
          { label: t('rtp.bandHigh'), value: (row) => toPercent(row.bandHigh) },
        ])}
        fileName={`rtp-chart-${range.from}-${range.to}`}
        format={(value) => `${value.toFixed(2)}%`}
      />
      <TableSection
        title={title}
        onExport={exportCsv}
        columns={columns}
        rows={data?.rows}
        rowKey={(row) => row.titleId}
        loading={report.isLoading}
        error={report.error}
        onRetry={() => void report.refetch()}
      />
    </div>
  );
}

export default function ReportsPage() {
  const { t } = useTranslation('reports');
  const [report, setReport] = useState<Report>('ggr');
  const [draft, setDraft] = useState<Range>(defaultRange);
  const [range, setRange] = useState<Range>(defaultRange);
  const [problem, setProblem] = useState<ReturnType<typeof rangeProblem>>(null);
  const apply = () => {
    const found = rangeProblem(draft);
    setProblem(found);
    if (!found) setRange(draft);
  };
  return (
    <Page title={t('title')} description={t('description', { from: range.from, to: range.to })}>
      <FilterBar
        label={t('range.label')}
        onApply={apply}
        onReset={() => {
          setDraft(defaultRange());
          setRange(defaultRange());
          setProblem(null);
        }}
      >
        <Field
          label={t('range.from')}
          error={problem ? t(`range.problem.${problem}`, { max: REPORT_MAX_DAYS }) : undefined}
        >
          <TextInput
            type="date"
            value={draft.from}
            onChange={(event) => setDraft((old) => ({ ...old, from: event.target.value }))}
          />
        </Field>
        <Field label={t('range.to')}>
          <TextInput
            type="date"
            value={draft.to}
            onChange={(event) => setDraft((old) => ({ ...old, to: event.target.value }))}
          />
        </Field>
      </FilterBar>
      <Tabs
        label={t('tabs.label')}
        value={report}
        onChange={setReport}
        tabs={[
          { key: 'ggr', label: t('tabs.ggr') },
          { key: 'payments', label: t('tabs.payments') },
          { key: 'rtp', label: t('tabs.rtp') },
        ]}
      >
        {report === 'ggr' && <GgrReport range={range} />}
        {report === 'payments' && <PaymentsReport range={range} />}
        {report === 'rtp' && <RtpReport range={range} />}
      </Tabs>
    </Page>
  );
}
