import type { TransactionStatus } from '@jackdaw/contracts';
import { useTranslation } from 'react-i18next';
import { displayStatus, type DisplayStatus } from '../lib/display-status';

const tone: Record<DisplayStatus, string> = {
  success: 'bg-success/15 text-success',
  error: 'bg-danger/15 text-danger',
  canceled: 'bg-surface-raised text-text-muted',
  pending: 'bg-accent/15 text-accent',
  expired: 'bg-surface-raised text-text-muted',
};

export function StatusBadge({ status }: { status: TransactionStatus }) {
  const { t } = useTranslation();
  const shown = displayStatus(status);
  return (
    <span
      data-status={shown}
      className={`inline-flex h-6 items-center rounded-full px-2.5 text-xs font-semibold ${tone[shown]}`}
    >
      {t(`transactions.status.${shown}`)}
    </span>
  );
}
