import {
  approvalApproveCall,
  approvalRejectCall,
  approvalsCall,
  type ApprovalItem,
  type CurrencyCode,
} from '@jackdaw/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import {
  Button,
  ConfirmDialog,
  DataTable,
  DateTime,
  Money,
  Notice,
  Page,
  ReasonDialog,
  StatusBadge,
  type Column,
} from '../../ui';

const QUEUE_KEY = ['admin', 'approvals'] as const;

/** How long a request has waited, e.g. "5 minutes", in the largest whole unit. */
function useAge() {
  const { i18n } = useTranslation();
  return (since: string, now: number) => {
    const seconds = Math.max(0, Math.round((now - new Date(since).getTime()) / 1000));
    const units: [Intl.RelativeTimeFormatUnit, number][] = [
      ['day', 86_400],
      ['hour', 3_600],
      ['minute', 60],
      ['second', 1],
    ];
    const [unit, size] = units.find(([, length]) => seconds >= length) ?? ['second', 1];
    return new Intl.NumberFormat(i18n.language, {
      style: 'unit',
      unit,
      unitDisplay: 'long',
    }).format(Math.floor(seconds / size));
  };
}

/** The four-eyes queue: what the signed-in member may decide, and their own requests. */
export default function ApprovalsPage() {
  const { t } = useTranslation('approvals');
  const { t: common } = useTranslation();
  const age = useAge();
  const client = useQueryClient();
  const queue = useQuery({
    queryKey: QUEUE_KEY,
    queryFn: ({ signal }) => api(approvalsCall, { signal }),
    refetchInterval: 30_000,
  });
  const [deciding, setDeciding] = useState<{ item: ApprovalItem; verb: 'approve' | 'reject' }>();
  const [done, setDone] = useState<string>();
  // Ages as of the last refresh (every 30 s): rendering stays pure.
  const now = queue.dataUpdatedAt;

  const actionLabel = (action: string) => t(`actions.${action}`, { defaultValue: action });
  const staffName = (item: ApprovalItem) =>
    item.requestedBy.email ?? t('table.unknownStaff', { id: item.requestedBy.id });
  const targetOf = (item: ApprovalItem) => `${item.targetType} ${item.targetId}`;

  const settle = async (message: string) => {
    setDone(message);
    await client.invalidateQueries({ queryKey: ['admin'] });
  };
  const approve = useMutation({
    mutationFn: (item: ApprovalItem) =>
      api(approvalApproveCall, { params: { id: String(item.id) } }),
    onSuccess: (_, item) =>
      settle(t('approved', { id: item.id, action: actionLabel(item.action) })),
  });
  const reject = useMutation({
    mutationFn: ({ item, reason }: { item: ApprovalItem; reason: string }) =>
      api(approvalRejectCall, { params: { id: String(item.id) }, body: { reason } }),
    onSuccess: (_, { item }) => settle(t('rejected', { id: item.id })),
  });

  const columns: Column<ApprovalItem>[] = [
    {
      key: 'action',
      header: t('table.action'),
      cell: (item) => <span className="font-medium">{actionLabel(item.action)}</span>,
    },
    { key: 'target', header: t('table.target'), cell: targetOf },
    {
      key: 'amount',
      header: t('table.amount'),
      align: 'right',
      cell: (item) =>
        item.amount ? (
          <Money minor={item.amount.minor} currency={item.amount.currency as CurrencyCode} />
        ) : (
          '—'
        ),
    },
    {
      key: 'requester',
      header: t('table.requester'),
      cell: (item) => (
        <span>
          {staffName(item)}
          <span className="block text-xs text-text-muted">
            {common(`roles.${item.requestedBy.role}`, { defaultValue: item.requestedBy.role })}
          </span>
        </span>
      ),
    },
    {
      key: 'reason',
      header: t('table.reason'),
      cell: (item) => <span className="line-clamp-2 max-w-72">{item.reason ?? '—'}</span>,
    },
    {
      key: 'age',
      header: t('table.age'),
      cell: (item) => (
        <span title={new Date(item.requestedAt).toISOString()}>
          {age(item.requestedAt, now)}
          <span className="sr-only">
            {' '}
            (<DateTime value={item.requestedAt} />)
          </span>
        </span>
      ),
    },
    {
      key: 'decide',
      header: t('table.decide'),
      cell: (item) =>
        item.mine ? (
          <StatusBadge tone="info">{t('mine')}</StatusBadge>
        ) : (
          <div className="flex gap-2">
            <Button
              size="sm"
              variant="primary"
              aria-label={t('approveLabel', { id: item.id, action: actionLabel(item.action) })}
              onClick={() => setDeciding({ item, verb: 'approve' })}
            >
              {t('approve')}
            </Button>
            <Button
              size="sm"
              variant="danger"
              aria-label={t('rejectLabel', { id: item.id, action: actionLabel(item.action) })}
              onClick={() => setDeciding({ item, verb: 'reject' })}
            >
              {t('reject')}
            </Button>
          </div>
        ),
    },
  ];

  const item = deciding?.item;
  const text = item && {
    action: actionLabel(item.action),
    target: targetOf(item),
    requester: staffName(item),
  };
  return (
    <Page title={t('title')} description={t('description')}>
      {done && <Notice tone="success">{done}</Notice>}
      <DataTable
        caption={t('table.caption')}
        columns={columns}
        rows={queue.data?.requests}
        rowKey={(row) => row.id}
        loading={queue.isLoading}
        error={queue.error}
        onRetry={() => void queue.refetch()}
        empty={t('table.empty')}
      />
      <ConfirmDialog
        open={deciding?.verb === 'approve'}
        onOpenChange={(open) => !open && setDeciding(undefined)}
        title={t('approveTitle')}
        description={text ? t('approveText', text) : ''}
        confirmLabel={t('approveConfirm')}
        onConfirm={() => approve.mutateAsync(item!)}
      />
      <ReasonDialog
        open={deciding?.verb === 'reject'}
        onOpenChange={(open) => !open && setDeciding(undefined)}
        title={t('rejectTitle')}
        description={text ? t('rejectText', text) : undefined}
        confirmLabel={t('rejectConfirm')}
        confirmVariant="danger"
        onConfirm={(reason) => reject.mutateAsync({ item: item!, reason })}
      />
    </Page>
  );
}
