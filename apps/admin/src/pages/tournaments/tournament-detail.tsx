import {
  adminTournamentCall,
  DEFAULT_LANGUAGE,
  GAME_CATEGORIES,
  type AdminTournament,
  type AdminTournamentLeader,
  type AdminTournamentPayout,
  type CurrencyCode,
  type TournamentPrizeFund,
} from '@jackdaw/contracts';
import { useQuery } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { api, ApiError } from '../../api/client';
import { useCan } from '../../app/me';
import {
  BackLink,
  Button,
  DataTable,
  DateTime,
  ErrorNotice,
  Facts,
  Money,
  Notice,
  Page,
  Section,
  StatusBadge,
  Tabs,
  type Column,
  type StatusTone,
} from '../../ui';
import { multiplierOf } from './tournament-draft';
import { TournamentForm } from './tournament-form';
import { CancelTournamentDialog, cancellable, TournamentStatus } from './tournament-status';
import { Schedule } from './tournaments-list';
import { formatInZone } from './zoned-time';

type Tab = 'leaderboard' | 'payouts' | 'settings';
const TABS: Tab[] = ['leaderboard', 'payouts', 'settings'];

/** The console names a tournament by its English title (the one every language falls back to). */
const englishTitle = (tournament: AdminTournament) =>
  tournament.texts.find((text) => text.language === DEFAULT_LANGUAGE)?.title ?? `#${tournament.id}`;

const categoryTitle = (slug: string) =>
  GAME_CATEGORIES.find((category) => category.slug === slug)?.title ?? slug;

/** Points as the scoring counts them: money of the reporting currency, or a multiplier. */
function Points({ points, tournament }: { points: string; tournament: AdminTournament }) {
  return tournament.scoring === 'multiplier' ? (
    <span className="tabular-nums">{multiplierOf(points)}</span>
  ) : (
    <Money minor={points} currency={tournament.reportingCurrency} />
  );
}

/**
 * One tournament: its facts, the leaderboard (re-read on demand: the console never polls, see
 * the admin README), the payouts after the end, its settings (editable before the start), and
 * the cancel action.
 */
export function TournamentDetail() {
  const { id = '' } = useParams();
  const { t } = useTranslation('tournaments');
  const canWrite = useCan('tournaments.write');
  const [params, setParams] = useSearchParams();
  const [cancelling, setCancelling] = useState(false);
  const detail = useQuery({
    queryKey: ['admin', 'tournaments', 'one', id],
    queryFn: ({ signal }) => api(adminTournamentCall, { params: { id }, signal }),
    retry: false,
  });
  const tournament = detail.data?.tournament;
  const asked = params.get('tab') as Tab | null;
  const tab: Tab =
    asked && TABS.includes(asked) ? asked : tournament?.editable ? 'settings' : 'leaderboard';

  return (
    <Page
      title={tournament ? englishTitle(tournament) : t('detail.loading')}
      description={tournament ? <TournamentStatus status={tournament.status} /> : undefined}
      back={<BackLink>{t('actions.back')}</BackLink>}
      actions={
        tournament && canWrite && cancellable(tournament.status) ? (
          <Button variant="danger" size="sm" onClick={() => setCancelling(true)}>
            {t('actions.cancel')}
          </Button>
        ) : undefined
      }
    >
      {detail.error ? (
        detail.error instanceof ApiError && detail.error.statusCode === 404 ? (
          <Notice tone="warning">{t('detail.notFound')}</Notice>
        ) : (
          <ErrorNotice error={detail.error} onRetry={() => void detail.refetch()} />
        )
      ) : !tournament ? (
        <p role="status">{t('detail.loading')}</p>
      ) : (
        <>
          <Overview tournament={tournament} />
          <Tabs
            label={t('detail.tabs')}
            value={tab}
            onChange={(key) => setParams({ tab: key }, { replace: true })}
            tabs={TABS.map((key) => ({
              key,
              label: t(`detail.${key === 'leaderboard' ? 'overview' : key}`),
            }))}
          >
            {tab === 'leaderboard' && (
              <Leaderboard
                tournament={tournament}
                rows={detail.data!.leaderboard}
                updatedAt={detail.dataUpdatedAt}
                refreshing={detail.isFetching}
                onRefresh={() => void detail.refetch()}
              />
            )}
            {tab === 'payouts' && (
              <Payouts
                tournament={tournament}
                rows={detail.data!.payouts}
                leaders={detail.data!.leaderboard}
              />
            )}
            {tab === 'settings' && <TournamentForm key={tournament.id} tournament={tournament} />}
          </Tabs>
        </>
      )}
      {cancelling && tournament && (
        <CancelTournamentDialog
          id={tournament.id}
          title={englishTitle(tournament)}
          onClose={() => setCancelling(false)}
        />
      )}
    </Page>
  );
}

