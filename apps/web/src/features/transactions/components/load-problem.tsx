import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button';

/** The history could not be read: say so and offer another try. */
export function LoadProblem({ onRetry }: { onRetry(): void }) {
  const { t } = useTranslation();
  return (
    <div
      className="flex flex-col items-start gap-3 rounded-card border border-border bg-surface p-4"
      role="alert"
    >
      <p>{t('transactions.loadError')}</p>
      <Button onClick={onRetry} size="sm">
        {t('common.retry')}
      </Button>
    </div>
  );
}
