import type { TournamentStatus, TournamentSummary } from '@jackdaw/contracts';
import { formatMoney } from '@jackdaw/money';
import { Check, Users } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useLocalizedPath } from '../../../shared/lib/use-localized-path';
import type { ClockPhase } from '../lib/countdown';
import { CountdownTimer } from './countdown-timer';
import { TournamentBanner } from './tournament-banner';
import { useLanguageCode } from './use-date-format';

const statusTone: Record<TournamentStatus, string> = {
  running: 'bg-success/15 text-text',
  upcoming: 'bg-info/15 text-text',
  finished: 'bg-surface-raised text-text-muted',
};

export function StatusBadge({ status }: { status: TournamentStatus }) {
  const { t } = useTranslation();
  return (
    <span
      className={`rounded-full px-2.5 py-1 text-xs font-semibold ${statusTone[status]}`}
      data-testid="tournament-status"
    >
      {t(`tournament.status.${status}`)}
    </span>
  );
}

export function JoinedBadge() {
  const { t } = useTranslation();
  return (
    <span
      className="inline-flex items-center gap-1 rounded-full bg-accent/15 px-2.5 py-1 text-xs font-semibold text-text"
      data-testid="tournament-joined"
    >
      <Check aria-hidden="true" size={14} className="text-accent" />
      {t('tournament.joined')}
    </span>
  );
}

/** The prize fund at a glance: the money of every place, and whether places win bonuses too. */
export function PrizeFund({ fund }: { fund: TournamentSummary['prizeFund'] }) {
  const { t } = useTranslation();
  const language = useLanguageCode();
  const money = fund.money !== '0';
  if (!money && fund.bonusPlaces === 0) return null;
  return (
    <p className="flex flex-col" data-testid="tournament-prize-fund">
      <span className="text-xs text-text-muted">{t('tournament.prizeFund')}</span>
      <span className="flex flex-wrap items-baseline gap-x-1.5">
        {money ? (
          <span className="text-xl font-extrabold whitespace-nowrap text-accent">
            {formatMoney(fund.money, fund.currency, language)}
          </span>
        ) : null}
        {fund.bonusPlaces > 0 ? (
          <span className={money ? 'text-sm text-text-muted' : 'text-lg font-bold text-accent'}>
            {t(money ? 'tournament.prizeFund.plusBonuses' : 'tournament.prizeFund.bonusOnly')}
          </span>
        ) : null}
      </span>
    </p>
  );
}

/**
 * A tournament in the list (spec core §2 `/tournament`): banner, status, joined badge, title,
 * prize fund, players and its timer. The title's link covers the card, so the whole card opens
 * the tournament and is one stop for the keyboard.
 */
export function TournamentCard({
  tournament,
  clockOffset,
  onPhase,
  eager = false,
}: {
  tournament: TournamentSummary;
  clockOffset: number;
  onPhase(phase: ClockPhase): void;
  eager?: boolean;
}) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      // The ring of the title's link goes round the whole card its link covers.
      className="relative flex w-full min-w-0 flex-col overflow-hidden rounded-card border border-border bg-surface hover:border-accent has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-accent"
      data-testid="tournament-card"
      data-tournament={tournament.id}
      data-status={tournament.status}
    >
      <TournamentBanner url={tournament.bannerUrl} eager={eager} className="aspect-[16/7]" />
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex flex-wrap items-center gap-2">
          <StatusBadge status={tournament.status} />
          {tournament.joined ? <JoinedBadge /> : null}
          <span className="ml-auto inline-flex items-center gap-1 text-xs text-text-muted">
            <Users aria-hidden="true" size={14} />
            <span className="sr-only">{t('tournament.players')}</span>
            {tournament.participants}
          </span>
        </div>
        <h3 id={titleId} className="text-lg font-bold break-words">
          <Link
            to={localized(paths.tournament(String(tournament.id)))}
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
          >
            {tournament.title}
          </Link>
        </h3>
        {tournament.description ? (
          <p className="line-clamp-2 text-sm text-text-muted">{tournament.description}</p>
        ) : null}
        <div className="mt-auto flex flex-col gap-3">
          <PrizeFund fund={tournament.prizeFund} />
          <CountdownTimer schedule={tournament} clockOffset={clockOffset} onPhase={onPhase} />
        </div>
      </div>
    </article>
  );
}