function Overview({ tournament }: { tournament: AdminTournament }) {
  const { t } = useTranslation('tournaments');
  const eligible = [
    tournament.categories.includes('popular')
      ? t('detail.allGames')
      : tournament.categories.map(categoryTitle).join(', '),
    tournament.games.length ? t('detail.gamesCount', { count: tournament.games.length }) : '',
  ]
    .filter(Boolean)
    .join(' · ');
  const rows: (readonly [string, ReactNode])[] = [
    [
      t('detail.scheduleLabel'),
      <span key="schedule" className="flex flex-col gap-0.5">
        <Schedule {...tournament} />
        {tournament.timeZone !== 'UTC' && (
          <span className="text-xs text-text-muted">
            {t('detail.utc', {
              start: formatInZone(tournament.startsAt, 'UTC'),
              end: formatInZone(tournament.endsAt, 'UTC'),
            })}
          </span>
        )}
      </span>,
    ],
    [
      t('columns.scoring'),
      `${t(`scoring.${tournament.scoring}`)} · ${t(`entry.${tournament.entry}`)}`,
    ],
    [t('detail.eligible'), eligible || '—'],
    [t('detail.reporting'), tournament.reportingCurrency],
    [t('columns.prizeFund'), <PrizeFund key="fund" fund={tournament.prizeFund} />],
    [
      t('detail.currencies'),
      tournament.currencies.length ? tournament.currencies.join(', ') : t('detail.allCurrencies'),
    ],
    [
      t('detail.minStake'),
      tournament.minStake === '0' ? (
        t('detail.anyBet')
      ) : (
        <Money key="stake" minor={tournament.minStake} currency={tournament.reportingCurrency} />
      ),
    ],
    [t('detail.participants'), tournament.participants.toLocaleString('en-GB')],
    [
      t('detail.settledAt'),
      tournament.settledAt ? (
        <DateTime key="settled" value={tournament.settledAt} />
      ) : (
        t('detail.notSettled')
      ),
    ],
  ];
  if (tournament.cancelledAt) {
    rows.push(
      [t('detail.cancelledAt'), <DateTime key="cancelled" value={tournament.cancelledAt} />],
      [t('detail.cancelReason'), tournament.cancelReason ?? '—'],
    );
  }
  return (
    <Section title={t('detail.facts')}>
      <Facts rows={rows} />
    </Section>
  );
}

/** The prize fund at a glance (the server's sum), in the detail's facts and the list. */
export function PrizeFund({ fund }: { fund: TournamentPrizeFund }) {
  const { t } = useTranslation('tournaments');
  return (
    <span>
      <Money minor={fund.money} currency={fund.currency} />
      {' · '}
      {t('fund.places', { count: fund.places })}
      {fund.bonusPlaces > 0 && ` · ${t('fund.bonusPlaces', { count: fund.bonusPlaces })}`}
    </span>
  );
}

