import {
  adminApproveWithdrawalCall,
  adminHoldWithdrawalCall,
  adminPaymentCall,
  adminPaymentsCall,
  adminReconcilePaymentCall,
  adminRejectWithdrawalCall,
  adminReleaseWithdrawalCall,
  adminWithdrawalQueueCall,
  CURRENCY_CODES,
  PAYMENT_STATES,
  type AdminPayment,
  type AdminPaymentCallback,
  type AdminPaymentsQuery,
  type AdminWithdrawalItem,
  type PaymentState,
} from '@jackdaw/contracts';
import { formatMoney } from '@jackdaw/money';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Route, Routes, useNavigate, useParams, useSearchParams } from 'react-router';
import { api, ApiError } from '../../api/client';
import { useKeysetList } from '../../api/keyset-list';
import { useCan } from '../../app/me';
import {
  BackLink,
  Button,
  DataTable,
  DateTime,
  ErrorNotice,
  Field,
  FilterBar,
  JsonBlock,
  Money,
  Notice,
  Page,
  ReasonDialog,
  Section,
  Select,
  StatusBadge,
  Tabs,
  TextInput,
  useSearchFilters,
  utcInstant,
  type Column,
  type StatusTone,
} from '../../ui';

const WITHDRAWAL_STATES = ['request', 'pending', 'completed', 'rejected', 'canceled'] as const;
type WithdrawalState = (typeof WITHDRAWAL_STATES)[number];

const statusTone = (status: PaymentState): StatusTone =>
  status === 'success' || status === 'completed'
    ? 'success'
    : status === 'failed' || status === 'rejected' || status === 'reversed'
      ? 'danger'
      : status === 'request' || status === 'pending' || status === 'created'
        ? 'info'
        : 'neutral';

function PaymentStatus({ status }: { status: PaymentState }) {
  const { t } = useTranslation('payments');
  return <StatusBadge tone={statusTone(status)}>{t(`status.${status}`)}</StatusBadge>;
}

const amountOf = (payment: AdminPayment) => (
  <Money minor={payment.amount} currency={payment.currencyCode} />
);

