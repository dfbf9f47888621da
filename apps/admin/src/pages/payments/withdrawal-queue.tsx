import {
  adminApproveWithdrawalCall,
  adminHoldWithdrawalCall,
  adminRejectWithdrawalCall,
  adminReleaseWithdrawalCall,
  adminWithdrawalQueueCall,
  type AdminWithdrawalItem,
} from '@jackdaw/contracts';
import { formatMoney } from '@jackdaw/money';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { api } from '../../api/client';
import { useCan } from '../../app/me';
import {
  Button,
  DataTable,
  Field,
  Notice,
  ReasonDialog,
  Select,
  StatusBadge,
  type Column,
} from '../../ui';
import {
  Age,
  amountOf,
  PaymentStatus,
  PlayerLink,
  WITHDRAWAL_STATES,
  type WithdrawalState,
} from './payment-parts';

type QueueAction = 'approve' | 'reject' | 'hold' | 'release';

/** The withdrawal queue: waiting ones unheld first, oldest first; approve, reject, hold. */
export function WithdrawalQueue() {
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
