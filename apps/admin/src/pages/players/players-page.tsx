import { adminPlayerSearchCall, type AdminPlayerSummary } from '@jackdaw/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Route, Routes, useNavigate, useSearchParams } from 'react-router';
import { api } from '../../api/client';
import {
  DataTable,
  DateTime,
  Field,
  FilterBar,
  Notice,
  Page,
  TextInput,
  type Column,
} from '../../ui';
import { PlayerCard } from './player-card';
import { PlayerFlags } from './player-flags';

function PlayerSearch() {
  const { t } = useTranslation('players');
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const applied = searchParams.get('q')?.trim() ?? '';
  const [draft, setDraft] = useState(applied);

  const results = useQuery({
    queryKey: ['admin', 'players', 'search', applied],
    queryFn: ({ signal }) => api(adminPlayerSearchCall, { query: { q: applied }, signal }),
    enabled: applied !== '',
  });

  const columns: Column<AdminPlayerSummary>[] = [
    {
      key: 'id',
      header: t('columns.id'),
      width: '6rem',
      cell: (row) => (
        <Link
          to={String(row.id)}
          className="font-medium text-accent underline-offset-2 hover:underline"
          aria-label={t('columns.open', { id: row.id })}
          onClick={(event) => event.stopPropagation()}
        >
          {row.id}
        </Link>
      ),
    },
    { key: 'email', header: t('columns.email'), cell: (row) => row.email },
    { key: 'name', header: t('columns.name'), cell: (row) => row.name || '—' },
    { key: 'country', header: t('columns.country'), cell: (row) => row.country ?? '—' },
    { key: 'currency', header: t('columns.currency'), cell: (row) => row.currency },
    { key: 'status', header: t('columns.status'), cell: (row) => <PlayerFlags player={row} /> },
    {
      key: 'registered',
      header: t('columns.registered'),
      cell: (row) => <DateTime value={row.registeredAt} date />,
    },
  ];

  return (
    <Page title={t('search.title')} description={t('search.description')}>
      <FilterBar
        label={t('search.label')}
        onApply={() => setSearchParams(draft.trim() ? { q: draft.trim() } : {})}
      >
        <Field label={t('search.field')} hint={t('search.hint')} className="min-w-80 flex-1">
          <TextInput
            type="search"
            value={draft}
            maxLength={100}
            autoFocus
            onChange={(event) => setDraft(event.target.value)}
          />
        </Field>
      </FilterBar>
      {applied === '' ? (
        <Notice>{t('search.prompt')}</Notice>
      ) : (
        <>
          {results.data && (
            <p className="text-sm text-text-muted">
              {t(`search.matchedBy.${results.data.matchedBy}`)}
            </p>
          )}
          <DataTable
            caption={t('search.caption')}
            columns={columns}
            rows={results.data?.players}
            rowKey={(row) => row.id}
            loading={results.isLoading}
            error={results.error}
            onRetry={() => void results.refetch()}
            empty={t('search.empty')}
            onRowClick={(row) => void navigate(String(row.id))}
          />
        </>
      )}
    </Page>
  );
}

/** The player search and a player's card at `players/:id`. */
export default function PlayersPage() {
  return (
    <Routes>
      <Route index element={<PlayerSearch />} />
      <Route path=":id" element={<PlayerCard />} />
    </Routes>
  );
}
