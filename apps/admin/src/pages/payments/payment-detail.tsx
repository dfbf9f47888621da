import {
  adminPaymentCall,
  adminReconcilePaymentCall,
  type AdminPaymentCallback,
} from '@jackdaw/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { api, ApiError } from '../../api/client';
import { useCan } from '../../app/me';
import {
  BackLink,
  Button,
  DateTime,
  ErrorNotice,
  Facts,
  JsonBlock,
  Notice,
  Page,
  Section,
} from '../../ui';
import { amountOf, PaymentStatus, PlayerLink } from './payment-parts';

function CallbackView({ callback }: { callback: AdminPaymentCallback }) {
  const { t } = useTranslation('payments');
  return (
    <details className="rounded-md border border-border">
      <summary className="cursor-pointer px-3 py-2 text-sm font-medium">
        {t('detail.callback', { id: callback.id, outcome: callback.outcome })} ·{' '}
        <DateTime value={callback.receivedAt} /> · {t('detail.signature')}:{' '}
        {callback.signatureValid ? t('detail.signatureValid') : t('detail.signatureInvalid')}
      </summary>
      <div className="flex flex-col gap-2 border-t border-border px-3 py-2 text-sm">
        {callback.detail && <p>{callback.detail}</p>}
        {callback.bodySha256 && (
          <p className="text-text-muted">
            {t('detail.size', { bytes: callback.bodyLength, sha: callback.bodySha256 })}
          </p>
        )}
        <h4 className="font-medium">{t('detail.headers')}</h4>
        <JsonBlock value={callback.headers} className="max-h-64" />
        <h4 className="font-medium">{t('detail.body')}</h4>
        <JsonBlock value={callback.body} className="max-h-96" />
      </div>
    </details>
  );
}

/** One payment: its facts, timeline, callbacks and the reconcile button. */
export function PaymentDetail() {
  const { t } = useTranslation('payments');
  const { id = '' } = useParams();
  const client = useQueryClient();
  const canReconcile = useCan('payments.reconcile');
  const detail = useQuery({
    queryKey: ['admin', 'payments', 'detail', id],
    queryFn: ({ signal }) => api(adminPaymentCall, { params: { id }, signal }),
    // Each read is audited (payment.read): no background refetches.
    refetchOnWindowFocus: false,
  });
  const reconcile = useMutation({
    mutationFn: () => api(adminReconcilePaymentCall, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'payments'] }),
  });
  const back = <BackLink to="/payments">{t('detail.back')}</BackLink>;
  const data = detail.data;
  const payment = data?.payment;
  const facts: [string, ReactNode][] = payment
    ? [
        [t('detail.id'), <code key="id">{payment.id}</code>],
        [t('detail.player'), <PlayerLink key="player" id={payment.userId} />],
        [t('detail.kind'), t(`kind.${payment.kind}`)],
        [t('detail.status'), <PaymentStatus key="status" status={payment.status} />],
        [t('detail.amount'), amountOf(payment)],
        [t('detail.provider'), payment.provider],
        [t('detail.method'), <code key="method">{payment.methodCode}</code>],
        [t('detail.reference'), payment.providerReference ?? '—'],
        [t('detail.reason'), payment.reason ?? '—'],
        [
          t('detail.hold'),
          payment.hold ? (
            <span key="hold">
              <DateTime value={payment.hold.at} /> — {payment.hold.reason}
            </span>
          ) : (
            '—'
          ),
        ],
        [t('detail.created'), <DateTime key="created" value={payment.createdAt} />],
        [t('detail.updated'), <DateTime key="updated" value={payment.updatedAt} />],
      ]
    : [];
  const result = reconcile.data;
  return (
    <Page
      title={t('detail.title', { id: id.slice(0, 8) })}
      back={back}
      actions={
        canReconcile && payment ? (
          <Button variant="primary" busy={reconcile.isPending} onClick={() => reconcile.mutate()}>
            <RefreshCw aria-hidden size={16} />
            {reconcile.isPending ? t('detail.reconciling') : t('detail.reconcile')}
          </Button>
        ) : undefined
      }
    >
      {result && (
        <Notice tone={result.changed ? 'success' : 'info'}>
          {result.changed
            ? t('detail.reconciled', {
                answer: result.answer,
                before: t(`status.${result.before}`),
                after: t(`status.${result.payment.status}`),
              })
            : t('detail.unchanged', { answer: result.answer })}
        </Notice>
      )}
      {reconcile.error && <ErrorNotice error={reconcile.error} />}
      {detail.isLoading && <p role="status">{t('detail.facts')}…</p>}
      {detail.error instanceof ApiError && detail.error.statusCode === 404 ? (
        <Notice tone="warning">{t('detail.notFound', { id })}</Notice>
      ) : (
        detail.error && <ErrorNotice error={detail.error} onRetry={() => void detail.refetch()} />
      )}
      {data && payment && (
        <>
          <Section title={t('detail.facts')}>
            <Facts rows={facts} />
            {Object.keys(data.details).length > 0 && (
              <details className="mt-3 text-sm">
                <summary className="cursor-pointer font-medium">{t('detail.fields')}</summary>
                <JsonBlock value={data.details} className="mt-2" />
              </details>
            )}
          </Section>
          <Section title={t('detail.timeline')}>
            <table className="w-full border-collapse text-sm">
              <caption className="sr-only">{t('detail.timelineCaption')}</caption>
              <thead className="text-left text-text-muted">
                <tr>
                  <th scope="col" className="py-1 pr-4 font-medium">
                    {t('detail.at')}
                  </th>
                  <th scope="col" className="py-1 pr-4 font-medium">
                    {t('detail.change')}
                  </th>
                  <th scope="col" className="py-1 font-medium">
                    {t('detail.cause')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.timeline.map((event, index) => (
                  <tr key={index} className="border-t border-border" data-testid="timeline-row">
                    <td className="py-1.5 pr-4">
                      <DateTime value={event.at} />
                    </td>
                    <td className="py-1.5 pr-4 whitespace-nowrap">
                      {event.from && event.from !== event.to
                        ? `${t(`status.${event.from}`, { defaultValue: event.from })} → `
                        : ''}
                      {t(`status.${event.to}`, { defaultValue: event.to })}
                    </td>
                    <td className="py-1.5">{event.cause}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </Section>
          <Section title={t('detail.callbacks')}>
            {data.callbacks.length === 0 ? (
              <p className="text-sm text-text-muted">{t('detail.noCallbacks')}</p>
            ) : (
              <div className="flex flex-col gap-2">
                {data.callbacks.map((callback) => (
                  <CallbackView key={callback.id} callback={callback} />
                ))}
              </div>
            )}
          </Section>
        </>
      )}
    </Page>
  );
}
