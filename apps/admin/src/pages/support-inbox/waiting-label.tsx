import { useTranslation } from 'react-i18next';
import { cn } from '../../ui';
import { URGENT_MINUTES, waited } from './waiting-time';

/** "waiting 4 min": how long the player has waited for an answer, urgent from 10 minutes on. */
export function WaitingLabel({ since, now }: { since: string; now: number }) {
  const { t } = useTranslation('support-inbox');
  const time = waited(since, now);
  const urgent =
    time.unit === 'days' ||
    time.unit === 'hours' ||
    (time.unit === 'minutes' && time.minutes >= URGENT_MINUTES);
  const text =
    time.unit === 'now'
      ? t('waiting.now')
      : time.unit === 'minutes'
        ? t('waiting.minutes', { minutes: time.minutes })
        : time.unit === 'hours'
          ? t('waiting.hours', {
              hours: time.hours,
              minutes: String(time.minutes).padStart(2, '0'),
            })
          : t('waiting.days', { days: time.days, hours: time.hours });
  return (
    <span
      data-testid="waiting-time"
      className={cn(
        'text-xs tabular-nums',
        urgent ? 'font-semibold text-danger' : 'text-text-muted',
      )}
    >
      {t('waiting.label', { time: text })}
    </span>
  );
}
