import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../shared/lib/use-session';
import { formatCountdown, INCREASED_BONUS, remainingMs } from '../lib/registration-timer';
import { useRegistrationTimer } from '../state';

/**
 * The countdown for the increased welcome bonus, shown as mm:ss (engagement §2, §4): 15 minutes
 * from opening sign-up in the sign-up popup, or from `since` (the account's registration) on
 * the main page.
 */
export function RegistrationTimer({ since }: { since?: number } = {}) {
  const { t } = useTranslation();
  const startedAt = useRegistrationTimer((state) => state.startedAt);
  const start = useRegistrationTimer((state) => state.start);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (since === undefined) start(Date.now());
  }, [start, since]);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const left = remainingMs(since ?? startedAt ?? now, now);
  const over = left === 0;
  return (
    <div
      className="flex items-center gap-3 rounded-card border border-accent/40 bg-accent/10 p-3"
      data-testid="registration-timer"
    >
      <div className="min-w-0 flex-1 text-sm">
        <p className="font-bold text-accent">
          {t('auth.timer.title', { percent: INCREASED_BONUS.percent })}
        </p>
        <p className="text-text-muted">
          {over
            ? t('auth.timer.over')
            : t('auth.timer.body', {
                minutes: INCREASED_BONUS.windowMs / 60_000,
                percent: INCREASED_BONUS.percent,
              })}
        </p>
      </div>
      <p className="shrink-0 text-center">
        <span className="sr-only">{t('auth.timer.left')}</span>
        <time
          className="block font-mono text-2xl font-extrabold tabular-nums"
          dateTime={`PT${Math.ceil(left / 1000)}S`}
          data-testid="registration-timer-value"
        >
          {formatCountdown(left)}
        </time>
      </p>
    </div>
  );
}

/**
 * The main page's timer (engagement §2): for a player who registered less than 15 minutes ago
 * with a welcome bonus chosen and no deposit yet, the time left for the increased bonus, counted
 * from the registration as the server counts it. Gone once the window is over or the deposit made.
 */
export function PlayerRegistrationTimer() {
  const { user } = useSession();
  const [now, setNow] = useState(() => Date.now());
  const registeredAt = user ? Date.parse(user.createdAt) : NaN;
  const open =
    user !== null &&
    !user.firstDeposit &&
    user.bonusChoice !== 'none' &&
    !Number.isNaN(registeredAt) &&
    remainingMs(registeredAt, now) > 0;
  useEffect(() => {
    if (!open) return;
    const timer = setTimeout(() => setNow(Date.now()), remainingMs(registeredAt, Date.now()) + 50);
    return () => clearTimeout(timer);
  }, [open, registeredAt]);
  return open ? <RegistrationTimer since={registeredAt} /> : null;
}
