import { DEFAULT_LANGUAGE, parseLanguageCode } from '@jackdaw/contracts';
import { formatMoney } from '@jackdaw/money';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../shared/lib/api-client';
import { useLocalizedPath } from '../../../shared/lib/use-localized-path';
import { PageTitle } from '../../../shared/ui/page-title';
import { useTransaction } from '../api/transactions';
import { formatDisplayDateTime } from '../lib/display-date-time';
import { LoadProblem } from './load-problem';
import { MethodLabel } from './method-label';
import { StatusBadge } from './status-badge';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1 border-b border-border py-3 last:border-b-0 sm:flex-row sm:items-center sm:justify-between">
      <dt className="text-sm text-text-muted">{label}</dt>
      <dd className="min-w-0 font-semibold break-all sm:text-right">{children}</dd>
    </div>
  );
}

/** /profile/transactions/{id}: one of the player's transactions. */
export function TransactionDetail({ id }: { id: string }) {
  const { t, i18n } = useTranslation();
  const localized = useLocalizedPath();
  const language = parseLanguageCode(i18n.language) ?? DEFAULT_LANGUAGE;
  const query = useTransaction(id);
  const item = query.data?.transaction;
  const back = (
    <Link
      to={localized(item?.type === 'withdraw' ? paths.profile.withdrawals : paths.profile.deposits)}
      className="text-sm text-accent hover:underline"
    >
      ← {t('transactions.back')}
    </Link>
  );

  if (query.isPending) {
    return (
      <section className="flex flex-col gap-4">
        <PageTitle text={t('profile.transaction', { id })} />
        <p className="text-text-muted" role="status">
          {t('common.loading')}
        </p>
      </section>
    );
  }
  if (!item) {
    const missing =
      query.error instanceof ApiError &&
      (query.error.statusCode === 404 || query.error.statusCode === 400);
    return (
      <section className="flex flex-col items-start gap-4">
        <PageTitle text={t('profile.transaction', { id })} />
        {missing ? (
          <p role="alert">{t('transactions.notFound')}</p>
        ) : (
          <LoadProblem onRetry={() => void query.refetch()} />
        )}
        {back}
      </section>
    );
  }
  return (
    <section className="flex flex-col gap-4">
      {back}
      <PageTitle text={t('profile.transaction', { id: item.id.slice(0, 8) })} />
      <dl className="rounded-card border border-border bg-surface px-4" data-testid="transaction">
        <Field label={t('transactions.detail.amount')}>
          {formatMoney(item.amount, item.currencyCode, language)}
        </Field>
        <Field label={t('transactions.detail.status')}>
          <StatusBadge status={item.status} />
        </Field>
        <Field label={t('transactions.detail.type')}>{t(`transactions.type.${item.type}`)}</Field>
        <Field label={t('transactions.detail.method')}>
          <span className="inline-flex justify-end">
            <MethodLabel method={item.method} />
          </span>
        </Field>
        <Field label={t('transactions.detail.created')}>
          {formatDisplayDateTime(item.createdAt)}
        </Field>
        <Field label={t('transactions.detail.updated')}>
          {formatDisplayDateTime(item.updatedAt)}
        </Field>
        <Field label={t('transactions.detail.id')}>{item.id}</Field>
      </dl>
    </section>
  );
}
