import {
  adminNotificationSendingsCall,
  type AdminNotificationAudience,
  type AdminNotificationSending,
} from '@jackdaw/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from '../../api/client';
import { useKeysetList } from '../../api/keyset-list';
import { useCan } from '../../app/me';
import { DataTable, DateTime, Section, type Column } from '../../ui';

export const sendingsKey = ['admin', 'notifications', 'sendings'] as const;

/** Who a message went to, in a few words. */
export function AudienceSummary({ audience }: { audience: AdminNotificationAudience }) {
  const { t } = useTranslation('notifications');
  const canOpenPlayer = useCan('players.read');
  if (audience.kind === 'player') {
    const label = t('audience.player', { id: audience.playerId });
    return canOpenPlayer ? (
      <Link to={`/players/${audience.playerId}`} className="text-accent-strong hover:underline">
        {label}
      </Link>
    ) : (
      label
    );
  }
  const parts = [
    audience.country ? t('audience.country', { country: audience.country }) : null,
    audience.currency ? t('audience.currency', { currency: audience.currency }) : null,
    audience.lastDepositFrom && audience.lastDepositTo
      ? t('audience.depositBetween', { from: audience.lastDepositFrom, to: audience.lastDepositTo })
      : audience.lastDepositFrom
        ? t('audience.depositFrom', { from: audience.lastDepositFrom })
        : audience.lastDepositTo
          ? t('audience.depositTo', { to: audience.lastDepositTo })
          : null,
  ].filter(Boolean);
  return <span>{parts.length ? parts.join(' · ') : t('audience.everyone')}</span>;
}

const share = (part: number, whole: number) =>
  whole > 0 ? ` (${Math.round((part / whole) * 100)} %)` : '';

/** The messages staff sent, newest first, with how many got and read them. */
export function SendingsList() {
  const { t } = useTranslation('notifications');
  const { rows, table } = useKeysetList({
    queryKey: sendingsKey,
    load: (cursor, signal) => api(adminNotificationSendingsCall, { query: { cursor }, signal }),
    rows: (page) => page.items,
    next: (page) => page.nextCursor,
  });
  const columns: Column<AdminNotificationSending>[] = [
    { key: 'sentAt', header: t('sendings.sentAt'), cell: (row) => <DateTime value={row.sentAt} /> },
    {
      key: 'message',
      header: t('sendings.message'),
      cell: (row) => (
        <span className="flex max-w-md flex-col">
          <span className="font-medium">{row.title}</span>
          <span className="truncate text-xs text-text-muted" title={row.body}>
            {t(`types.${row.type}`)} · {row.body}
          </span>
        </span>
      ),
    },
    {
      key: 'audience',
      header: t('sendings.audience'),
      cell: (row) => <AudienceSummary audience={row.audience} />,
    },
    {
      key: 'recipients',
      header: t('sendings.recipients'),
      align: 'right',
      cell: (row) => row.recipients,
    },
    {
      key: 'delivered',
      header: t('sendings.delivered'),
      align: 'right',
      cell: (row) => `${row.delivered}${share(row.delivered, row.recipients)}`,
    },
    {
      key: 'read',
      header: t('sendings.read'),
      align: 'right',
      cell: (row) => `${row.read}${share(row.read, row.recipients)}`,
    },
    { key: 'sentBy', header: t('sendings.sentBy'), cell: (row) => row.sentBy },
  ];
  return (
    <Section title={t('sendings.title')}>
      <DataTable
        caption={t('sendings.title')}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        empty={t('sendings.empty')}
        {...table}
      />
    </Section>
  );
}
