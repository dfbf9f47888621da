import { ErrorCode, type TournamentDetail } from '@jackdaw/contracts';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/lib/api-client';
import { usePopup } from '../../../shared/lib/use-popup';
import { useSession } from '../../../shared/lib/use-session';
import { Button } from '../../../shared/ui/button';
import { useJoinTournament } from '../api/join-tournament';
import type { ClockPhase } from '../lib/countdown';

const JOIN_ERRORS: Record<string, string> = {
  [ErrorCode.TournamentFinished]: 'tournament.joinError.finished',
  [ErrorCode.TournamentNotOptIn]: 'tournament.joinError.notOptIn',
  [ErrorCode.TournamentIneligible]: 'tournament.cannotJoin',
};

function Note({ children, testId }: { children: string; testId: string }) {
  return (
    <p className="rounded-lg bg-surface-raised p-3 text-sm" data-testid={testId}>
      {children}
    </p>
  );
}

/**
 * What the player can do (issue 25): a visitor signs in; an opt-in tournament is joined with
 * the button; an automatic one says the first qualifying bet enters; a player already in, or a
 * finished tournament, is told so. A refusal of the join call is said in place, by its code.
 */
export function JoinPanel({
  tournament,
  phase,
  onJoined,
}: {
  tournament: TournamentDetail;
  phase: ClockPhase;
  onJoined(): void;
}) {
  const { t } = useTranslation();
  const session = useSession();
  const { open } = usePopup();
  const join = useJoinTournament();
  if (phase === 'finished') {
    return <Note testId="tournament-finished-note">{t('tournament.finishedNote')}</Note>;
  }
  if (session.status === 'unknown') {
    return (
      <div className="h-11 animate-pulse rounded-lg bg-surface-raised motion-reduce:animate-none" />
    );
  }
  if (tournament.joined || tournament.me) {
    return <Note testId="tournament-joined-note">{t('tournament.joinedNote')}</Note>;
  }
  if (session.status === 'guest') {
    return (
      <Button size="lg" block onClick={() => open('sign-in')} data-testid="tournament-sign-in">
        {t('tournament.signInToTakePart')}
      </Button>
    );
  }
  if (tournament.entry === 'automatic') {
    return <Note testId="tournament-automatic-note">{t('tournament.automaticNote')}</Note>;
  }
  if (!tournament.canJoin) {
    return <Note testId="tournament-cannot-join">{t('tournament.cannotJoin')}</Note>;
  }
  const error = join.error;
  const errorKey =
    error instanceof ApiError
      ? (JOIN_ERRORS[error.code] ?? 'tournament.joinError.generic')
      : 'tournament.joinError.generic';
  return (
    <div className="flex flex-col gap-2">
      <Button
        size="lg"
        block
        pending={join.isPending}
        onClick={() => join.mutate(tournament.id, { onSuccess: onJoined })}
        data-testid="tournament-join"
      >
        {t('tournament.join')}
      </Button>
      {join.isError ? (
        <p role="alert" className="text-sm text-danger">
          {t(errorKey)}
        </p>
      ) : null}
    </div>
  );
}
