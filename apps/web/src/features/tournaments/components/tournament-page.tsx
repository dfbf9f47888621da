import { GAME_CATEGORIES, type TournamentDetail } from '@jackdaw/contracts';
import { formatMoney } from '@jackdaw/money';
import { Trophy } from 'lucide-react';
import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CASINO_CATEGORIES, paths, type CasinoCategory } from '../../../config/paths';
import { useLocalizedPath } from '../../../shared/lib/use-localized-path';
import { Button, ButtonLink } from '../../../shared/ui/button';
import { PageTitle } from '../../../shared/ui/page-title';
import { useTournament } from '../api/get-tournament';
import { laterPhase, shownPhase, type ClockPhase } from '../lib/countdown';
import { CountdownTimer } from './countdown-timer';
import { JoinPanel } from './join-panel';
import { Leaderboard } from './leaderboard';
import { useRefetchOnPhase } from './tournament-list';
import { JoinedBadge, PrizeFund, StatusBadge } from './tournament-card';
import { TournamentBanner } from './tournament-banner';
import { useDateFormat, useLanguageCode } from './use-date-format';
import { useLiveBoard } from './use-live-board';

/** The eligible games, drawn by the caller (the game cards belong to the games feature). */
export type RenderGames = (games: TournamentDetail['games']) => ReactNode;

