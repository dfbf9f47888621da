import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useBonusFormat } from './use-bonus-format';

/** The wagering progress bar (engagement §3 "progress"), its percent read out by assistive technology. */
export function BonusProgress({
  percent,
  done,
  required,
}: {
  percent: number;
  done: number;
  required: number;
}) {
  const { t } = useTranslation();
  const format = useBonusFormat();
  const id = useId();
  const shown = format.percent(percent);
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span id={id} className="text-text-muted">
          {t('bonuses.progress')}
        </span>
        <span className="font-bold" data-testid="bonus-progress-percent">
          {shown}
        </span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={id}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={shown}
        data-testid="bonus-progress"
        className="h-2.5 w-full overflow-hidden rounded-full bg-surface-raised"
      >
        <div
          className="h-full rounded-full bg-accent transition-[width]"
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className="text-xs text-text-muted">
        {t('bonuses.progress.amounts', {
          done: format.money(done),
          required: format.money(required),
        })}
      </p>
    </div>
  );
}
