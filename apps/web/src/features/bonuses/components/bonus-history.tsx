import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button';
import { useBonusHistory } from '../api/get-bonus-history';
import { progressPercent } from '../lib/progress';
import { useBonusFormat } from './use-bonus-format';

const SKELETON_ROWS = [0, 1, 2];

/** Every bonus of the player, ended ones included, newest first (GET /users/bonuses). */
export function BonusHistory() {
  const { t } = useTranslation();
  const format = useBonusFormat();
  const history = useBonusHistory();
  const date = new Intl.DateTimeFormat(format.language.toLowerCase(), {
    dateStyle: 'medium',
    timeStyle: 'short',
  });

  const body = () => {
    if (!history.data && history.isError) {
      return (
        <div className="flex flex-col items-start gap-3" role="alert">
          <p>{t('bonuses.history.error')}</p>
          <Button size="sm" pending={history.isFetching} onClick={() => void history.refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      );
    }
    if (!history.data) {
      return (
        <div className="flex flex-col gap-2" role="status" aria-busy="true">
          <span className="sr-only">{t('common.loading')}</span>
          {SKELETON_ROWS.map((row) => (
            <div key={row} className="h-14 animate-pulse rounded-lg bg-surface-raised" />
          ))}
        </div>
      );
    }
    if (history.data.length === 0) {
      return <p className="text-text-muted">{t('bonuses.history.empty')}</p>;
    }
    return (
      <ul className="flex flex-col divide-y divide-border" data-testid="bonus-history">
        {history.data.map((item) => (
          <li
            key={item.id}
            className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-3 first:pt-0 last:pb-0"
            data-testid="bonus-history-item"
            data-status={item.status}
          >
            <div className="flex min-w-0 flex-col">
              <span className="break-words font-semibold">{item.name}</span>
              <span className="text-xs text-text-muted">
                {date.format(new Date(item.createdAt))} · {t(`bonuses.status.${item.status}`)}
              </span>
            </div>
            <div className="flex flex-col items-end text-sm">
              <span className="whitespace-nowrap font-semibold">{format.money(item.amount)}</span>
              <span className="whitespace-nowrap text-xs text-text-muted">
                {item.converted !== null
                  ? t('bonuses.history.converted', { amount: format.money(item.converted) })
                  : t('bonuses.history.wagered', {
                      percent: format.percent(
                        progressPercent(item.wagerProgress, item.wagerRequired),
                      ),
                    })}
              </span>
            </div>
          </li>
        ))}
      </ul>
    );
  };

  return (
    <section
      className="flex flex-col gap-4 rounded-card border border-border bg-surface p-4 md:p-6"
      aria-labelledby="bonus-history-title"
    >
      <h2 id="bonus-history-title" className="text-lg font-bold">
        {t('bonuses.history.title')}
      </h2>
      {body()}
    </section>
  );
}