/** How long before `now` (the list's load, ms) `iso` was, as "3 h 12 min". */
function Age({ iso, now }: { iso: string; now: number }) {
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

function PlayerLink({ id }: { id: number }) {
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

type QueueAction = 'approve' | 'reject' | 'hold' | 'release';

/** The withdrawal queue: waiting ones unheld first, oldest first; approve, reject, hold. */
function WithdrawalQueue() {
  const { t } = useTranslation('payments');
  const navigate = useNavigate();
  const client = useQueryClient();
  const canApprove = useCan('withdrawals.approve');
  const canHold = useCan('withdrawals.hold');
  const [status, setStatus] = useState<WithdrawalState>('request');
  const [acting, setActing] = useState<{ action: QueueAction; item: AdminWithdrawalItem } | null>(
    null,
  );
  const [done, setDone] = useState<{ tone: 'success' | 'info'; text: string } | null>(null);
  const queue = useQuery({
    queryKey: ['admin', 'payments', 'queue', status],
    queryFn: ({ signal }) => api(adminWithdrawalQueueCall, { query: { status }, signal }),
  });

  const run = async (action: QueueAction, item: AdminWithdrawalItem, reason: string) => {
    const params = { id: item.id };
    const shown = formatMoney(item.amount, item.currencyCode, 'EN');
    if (action === 'approve') {
      const answer = await api(adminApproveWithdrawalCall, {
        params,
        body: reason ? { reason } : {},
      });
      setDone(
        answer.outcome === 'approved'
          ? {
              tone: 'success',
              text: t('queue.approved', { amount: shown, provider: item.provider }),
            }
          : { tone: 'info', text: t('queue.sentForApproval', { id: answer.approvalRequestId }) },
      );
    } else if (action === 'reject') {
      await api(adminRejectWithdrawalCall, { params, body: { reason } });
      setDone({ tone: 'success', text: t('queue.rejected', { amount: shown }) });
    } else {
      const call = action === 'hold' ? adminHoldWithdrawalCall : adminReleaseWithdrawalCall;
      await api(call, { params, body: { reason } });
      setDone({
        tone: 'success',
        text: t(action === 'hold' ? 'queue.held' : 'queue.released', { amount: shown }),
      });
    }
    await client.invalidateQueries({ queryKey: ['admin', 'payments'] });
  };

  const columns: Column<AdminWithdrawalItem>[] = [
    {
      key: 'player',
      header: t('queue.player'),
      cell: (item) => <PlayerLink id={item.userId} />,
    },
    { key: 'amount', header: t('queue.amount'), align: 'right', cell: amountOf },
    {
      key: 'method',
      header: t('queue.method'),
      cell: (item) => <code className="font-mono text-[13px]">{item.methodCode}</code>,
    },
    {
      key: 'age',
      header: t('queue.age'),
      cell: (item) => <Age iso={item.createdAt} now={queue.dataUpdatedAt} />,
    },
    {
      key: 'flags',
      header: t('queue.flags'),
      cell: (item) => (
        <span className="flex flex-wrap gap-1">
          {status !== 'request' && <PaymentStatus status={item.status} />}
          {item.hold && <StatusBadge tone="warning">{t('queue.flag.held')}</StatusBadge>}
          {item.flags.accountReview && (
            <StatusBadge tone="danger">{t('queue.flag.review')}</StatusBadge>
          )}
          {item.flags.approvalPending ? (
            <StatusBadge tone="info">{t('queue.flag.awaiting')}</StatusBadge>
          ) : (
            item.flags.needsSecondPerson && (
              <StatusBadge tone="neutral">{t('queue.flag.fourEyes')}</StatusBadge>
            )
          )}
        </span>
      ),
    },
    {
      key: 'actions',
      header: t('queue.actions'),
      cell: (item) => {
        if (item.status !== 'request') return '—';
        const button = (action: QueueAction, variant: 'primary' | 'secondary' | 'danger') => (
          <Button
            size="sm"
            variant={variant}
            aria-label={`${t(`queue.${action}`)} · ${formatMoney(item.amount, item.currencyCode, 'EN')} · ${t('queue.playerLink', { id: item.userId })}`}
            onClick={(event) => {
              event.stopPropagation();
              setDone(null);
              setActing({ action, item });
            }}
          >
            {t(`queue.${action}`)}
          </Button>
        );
        return (
          <span className="flex flex-wrap gap-1.5">
            {canApprove &&
              !item.hold &&
              !item.flags.approvalPending &&
              button('approve', 'primary')}
            {canApprove && button('reject', 'danger')}
            {canHold && button(item.hold ? 'release' : 'hold', 'secondary')}
          </span>
        );
      },
    },
  ];

  const item = acting?.item;
  const shown = item ? formatMoney(item.amount, item.currencyCode, 'EN') : '';
  const dialogText: Record<QueueAction, ReactNode> = {
    approve: item?.flags.needsSecondPerson
      ? t('queue.approveFourEyes')
      : t('queue.approveText', { provider: item?.provider }),
    reject: t('queue.rejectText'),
    hold: t('queue.holdText'),
    release: t('queue.releaseText'),
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <Field label={t('queue.status')}>
          <Select
            value={status}
            onChange={(event) => setStatus(event.target.value as WithdrawalState)}
            options={WITHDRAWAL_STATES.map((value) => ({
              value,
              label: t(`status.${value}`),
            }))}
          />
        </Field>
        <Button onClick={() => void queue.refetch()} busy={queue.isFetching}>
          <RefreshCw aria-hidden size={16} />
          {t('queue.refresh')}
        </Button>
      </div>
      {done && <Notice tone={done.tone}>{done.text}</Notice>}
      <DataTable
        caption={t('queue.caption')}
        columns={columns}
        rows={queue.data?.withdrawals}
        rowKey={(row) => row.id}
        loading={queue.isLoading}
        error={queue.error}
        onRetry={() => void queue.refetch()}
        empty={t('queue.empty')}
        onRowClick={(row) => void navigate(row.id)}
      />
      {acting && (
        <ReasonDialog
          open
          onOpenChange={(open) => !open && setActing(null)}
          title={t(`queue.${acting.action}Title`, { amount: shown })}
          description={dialogText[acting.action]}
          confirmLabel={t(`queue.${acting.action}`)}
          confirmVariant={acting.action === 'reject' ? 'danger' : 'primary'}
          reasonRequired={acting.action !== 'approve'}
          onConfirm={(reason) => run(acting.action, acting.item, reason)}
        />
      )}
    </div>
  );
}

const FILTER_KEYS = [
  'status',
  'kind',
  'provider',
  'method',
  'currency',
  'minAmount',
  'maxAmount',
  'from',
  'to',
  'userId',
] as const;
type FilterKey = (typeof FILTER_KEYS)[number];
type Filters = Partial<Record<FilterKey, string>>;

const digits = /^\d{1,19}$/;
function invalid(filters: Filters): 'range' | 'amount' | null {
  const from = utcInstant(filters.from);
  const to = utcInstant(filters.to);
  if (from && to && from > to) return 'range';
  const { minAmount, maxAmount } = filters;
  if ((minAmount && !digits.test(minAmount)) || (maxAmount && !digits.test(maxAmount)))
    return 'amount';
  if (minAmount && maxAmount && BigInt(minAmount) > BigInt(maxAmount)) return 'amount';
  return null;
}

function toQuery(filters: Filters): AdminPaymentsQuery {
  return {
    status: (filters.status || undefined) as AdminPaymentsQuery['status'],
    kind: (filters.kind || undefined) as AdminPaymentsQuery['kind'],
    provider: filters.provider || undefined,
    method: filters.method || undefined,
    currency: (filters.currency || undefined) as AdminPaymentsQuery['currency'],
    minAmount: filters.minAmount || undefined,
    maxAmount: filters.maxAmount || undefined,
    from: utcInstant(filters.from),
    to: utcInstant(filters.to),
    userId: filters.userId || undefined,
  };
}

/** The payments search: filters in the URL, newest first, "load more" by keyset. */
function PaymentSearch() {
  const { t } = useTranslation('payments');
  const navigate = useNavigate();
  const filters = useSearchFilters(FILTER_KEYS, { tab: 'search' });
  const { applied, draft, set } = filters;
  const [problem, setProblem] = useState<'range' | 'amount' | null>(null);
  const search = useKeysetList({
    queryKey: ['admin', 'payments', 'search', applied],
    load: (cursor, signal) =>
      api(adminPaymentsCall, { query: { ...toQuery(applied), cursor }, signal }),
    rows: (page) => page.items,
    next: (page) => page.nextCursor,
    enabled: invalid(applied) === null,
  });
  const apply = () => {
    const found = invalid(draft);
    setProblem(found);
    if (!found) filters.apply();
  };
  const reset = () => {
    setProblem(null);
    filters.reset();
  };

  const columns: Column<AdminPayment>[] = [
    {
      key: 'id',
      header: t('search.id'),
      cell: (row) => (
        <Link
          to={row.id}
          className="font-mono text-[13px] text-accent underline-offset-2 hover:underline"
          aria-label={t('queue.open', { id: row.id })}
          onClick={(event) => event.stopPropagation()}
        >
          {row.id.slice(0, 8)}
        </Link>
      ),
    },
    { key: 'time', header: t('search.time'), cell: (row) => <DateTime value={row.createdAt} /> },
    { key: 'player', header: t('queue.player'), cell: (row) => <PlayerLink id={row.userId} /> },
    { key: 'kind', header: t('search.kind'), cell: (row) => t(`kind.${row.kind}`) },
    {
      key: 'status',
      header: t('search.status'),
      cell: (row) => <PaymentStatus status={row.status} />,
    },
    { key: 'amount', header: t('queue.amount'), align: 'right', cell: amountOf },
    {
      key: 'method',
      header: t('queue.method'),
      cell: (row) => <code className="font-mono text-[13px]">{row.methodCode}</code>,
    },
  ];

  return (
    <div className="flex flex-col gap-4">
      <FilterBar label={t('search.filters')} onApply={apply} onReset={reset}>
        <Field label={t('search.status')}>
          <Select
            value={draft.status ?? ''}
            onChange={(event) => set('status')(event.target.value)}
            options={[
              { value: '', label: t('search.anyStatus') },
              ...PAYMENT_STATES.map((value) => ({ value, label: t(`status.${value}`) })),
            ]}
          />
        </Field>
        <Field label={t('search.kind')}>
          <Select
            value={draft.kind ?? ''}
            onChange={(event) => set('kind')(event.target.value)}
            options={[
              { value: '', label: t('search.anyKind') },
              { value: 'deposit', label: t('kind.deposit') },
              { value: 'withdrawal', label: t('kind.withdrawal') },
            ]}
          />
        </Field>
        <Field label={t('search.provider')}>
          <TextInput
            value={draft.provider ?? ''}
            maxLength={40}
            placeholder="paykassma"
            onChange={(event) => set('provider')(event.target.value.trim().toLowerCase())}
          />
        </Field>
        <Field label={t('search.method')}>
          <TextInput
            value={draft.method ?? ''}
            maxLength={80}
            placeholder="pm.paykassma.upi"
            onChange={(event) => set('method')(event.target.value.trim())}
          />
        </Field>
        <Field label={t('search.currency')}>
          <Select
            value={draft.currency ?? ''}
            onChange={(event) => set('currency')(event.target.value)}
            options={[
              { value: '', label: t('search.anyCurrency') },
              ...CURRENCY_CODES.map((code) => ({ value: code, label: code })),
            ]}
          />
        </Field>
        <Field label={t('search.minAmount')}>
          <TextInput
            inputMode="numeric"
            value={draft.minAmount ?? ''}
            maxLength={19}
            onChange={(event) => set('minAmount')(event.target.value.trim())}
          />
        </Field>
        <Field
          label={t('search.maxAmount')}
          error={problem === 'amount' ? t('search.amountInvalid') : undefined}
        >
          <TextInput
            inputMode="numeric"
            value={draft.maxAmount ?? ''}
            maxLength={19}
            onChange={(event) => set('maxAmount')(event.target.value.trim())}
          />
        </Field>
        <Field label={t('search.from')}>
          <TextInput
            type="datetime-local"
            value={draft.from ?? ''}
            onChange={(event) => set('from')(event.target.value)}
          />
        </Field>
        <Field
          label={t('search.to')}
          error={problem === 'range' ? t('search.rangeInvalid') : undefined}
        >
          <TextInput
            type="datetime-local"
            value={draft.to ?? ''}
            onChange={(event) => set('to')(event.target.value)}
          />
        </Field>
        <Field label={t('search.userId')}>
          <TextInput
            inputMode="numeric"
            value={draft.userId ?? ''}
            maxLength={10}
            onChange={(event) => set('userId')(event.target.value.replace(/\D/g, ''))}
          />
        </Field>
      </FilterBar>
      <DataTable
        caption={t('search.caption')}
        columns={columns}
        rows={search.rows}
        rowKey={(row) => row.id}
        {...search.table}
        empty={t('search.empty')}
        onRowClick={(row) => void navigate(row.id)}
      />
    </div>
  );
}

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
function PaymentDetail() {
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
            <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-1.5 text-sm">
              {facts.map(([label, value]) => (
                <div key={label} className="contents">
                  <dt className="font-medium text-text-muted">{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
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

/** The queue and the search, as tabs (`?tab=search` keeps the search's filters in the URL). */
function PaymentsHome() {
  const { t } = useTranslation('payments');
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = searchParams.get('tab') === 'search' ? 'search' : 'queue';
  return (
    <Page title={t('title')} description={t('description')}>
      <Tabs
        label={t('tabs.label')}
        tabs={[
          { key: 'queue', label: t('tabs.queue') },
          { key: 'search', label: t('tabs.search') },
        ]}
        value={tab}
        onChange={(key) => setSearchParams(key === 'search' ? { tab: 'search' } : {})}
      >
        {tab === 'queue' ? <WithdrawalQueue /> : <PaymentSearch />}
      </Tabs>
    </Page>
  );
}

/** Payments: the withdrawal queue and search at `payments`, one payment at `payments/:id`. */
export default function PaymentsPage() {
  return (
    <Routes>
      <Route index element={<PaymentsHome />} />
      <Route path=":id" element={<PaymentDetail />} />
    </Routes>
  );
}
