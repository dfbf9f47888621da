import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { timeLeft } from '../lib/expiry';

const UNITS = ['days', 'hours', 'minutes', 'seconds'] as const;
const UNIT_KEYS = {
  days: 'bonuses.time.day',
  hours: 'bonuses.time.hours',
  minutes: 'bonuses.time.min',
  seconds: 'bonuses.time.sec',
} as const;

/** The time left until `endsAt`, counting down each second in day, hours, min and sec (§9). */
export function TimeLeft({ endsAt }: { endsAt: number }) {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const left = timeLeft(endsAt, now);
  if (left.over) {
    return <span className="font-semibold text-danger">{t('bonuses.time.over')}</span>;
  }
  return (
    <time
      dateTime={new Date(endsAt).toISOString()}
      className="flex flex-wrap gap-x-2 font-semibold tabular-nums"
      data-testid="bonus-time-left"
    >
      {UNITS.map((unit) => (
        <span key={unit} className="whitespace-nowrap">
          {String(left[unit]).padStart(unit === 'days' ? 1 : 2, '0')}{' '}
          <span className="text-xs font-normal text-text-muted">{t(UNIT_KEYS[unit])}</span>
        </span>
      ))}
    </time>
  );
}
