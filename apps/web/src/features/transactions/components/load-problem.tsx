import { useTranslation } from 'react-i18next';

/** The history could not be read: say so and offer another try. */
export function LoadProblem({ onRetry }: { onRetry(): void }) {
  const { t } = useTranslation();
  return (
    <div
      className="flex flex-col items-start gap-3 rounded-card border border-border bg-surface p-4"
      role="alert"
    >
      <p>{t('transactions.loadError')}</p>
      <button
        type="button"
        onClick={onRetry}
        className="h-10 rounded-lg bg-accent px-4 font-semibold text-accent-contrast"
      >
        {t('common.retry')}
      </button>
    </div>
  );
}
