import type { TournamentStatus } from '@jackdaw/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button';
import { PageTitle } from '../../../shared/ui/page-title';
import { useTournaments } from '../api/get-tournaments';
import { tournamentsQueryKeyRoot } from '../api/query-keys';
import { TournamentCard } from './tournament-card';

const SECTION_ORDER: readonly TournamentStatus[] = ['running', 'upcoming', 'finished'];

/** Asks the tournaments again when a timer passes a start or an end: the card changes section. */
export function useRefetchOnPhase() {
  const queryClient = useQueryClient();
  return useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: tournamentsQueryKeyRoot });
  }, [queryClient]);
}

function ListSkeleton() {
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true">
      {[0, 1, 2].map((item) => (
        <div
          key={item}
          className="h-80 animate-pulse rounded-card bg-surface motion-reduce:animate-none"
        />
      ))}
    </div>
  );
}

/**
 * `/tournament` (spec core §2): running, upcoming and finished tournaments in three sections,
 * each saying when it has none, so "nothing running" never hides what is coming up.
 */
export function TournamentList() {
  const { t } = useTranslation();
  const tournaments = useTournaments();
  const onPhase = useRefetchOnPhase();
  const data = tournaments.data;
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <PageTitle text={t('nav.tournaments')} />
        <p className="text-sm text-text-muted md:text-base">{t('tournament.intro')}</p>
      </div>
      {data ? (
        SECTION_ORDER.map((status) => {
          const items = data[status];
          const headingId = `tournaments-${status}`;
          return (
            <section
              key={status}
              aria-labelledby={headingId}
              className="flex flex-col gap-3"
              data-testid={`tournament-section-${status}`}
            >
              <h2 id={headingId} className="flex items-center gap-2 text-lg font-bold md:text-xl">
                {t(`tournament.section.${status}`)}
                <span className="rounded-full bg-surface-raised px-2 text-sm font-semibold text-text-muted">
                  {items.length}
                </span>
              </h2>
              {items.length === 0 ? (
                <p
                  className="rounded-card border border-dashed border-border p-6 text-center text-sm text-text-muted"
                  data-testid="tournament-section-empty"
                >
                  {t(`tournament.empty.${status}`)}
                </p>
              ) : (
                <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                  {items.map((tournament, index) => (
                    <li key={tournament.id} className="flex">
                      <TournamentCard
                        tournament={tournament}
                        clockOffset={data.clockOffset}
                        onPhase={onPhase}
                        eager={status === 'running' && index < 2}
                      />
                    </li>
                  ))}
                </ul>
              )}
            </section>
          );
        })
      ) : tournaments.isError ? (
        <div
          role="alert"
          className="flex flex-col items-center gap-3 rounded-card border border-border p-8 text-center"
        >
          <p>{t('tournament.loadError')}</p>
          <Button variant="secondary" onClick={() => void tournaments.refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      ) : (
        <ListSkeleton />
      )}
    </div>
  );
}