function Facts({ tournament }: { tournament: TournamentDetail }) {
  const { t } = useTranslation();
  const language = useLanguageCode();
  const formatDate = useDateFormat();
  const facts: [string, string, string][] = [
    ['scoring', t('tournament.scoring'), t(`tournament.scoring.${tournament.scoring}`)],
    [
      'min-stake',
      t('tournament.minStake'),
      formatMoney(tournament.minStake, tournament.reportingCurrency, language),
    ],
    ['start', t('tournament.schedule.start'), formatDate(tournament.startsAt, tournament.timeZone)],
    ['end', t('tournament.schedule.end'), formatDate(tournament.endsAt, tournament.timeZone)],
    [
      'currencies',
      t('tournament.currencies'),
      tournament.currencies.length
        ? tournament.currencies.join(', ')
        : t('tournament.currencies.all'),
    ],
  ];
  return (
    <dl className="grid grid-cols-2 gap-x-3 gap-y-2 text-sm sm:grid-cols-3">
      {facts.map(([name, label, value]) => (
        <div key={name} className="flex min-w-0 flex-col" data-fact={name}>
          <dt className="text-text-muted">{label}</dt>
          <dd className="font-semibold break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function PrizeTable({ tournament }: { tournament: TournamentDetail }) {
  const { t } = useTranslation();
  const language = useLanguageCode();
  return (
    <section
      aria-labelledby="prizes-title"
      className="flex flex-col gap-3 rounded-card border border-border bg-surface p-3 md:p-5"
      data-testid="tournament-prizes"
    >
      <h2 id="prizes-title" className="text-lg font-bold md:text-xl">
        {t('tournament.prizes')}
      </h2>
      {tournament.prizes.length === 0 ? (
        <p className="text-sm text-text-muted">{t('tournament.prizes.none')}</p>
      ) : (
        <table className="w-full border-collapse text-sm">
          <thead>
            <tr className="text-left text-xs text-text-muted">
              <th scope="col" className="w-20 pb-2 font-semibold">
                {t('tournament.prizes.place')}
              </th>
              <th scope="col" className="pb-2 text-right font-semibold">
                {t('tournament.prizes.prize')}
              </th>
            </tr>
          </thead>
          <tbody>
            {tournament.prizes.map((prize) => (
              <tr key={prize.placeFrom} className="border-t border-border">
                <th scope="row" className="py-2.5 text-left font-bold tabular-nums">
                  <span className="inline-flex items-center gap-1">
                    {prize.placeFrom === 1 ? (
                      <Trophy aria-hidden="true" size={14} className="text-accent" />
                    ) : null}
                    {prize.placeFrom === prize.placeTo
                      ? prize.placeFrom
                      : `${prize.placeFrom}–${prize.placeTo}`}
                  </span>
                </th>
                <td className="py-2.5 text-right font-semibold break-words">
                  {prize.kind === 'money' && prize.amount !== null
                    ? formatMoney(prize.amount, tournament.reportingCurrency, language)
                    : prize.bonus
                      ? `${t('tournament.prizes.bonus')}: ${prize.bonus.name}`
                      : ''}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function Rules({ tournament }: { tournament: TournamentDetail }) {
  const { t } = useTranslation();
  const language = useLanguageCode();
  const minStake = formatMoney(tournament.minStake, tournament.reportingCurrency, language);
  const paragraphs = tournament.rules
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  return (
    <section
      aria-labelledby="rules-title"
      className="flex flex-col gap-3 rounded-card border border-border bg-surface p-3 md:p-5"
      data-testid="tournament-rules"
    >
      <h2 id="rules-title" className="text-lg font-bold md:text-xl">
        {t('tournament.rules')}
      </h2>
      <ul className="flex list-disc flex-col gap-1.5 pl-5 text-sm">
        <li>{t(`tournament.howTo.${tournament.scoring}`, { minStake })}</li>
        <li>{t('tournament.howTo.ties')}</li>
        <li>{t('tournament.howTo.currency', { currency: tournament.reportingCurrency })}</li>
      </ul>
      {paragraphs.map((paragraph, index) => (
        <p key={index} className="text-sm whitespace-pre-line text-text-muted">
          {paragraph}
        </p>
      ))}
    </section>
  );
}

/** A catalogue slug (`table-games`) as the site's category route (`table`), when it has one. */
function categoryRoute(slug: string): string | null {
  return GAME_CATEGORIES.find((category) => category.slug === slug)?.url.slice(1) ?? null;
}

function Games({
  tournament,
  renderGames,
}: {
  tournament: TournamentDetail;
  renderGames: RenderGames;
}) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const everyGame = tournament.categories.includes('popular');
  const categories = tournament.categories
    .filter((slug) => slug !== 'popular')
    .map((slug) => ({ slug, route: categoryRoute(slug) }))
    .filter((category): category is { slug: string; route: string } => category.route !== null);
  return (
    <section
      aria-labelledby="games-title"
      className="flex flex-col gap-3"
      data-testid="tournament-games"
    >
      <h2 id="games-title" className="text-lg font-bold md:text-xl">
        {t('tournament.games')}
      </h2>
      {everyGame ? <p className="text-sm text-text-muted">{t('tournament.games.every')}</p> : null}
      {categories.length ? (
        <div className="flex flex-col gap-2">
          <p className="text-sm text-text-muted">{t('tournament.games.categories')}</p>
          <ul className="flex flex-wrap gap-2">
            {categories.map(({ slug, route }) => (
              <li key={slug}>
                {(CASINO_CATEGORIES as readonly string[]).includes(route) ? (
                  <Link
                    to={localized(paths.category(route as CasinoCategory))}
                    className="inline-flex h-10 items-center rounded-full border border-border px-4 text-sm font-semibold hover:border-accent"
                  >
                    {t(`category.${route}`)}
                  </Link>
                ) : (
                  <span className="inline-flex h-10 items-center rounded-full border border-border px-4 text-sm font-semibold">
                    {t(`category.${route}`)}
                  </span>
                )}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {tournament.games.length ? renderGames(tournament.games) : null}
    </section>
  );
}

function NotFound() {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  return (
    <section className="flex flex-col items-start gap-4" data-testid="tournament-not-found">
      <PageTitle text={t('tournament.notFound.title')} />
      <p className="text-text-muted">{t('tournament.notFound')}</p>
      <ButtonLink to={localized(paths.tournaments)} variant="secondary">
        {t('tournament.allTournaments')}
      </ButtonLink>
    </section>
  );
}

function Loaded({
  tournament,
  clockOffset,
  renderGames,
}: {
  tournament: TournamentDetail;
  clockOffset: number;
  renderGames: RenderGames;
}) {
  const live = useLiveBoard(tournament.id);
  const refetch = useRefetchOnPhase();
  // The phase the timer shows: it moves the badge and the way in on with the clock until the
  // server's next answer says the same.
  const [phase, setPhase] = useState<ClockPhase>(() =>
    shownPhase(
      tournament.status,
      { startsAt: Date.parse(tournament.startsAt), endsAt: Date.parse(tournament.endsAt) },
      Date.now() + clockOffset,
    ),
  );
  const onPhase = useCallback(
    (next: ClockPhase) => {
      setPhase(next);
      refetch();
      live.refresh();
    },
    [refetch, live],
  );
  const current = laterPhase(tournament.status, phase);
  return (
    <article
      className="flex flex-col gap-5 md:gap-6"
      data-testid="tournament-page"
      data-tournament={tournament.id}
    >
      <header className="grid overflow-hidden rounded-card border border-border bg-surface md:grid-cols-[3fr_2fr]">
        <TournamentBanner
          url={tournament.bannerUrl}
          eager
          className="aspect-[16/9] h-full md:aspect-auto md:min-h-72"
        />
        <div className="flex min-w-0 flex-col gap-4 p-4 md:p-6">
          <div className="flex flex-wrap items-center gap-2">
            <StatusBadge status={current} />
            {tournament.joined || tournament.me ? <JoinedBadge /> : null}
          </div>
          <div className="flex flex-col gap-2">
            <PageTitle text={tournament.title} />
            {tournament.description ? (
              <p className="text-sm text-text-muted md:text-base">{tournament.description}</p>
            ) : null}
          </div>
          <PrizeFund fund={tournament.prizeFund} />
          <CountdownTimer
            schedule={tournament}
            clockOffset={clockOffset}
            onPhase={onPhase}
            size="lg"
          />
          <JoinPanel tournament={tournament} phase={current} onJoined={live.refresh} />
        </div>
      </header>
      <Facts tournament={tournament} />
      <div className="grid gap-5 md:gap-6 lg:grid-cols-[3fr_2fr] lg:items-start">
        <Leaderboard live={live} status={current} />
        <div className="flex flex-col gap-5 md:gap-6">
          <PrizeTable tournament={tournament} />
          <Rules tournament={tournament} />
        </div>
      </div>
      <Games tournament={tournament} renderGames={renderGames} />
    </article>
  );
}

/**
 * `/tournament/{id}` (spec core §2, issue 25): hero with banner, timer and the way in, the live
 * leaderboard, the prize table, the rules in the site's language and the eligible games. An id
 * the server does not know (or a cancelled tournament) is a real not-found state.
 */
export function TournamentPage({
  id,
  renderGames,
}: {
  id: number | null;
  renderGames: RenderGames;
}) {
  const { t } = useTranslation();
  const query = useTournament(id);
  if (id === null || query.data === null) return <NotFound />;
  if (query.data) {
    return (
      <Loaded
        key={query.data.tournament.id}
        tournament={query.data.tournament}
        clockOffset={query.data.clockOffset}
        renderGames={renderGames}
      />
    );
  }
  if (query.isError) {
    return (
      <div
        role="alert"
        className="flex flex-col items-center gap-3 rounded-card border border-border p-8 text-center"
      >
        <p>{t('tournament.loadErrorOne')}</p>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-5" aria-busy="true">
      <div className="h-72 animate-pulse rounded-card bg-surface motion-reduce:animate-none" />
      <div className="h-64 animate-pulse rounded-card bg-surface motion-reduce:animate-none" />
    </div>
  );
}