function Leaderboard({
  tournament,
  rows,
  updatedAt,
  refreshing,
  onRefresh,
}: {
  tournament: AdminTournament;
  rows: AdminTournamentLeader[];
  updatedAt: number;
  refreshing: boolean;
  onRefresh: () => void;
}) {
  const { t } = useTranslation('tournaments');
  const title = tournament.settledAt ? t('detail.leaderboardFinal') : t('detail.leaderboard');
  const columns: Column<AdminTournamentLeader>[] = [
    { key: 'place', header: t('detail.place'), width: '5rem', cell: (row) => row.place },
    {
      key: 'player',
      header: t('detail.player'),
      cell: (row) => (
        <Link to={`/players/${row.userId}`} className="text-accent-strong hover:underline">
          {t('detail.playerLink', { name: row.name, id: row.userId })}
        </Link>
      ),
    },
    {
      key: 'points',
      header: t('detail.points'),
      align: 'right',
      cell: (row) => <Points points={row.points} tournament={tournament} />,
    },
    {
      key: 'joined',
      header: t('detail.joinedAt'),
      cell: (row) => <DateTime value={row.joinedAt} />,
    },
  ];
  return (
    <section className="flex flex-col gap-2" aria-labelledby="tournament-leaderboard">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="tournament-leaderboard" className="text-base font-semibold">
          {title}
        </h2>
        <div className="flex items-center gap-3">
          <span className="text-xs text-text-muted" aria-live="polite">
            {t('detail.updated', { time: formatInZone(new Date(updatedAt).toISOString(), 'UTC') })}
          </span>
          <Button size="sm" busy={refreshing} onClick={onRefresh}>
            <RefreshCw size={14} aria-hidden="true" />
            {t('detail.refresh')}
          </Button>
        </div>
      </div>
      <DataTable
        caption={title}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.userId}
        empty={t('detail.noEntries')}
      />
    </section>
  );
}

const payoutTones: Record<AdminTournamentPayout['status'], StatusTone> = {
  pending: 'warning',
  paid: 'success',
  granted: 'success',
  refused: 'danger',
};

function Payouts({
  tournament,
  rows,
  leaders,
}: {
  tournament: AdminTournament;
  rows: AdminTournamentPayout[];
  /** The final places, for the winners' names. */
  leaders: AdminTournamentLeader[];
}) {
  const { t } = useTranslation('tournaments');
  const nameOf = (userId: number) => leaders.find((leader) => leader.userId === userId)?.name;
  const offerName = (offerId: number | null) =>
    tournament.prizeTable.find((prize) => prize.bonus?.offerId === offerId)?.bonus?.name ??
    t('detail.offer', { id: offerId });
  const columns: Column<AdminTournamentPayout>[] = [
    { key: 'place', header: t('detail.place'), width: '5rem', cell: (row) => row.place },
    {
      key: 'player',
      header: t('detail.player'),
      cell: (row) => (
        <Link to={`/players/${row.userId}`} className="text-accent-strong hover:underline">
          {nameOf(row.userId)
            ? t('detail.playerLink', { name: nameOf(row.userId), id: row.userId })
            : `#${row.userId}`}
        </Link>
      ),
    },
    {
      key: 'points',
      header: t('detail.points'),
      align: 'right',
      cell: (row) => <Points points={row.points} tournament={tournament} />,
    },
    {
      key: 'prize',
      header: t('detail.prize'),
      cell: (row) =>
        row.kind === 'money' ? (
          row.amount && row.currency ? (
            <Money minor={row.amount} currency={row.currency as CurrencyCode} />
          ) : (
            '—'
          )
        ) : (
          offerName(row.bonusOfferId)
        ),
    },
    {
      key: 'reference',
      header: t('detail.reference'),
      cell: (row) =>
        row.transactionId ? (
          <code className="font-mono text-xs">
            {t('detail.transaction', { id: row.transactionId })}
          </code>
        ) : row.bonusGrantId ? (
          t('detail.grant', { id: row.bonusGrantId })
        ) : (
          '—'
        ),
    },
    {
      key: 'status',
      header: t('detail.payoutStatus'),
      cell: (row) => (
        <span className="flex flex-col items-start gap-0.5">
          <StatusBadge tone={payoutTones[row.status]}>
            {t(`detail.payoutState.${row.status}`)}
          </StatusBadge>
          {row.note && <span className="text-xs text-text-muted">{row.note}</span>}
        </span>
      ),
    },
    {
      key: 'paidAt',
      header: t('detail.paidAt'),
      cell: (row) => <DateTime value={row.createdAt} />,
    },
  ];
  const empty =
    tournament.status === 'cancelled'
      ? t('detail.payoutsCancelled')
      : tournament.settledAt
        ? t('detail.payoutsNone')
        : t('detail.payoutsBefore');
  return (
    <section className="flex flex-col gap-2" aria-labelledby="tournament-payouts">
      <h2 id="tournament-payouts" className="text-base font-semibold">
        {t('detail.payoutsTitle')}
      </h2>
      <DataTable
        caption={t('detail.payoutsTitle')}
        columns={columns}
        rows={rows}
        rowKey={(row) => `${row.place}-${row.userId}`}
        empty={empty}
      />
    </section>
  );
}
