import type { PaymentDirection } from '@jackdaw/contracts';
import { useTranslation } from 'react-i18next';
import type { PaymentProgress } from '../lib/payment-progress';

/** Where a created payment stands, kept current while the result shows. */
export function ProgressLine({
  direction,
  progress,
}: {
  direction: PaymentDirection;
  progress: PaymentProgress | null;
}) {
  const { t } = useTranslation();
  if (!progress) return null;
  const key =
    progress === 'succeeded'
      ? direction === 'DEPOSIT'
        ? 'payments.progress.credited'
        : 'payments.progress.completed'
      : `payments.progress.${progress}`;
  return (
    <p
      role="status"
      data-testid="payment-progress"
      data-progress={progress}
      className={`rounded-lg px-3 py-2 text-sm font-semibold ${
        progress === 'succeeded'
          ? 'bg-success/15 text-success'
          : progress === 'failed'
            ? 'bg-danger/15 text-danger'
            : progress === 'canceled' || progress === 'expired'
              ? 'bg-info/15 text-info'
              : 'bg-surface-raised text-text-muted'
      }`}
    >
      {t(key)}
    </p>
  );
}
