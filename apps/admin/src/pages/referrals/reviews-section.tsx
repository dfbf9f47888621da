import {
  adminReferralReviewCall,
  adminReferralReviewsCall,
  type AdminReferralLink,
} from '@jackdaw/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from '../../api/client';
import { useKeysetList } from '../../api/keyset-list';
import { useCan } from '../../app/me';
import {
  Button,
  DataTable,
  DateTime,
  Field,
  Money,
  ReasonDialog,
  Select,
  StatusBadge,
  type Column,
} from '../../ui';

type Held = 'pending' | 'approved' | 'blocked';
type Decision = 'approved' | 'blocked';
const HELD: Held[] = ['pending', 'approved', 'blocked'];
const tones = {
  clear: 'success',
  pending: 'warning',
  approved: 'info',
  blocked: 'neutral',
} as const;

function Account({ id, email }: { id: number; email: string | null }) {
  const { t } = useTranslation('referrals');
  return (
    <Link to={`/players/${id}`} className="flex flex-col text-accent-strong hover:underline">
      <span>{email ?? t('player', { id })}</span>
      <span className="text-xs text-text-muted">{t('player', { id })}</span>
    </Link>
  );
}

/** Friends held as self-referral: approve (commission from now on) or keep blocked. */
export function ReviewsSection() {
  const { t } = useTranslation('referrals');
  const canWrite = useCan('referrals.write');
  const client = useQueryClient();
  const [status, setStatus] = useState<Held>('pending');
  const { rows, table } = useKeysetList({
    queryKey: ['admin', 'referrals', 'reviews', status],
    load: (cursor, signal) => api(adminReferralReviewsCall, { query: { status, cursor }, signal }),
    rows: (page) => page.items,
    next: (page) => page.nextCursor,
  });
  const [deciding, setDeciding] = useState<{ link: AdminReferralLink; decision: Decision } | null>(
    null,
  );
  const columns: Column<AdminReferralLink>[] = [
    { key: 'at', header: t('columns.linkedAt'), cell: (row) => <DateTime value={row.createdAt} /> },
    {
      key: 'referrer',
      header: t('columns.referrer'),
      cell: (row) => <Account id={row.referrerId} email={row.referrerEmail} />,
    },
    {
      key: 'referee',
      header: t('columns.referee'),
      cell: (row) => <Account id={row.refereeId} email={row.refereeEmail} />,
    },
    {
      key: 'matchedOn',
      header: t('columns.matchedOn'),
      cell: (row) => row.matchedOn.map((kind) => t(`matchedOn.${kind}`)).join(', ') || '—',
    },
    {
      key: 'earned',
      header: t('columns.earned'),
      align: 'right',
      cell: (row) => <Money minor={row.earned} currency={row.currency} />,
    },
    {
      key: 'status',
      header: t('columns.status'),
      cell: (row) => (
        <span className="flex flex-col gap-1">
          <StatusBadge tone={tones[row.status]}>{t(`status.${row.status}`)}</StatusBadge>
          {row.note && <span className="text-xs text-text-muted">{row.note}</span>}
          {row.reviewedAt && (
            <span className="text-xs text-text-muted">
              <DateTime value={row.reviewedAt} />
            </span>
          )}
        </span>
      ),
    },
    {
      key: 'actions',
      header: t('columns.actions'),
      cell: (row) =>
        canWrite ? (
          <span className="flex gap-2">
            {row.status !== 'approved' && (
              <Button size="sm" onClick={() => setDeciding({ link: row, decision: 'approved' })}>
                {t('review.approve', { id: row.id })}
              </Button>
            )}
            {row.status !== 'blocked' && (
              <Button
                size="sm"
                variant="danger"
                onClick={() => setDeciding({ link: row, decision: 'blocked' })}
              >
                {t('review.block', { id: row.id })}
              </Button>
            )}
          </span>
        ) : null,
    },
  ];
  return (
    <div className="flex flex-col gap-4">
      <div className="max-w-56">
        <Field label={t('columns.status')}>
          <Select
            value={status}
            onChange={(event) => setStatus(event.target.value as Held)}
            options={HELD.map((value) => ({ value, label: t(`status.${value}`) }))}
          />
        </Field>
      </div>
      <DataTable
        caption={t('review.caption')}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        empty={t('review.empty')}
        {...table}
      />
      {deciding && (
        <ReasonDialog
          open
          title={t(deciding.decision === 'approved' ? 'review.approve' : 'review.block', {
            id: deciding.link.id,
          })}
          description={t(
            deciding.decision === 'approved' ? 'review.approveHint' : 'review.blockHint',
          )}
          confirmLabel={t(
            deciding.decision === 'approved' ? 'review.approveConfirm' : 'review.blockConfirm',
          )}
          confirmVariant={deciding.decision === 'blocked' ? 'danger' : 'primary'}
          onOpenChange={(open) => !open && setDeciding(null)}
          onConfirm={async (note) => {
            await api(adminReferralReviewCall, {
              params: { id: String(deciding.link.id) },
              body: { decision: deciding.decision, note },
            });
            await client.invalidateQueries({ queryKey: ['admin', 'referrals'] });
          }}
        />
      )}
    </div>
  );
}
