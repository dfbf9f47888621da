import { adminLandingsCall, type AdminLanding } from '@jackdaw/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { api } from '../../api/client';
import { downloadCsv, Notice, Page, TableSection, type Column } from '../../ui';

/** How many landings the chart compares. */
const CHARTED = 8;
import { ChartPanel, seriesOf } from '../../ui/chart-panel';
import { PrizeSummary, rate } from './prize-summary';
import { defaultRange, RangeFilter, type DayRange } from './range';

/** `Wheel · olympus`, `Game popup · plinko`. */
export function useLandingLabel() {
  const { t } = useTranslation('landings');
  return (landing: Pick<AdminLanding, 'kind' | 'name'>) =>
    `${t(`kind.${landing.kind}`)} · ${landing.name}`;
}

/** Every landing with its prize and its funnel over a day range. */
export function LandingsList() {
  const { t } = useTranslation('landings');
  const navigate = useNavigate();
  const label = useLandingLabel();
  const [range, setRange] = useState<DayRange>(defaultRange);
  const list = useQuery({
    queryKey: ['admin', 'landings', 'list', range],
    queryFn: ({ signal }) => api(adminLandingsCall, { query: range, signal }),
  });
  const landings = list.data?.landings;
  // The busiest landings only: nineteen bars of zeros say nothing the table does not.
  const charted = (landings ?? [])
    .filter((row) => row.funnel.visits > 0 || row.funnel.registrations > 0)
    .sort((a, b) => b.funnel.visits - a.funnel.visits)
    .slice(0, CHARTED);
  const number = (value: number) => value.toLocaleString('en');
  const columns: Column<AdminLanding>[] = [
    { key: 'landing', header: t('columns.landing'), cell: (row) => label(row) },
    { key: 'prize', header: t('columns.prize'), cell: (row) => <PrizeSummary prize={row.prize} /> },
    {
      key: 'texts',
      header: t('columns.texts'),
      cell: (row) =>
        row.editedLanguages.length ? row.editedLanguages.join(', ') : t('texts.allDefault'),
    },
    {
      key: 'visits',
      header: t('funnel.visits'),
      align: 'right',
      cell: (row) => number(row.funnel.visits),
    },
    {
      key: 'spins',
      header: t('funnel.spins'),
      align: 'right',
      cell: (row) => number(row.funnel.spins),
    },
    {
      key: 'registrations',
      header: t('funnel.registrations'),
      align: 'right',
      cell: (row) => number(row.funnel.registrations),
    },
    {
      key: 'firstDeposits',
      header: t('funnel.firstDeposits'),
      align: 'right',
      cell: (row) => number(row.funnel.firstDeposits),
    },
    {
      key: 'conversion',
      header: t('columns.conversion'),
      align: 'right',
      cell: (row) => rate(row.funnel.firstDeposits, row.funnel.visits),
    },
  ];
  const exportCsv = () =>
    downloadCsv(
      `landings-${range.from}-${range.to}`,
      ['source', 'offer', 'free_spins', 'visits', 'spins', 'registrations', 'first_deposits'],
      (landings ?? []).map((row) => [
        row.source,
        row.prize.offerName,
        row.prize.freeSpins ? `${row.prize.freeSpins.count} ${row.prize.freeSpins.game.alias}` : '',
        row.funnel.visits,
        row.funnel.spins,
        row.funnel.registrations,
        row.funnel.firstDeposits,
      ]),
    );
  return (
    <Page title={t('title')} description={t('description', { ...range })}>
      <RangeFilter range={range} onChange={setRange} />
      {list.isSuccess && charted.length === 0 && <Notice>{t('chart.none', { ...range })}</Notice>}
      {charted.length > 0 && (
        <ChartPanel
          title={t('chart.byLanding')}
          summary={t('chart.byLandingSummary', { ...range })}
          type="bar"
          horizontal
          labels={charted.map((row) => label(row))}
          series={seriesOf(charted, [
            { label: t('funnel.visits'), value: (row) => row.funnel.visits },
            { label: t('funnel.registrations'), value: (row) => row.funnel.registrations },
            { label: t('funnel.firstDeposits'), value: (row) => row.funnel.firstDeposits },
          ])}
          fileName={`landings-${range.from}-${range.to}`}
        />
      )}
      <TableSection
        title={t('caption')}
        onExport={exportCsv}
        columns={columns}
        rows={landings}
        rowKey={(row) => row.source}
        loading={list.isLoading}
        error={list.error}
        onRetry={() => void list.refetch()}
        onRowClick={(row) => void navigate(`${row.kind}/${row.name}`)}
        empty={t('empty')}
      />
    </Page>
  );
}
