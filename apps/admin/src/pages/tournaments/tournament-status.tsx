import {
  adminTournamentCancelCall,
  ADMIN_TOURNAMENT_STATUSES,
  type AdminTournamentStatus,
} from '@jackdaw/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import { Field, ReasonDialog, Select, StatusBadge, type StatusTone } from '../../ui';

const tones: Record<AdminTournamentStatus, StatusTone> = {
  upcoming: 'info',
  running: 'success',
  finished: 'neutral',
  cancelled: 'danger',
};

export function TournamentStatus({ status }: { status: AdminTournamentStatus }) {
  const { t } = useTranslation('tournaments');
  return <StatusBadge tone={tones[status]}>{t(`status.${status}`)}</StatusBadge>;
}

/** The list's status filter: any, or one of the four. */
export function TournamentStatusFilter({
  value,
  onChange,
}: {
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation('tournaments');
  return (
    <Field label={t('filters.status')}>
      <Select
        value={value}
        onChange={(event) => onChange(event.target.value)}
        options={[
          { value: '', label: t('filters.any') },
          ...ADMIN_TOURNAMENT_STATUSES.map((status) => ({
            value: status,
            label: t(`status.${status}`),
          })),
        ]}
      />
    </Field>
  );
}

/** Whether staff may still cancel: before the end (after it, the prizes are being paid). */
export const cancellable = (status: AdminTournamentStatus) =>
  status === 'upcoming' || status === 'running';

/**
 * The cancel confirmation: says plainly that nobody is paid, asks the reason (kept in the audit
 * log), and refreshes every view of the tournaments once done.
 */
export function CancelTournamentDialog({
  id,
  title,
  onClose,
}: {
  id: number;
  title: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('tournaments');
  const client = useQueryClient();
  return (
    <ReasonDialog
      open
      title={t('actions.cancelTitle', { title })}
      description={t('actions.cancelHint')}
      confirmLabel={t('actions.cancelConfirm')}
      confirmVariant="danger"
      onOpenChange={(open) => !open && onClose()}
      onConfirm={async (reason) => {
        await api(adminTournamentCancelCall, { params: { id: String(id) }, body: { reason } });
        await client.invalidateQueries({ queryKey: ['admin', 'tournaments'] });
      }}
    />
  );
}
