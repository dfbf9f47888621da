import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCountdown, remainingMs } from '../lib/countdown';

/** Milliseconds left until `expiresAt`, updated every second. */
export function useRemaining(expiresAt: number | null): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (expiresAt === null) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [expiresAt]);
  return expiresAt === null ? null : remainingMs(expiresAt, now);
}

/** "Time left 02:59" under a UPI or QR code. */
export function Countdown({ remaining }: { remaining: number }) {
  const { t } = useTranslation();
  return (
    <p className="text-center text-sm text-text-muted" role="timer" aria-live="off">
      {t('payments.timeLeft')}{' '}
      <span className="font-mono font-bold text-text" data-testid="payment-countdown">
        {formatCountdown(remaining)}
      </span>
    </p>
  );
}
