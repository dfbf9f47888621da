import type { TournamentStatus } from '@jackdaw/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { countdown, type ClockPhase } from '../lib/countdown';
import { useDateFormat } from './use-date-format';

const UNITS = ['days', 'hours', 'minutes', 'seconds'] as const;

export interface TimerSchedule {
  startsAt: string;
  endsAt: string;
  timeZone: string;
  status: TournamentStatus;
}

/**
 * The tournament's timer in engagement §9's units (days, hours, minutes, seconds): to the start
 * of an upcoming tournament, to the end of a running one, the end date once finished. It ticks
 * on its own, so only the timer re-renders each second, and counts on the server's clock
 * (`clockOffset`). `onPhase` hears the clock pass a start or an end, for the page to ask again.
 */
export function CountdownTimer({
  schedule,
  clockOffset,
  onPhase,
  size = 'md',
}: {
  schedule: TimerSchedule;
  clockOffset: number;
  onPhase?: (phase: ClockPhase) => void;
  size?: 'md' | 'lg';
}) {
  const { t } = useTranslation();
  const formatDate = useDateFormat();
  const [now, setNow] = useState(() => Date.now() + clockOffset);
  const startsAt = Date.parse(schedule.startsAt);
  const endsAt = Date.parse(schedule.endsAt);
  const state = countdown(schedule.status, { startsAt, endsAt }, now);
  const ticking = state.phase !== 'finished';
  useEffect(() => {
    if (!ticking) return;
    const tick = () => setNow(Date.now() + clockOffset);
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [ticking, clockOffset]);
  const reported = useRef(state.phase);
  useEffect(() => {
    if (reported.current === state.phase) return;
    reported.current = state.phase;
    onPhase?.(state.phase);
  }, [state.phase, onPhase]);

  if (!state.parts) {
    return (
      <p className="flex flex-col text-sm" data-testid="tournament-timer" data-phase="finished">
        <span className="text-text-muted">{t('tournament.ended')}</span>
        <time dateTime={schedule.endsAt} className="font-semibold">
          {formatDate(schedule.endsAt, schedule.timeZone)}
        </time>
      </p>
    );
  }
  const label = t(state.target === 'start' ? 'tournament.startsIn' : 'tournament.endsIn');
  const big = size === 'lg';
  return (
    <div className="flex flex-col gap-1.5" data-testid="tournament-timer" data-phase={state.phase}>
      <span className="text-xs font-semibold uppercase tracking-wide text-text-muted">{label}</span>
      {/* A timer is not announced each second (role timer is polite-off); its label says what it counts to. */}
      <div role="timer" aria-label={label} className="flex gap-1.5">
        {UNITS.map((unit) => (
          <span
            key={unit}
            className={`flex min-w-0 flex-1 flex-col items-center rounded-lg bg-surface-raised px-1 py-1.5 ${big ? 'md:px-3 md:py-2' : ''}`}
          >
            <span
              className={`font-extrabold tabular-nums ${big ? 'text-2xl md:text-3xl' : 'text-lg'}`}
            >
              {String(state.parts![unit]).padStart(2, '0')}
            </span>
            <span className="max-w-full truncate text-[11px] text-text-muted">
              {t(`tournament.time.${unit}`)}
            </span>
          </span>
        ))}
      </div>
    </div>
  );
}
