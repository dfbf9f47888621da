import {
  adminTournamentsCall,
  type AdminTournamentStatus,
  type AdminTournamentSummary,
} from '@jackdaw/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { api } from '../../api/client';
import { useCan } from '../../app/me';
import { PrizeFund } from './tournament-detail';
import {
  ActionMenu,
  DataTable,
  FilterBar,
  LinkButton,
  Page,
  useSearchFilters,
  type Column,
  type MenuAction,
} from '../../ui';
import {
  CancelTournamentDialog,
  cancellable,
  TournamentStatus,
  TournamentStatusFilter,
} from './tournament-status';
import { formatInZone } from './zoned-time';

/** A schedule in its own zone: "10 Jan 2027, 20:00 GMT+6 – 17 Jan 2027, 20:00 GMT+6". */
export function Schedule({
  startsAt,
  endsAt,
  timeZone,
}: Pick<AdminTournamentSummary, 'startsAt' | 'endsAt' | 'timeZone'>) {
  const { t } = useTranslation('tournaments');
  return (
    <span className="flex flex-col text-xs">
      <span className="whitespace-nowrap tabular-nums">
        <time dateTime={startsAt}>{formatInZone(startsAt, timeZone)}</time> –
      </span>
      <span className="whitespace-nowrap tabular-nums">
        <time dateTime={endsAt}>{formatInZone(endsAt, timeZone)}</time>
      </span>
      <span className="text-text-muted">{t('inZone', { zone: timeZone })}</span>
    </span>
  );
}

export function TournamentsList() {
  const { t } = useTranslation('tournaments');
  const canWrite = useCan('tournaments.write');
  const navigate = useNavigate();
  const filters = useSearchFilters(['status'] as const);
  const status = filters.applied.status as AdminTournamentStatus | undefined;
  const list = useQuery({
    queryKey: ['admin', 'tournaments', 'list', status ?? 'all'],
    queryFn: ({ signal }) => api(adminTournamentsCall, { query: { status }, signal }),
  });
  const [cancelling, setCancelling] = useState<AdminTournamentSummary | null>(null);

  const actionsOf = (row: AdminTournamentSummary): MenuAction[] => [
    { label: t('actions.open'), onSelect: () => void navigate(String(row.id)) },
    ...(canWrite && row.status === 'upcoming'
      ? [{ label: t('actions.edit'), onSelect: () => void navigate(`${row.id}?tab=settings`) }]
      : []),
    ...(canWrite && cancellable(row.status)
      ? [{ label: t('actions.cancel'), danger: true, onSelect: () => setCancelling(row) }]
      : []),
  ];

  const columns: Column<AdminTournamentSummary>[] = [
    {
      key: 'title',
      header: t('columns.title'),
      cell: (row) => (
        <Link
          to={String(row.id)}
          className="font-medium text-accent-strong underline-offset-2 hover:underline"
        >
          {row.title}
        </Link>
      ),
    },
    { key: 'schedule', header: t('columns.schedule'), cell: (row) => <Schedule {...row} /> },
    {
      key: 'scoring',
      header: t('columns.scoring'),
      cell: (row) => `${t(`scoring.${row.scoring}`)} · ${row.reportingCurrency}`,
    },
    { key: 'entry', header: t('columns.entry'), cell: (row) => t(`entry.${row.entry}`) },
    {
      key: 'participants',
      header: t('columns.participants'),
      align: 'right',
      cell: (row) => row.participants.toLocaleString('en-GB'),
    },
    {
      key: 'prizeFund',
      header: t('columns.prizeFund'),
      cell: (row) => <PrizeFund fund={row.prizeFund} />,
    },
    {
      key: 'status',
      header: t('columns.status'),
      cell: (row) => <TournamentStatus status={row.status} />,
    },
    {
      key: 'actions',
      header: <span className="sr-only">{t('columns.actions')}</span>,
      width: '7rem',
      cell: (row) => (
        <ActionMenu
          label={t('actions.menu')}
          accessibleLabel={t('actions.menuFor', { title: row.title })}
          actions={actionsOf(row)}
        />
      ),
    },
  ];

  return (
    <Page
      title={t('title')}
      description={t('description')}
      actions={canWrite ? <LinkButton to="new">{t('add')}</LinkButton> : undefined}
    >
      <FilterBar label={t('filters.label')} onApply={filters.apply} onReset={filters.reset}>
        <TournamentStatusFilter
          value={filters.draft.status ?? ''}
          onChange={filters.set('status')}
        />
      </FilterBar>
      <DataTable
        caption={t('caption')}
        columns={columns}
        rows={list.data?.tournaments}
        rowKey={(row) => row.id}
        loading={list.isLoading}
        error={list.error}
        onRetry={() => void list.refetch()}
        empty={t('empty')}
      />
      {cancelling && (
        <CancelTournamentDialog
          id={cancelling.id}
          title={cancelling.title}
          onClose={() => setCancelling(null)}
        />
      )}
    </Page>
  );
}
