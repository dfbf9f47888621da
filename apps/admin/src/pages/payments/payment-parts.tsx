import { type AdminPayment, type PaymentState } from '@jackdaw/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Money, StatusBadge, type StatusTone } from '../../ui';

export const WITHDRAWAL_STATES = [
  'request',
  'pending',
  'completed',
  'rejected',
  'canceled',
] as const;
export type WithdrawalState = (typeof WITHDRAWAL_STATES)[number];

const statusTone = (status: PaymentState): StatusTone =>
  status === 'success' || status === 'completed'
    ? 'success'
    : status === 'failed' || status === 'rejected' || status === 'reversed'
      ? 'danger'
      : status === 'request' || status === 'pending' || status === 'created'
        ? 'info'
        : 'neutral';

export function PaymentStatus({ status }: { status: PaymentState }) {
  const { t } = useTranslation('payments');
  return <StatusBadge tone={statusTone(status)}>{t(`status.${status}`)}</StatusBadge>;
}

export const amountOf = (payment: AdminPayment) => (
  <Money minor={payment.amount} currency={payment.currencyCode} />
);

/** How long before `now` (the list's load, ms) `iso` was, as "3 h 12 min". */
export function Age({ iso, now }: { iso: string; now: number }) {
  const { t } = useTranslation('payments');
  const minutes = Math.max(0, Math.floor((now - new Date(iso).getTime()) / 60_000));
  const hours = Math.floor(minutes / 60);
  const days = Math.floor(hours / 24);
  const text =
    days > 0
      ? t('age.days', { days, hours: hours % 24 })
      : hours > 0
        ? t('age.hours', { hours, minutes: minutes % 60 })
        : t('age.minutes', { count: minutes });
  return <span className="whitespace-nowrap tabular-nums">{text}</span>;
}

export function PlayerLink({ id }: { id: number }) {
  const { t } = useTranslation('payments');
  return (
    <Link
      to={`/players/${id}`}
      className="font-medium text-accent underline-offset-2 hover:underline"
      onClick={(event) => event.stopPropagation()}
    >
      {t('queue.playerLink', { id })}
    </Link>
  );
}
