import {
  adminPaymentCall,
  adminPaymentsCall,
  adminPlayerLedgerCall,
  adminPlayerNoteCall,
  adminPlayerRoundsCall,
  adminPlayerSignInsCall,
  type AdminPlayerCardResponse,
  type AdminPlayerLedgerEntry,
  type AdminPlayerNote,
  type AdminPlayerRound,
  type AdminPlayerSignIn,
  type CurrencyCode,
} from '@jackdaw/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import { useKeysetList } from '../../api/keyset-list';
import { useCan } from '../../app/me';
import {
  Button,
  DataTable,
  DateTime,
  ErrorNotice,
  Field,
  JsonBlock,
  Modal,
  ModalClose,
  Money,
  Section,
  StatusBadge,
  Textarea,
  type Column,
} from '../../ui';

type Card = Omit<AdminPlayerCardResponse, 'statusCode'>;
const cardKey = (id: string) => ['admin', 'players', 'card', id] as const;

/** A keyset-paged list of one of the player's histories. */
/** A tab's keyset-paged list of one player. */
const usePages = <Item,>(
  key: string,
  playerId: string,
  load: (
    cursor: string | undefined,
    signal: AbortSignal,
  ) => Promise<{ items: Item[]; nextCursor: string | null }>,
) =>
  useKeysetList({
    queryKey: ['admin', 'players', key, playerId],
    load,
    rows: (page) => page.items,
    next: (page) => page.nextCursor,
  });

const mono = 'font-mono text-[13px]';

/** A ledger entry's columns: the Ledger tab's, and the Bonuses tab's bonus accounts'. */
export function useLedgerColumns(): Column<AdminPlayerLedgerEntry>[] {
  const { t } = useTranslation('players');
  return [
    { key: 'at', header: t('ledger.at'), cell: (row) => <DateTime value={row.at} /> },
    {
      key: 'kind',
      header: t('ledger.kind'),
      cell: (row) => <code className={mono}>{row.kind}</code>,
    },
    {
      key: 'account',
      header: t('ledger.account'),
      cell: (row) => t(`balances.kinds.${row.account}`, { defaultValue: row.account }),
    },
    {
      key: 'amount',
      header: t('ledger.amount'),
      align: 'right',
      cell: (row) => <Money minor={row.amount} currency={row.currency as CurrencyCode} />,
    },
    {
      key: 'after',
      header: t('ledger.balanceAfter'),
      align: 'right',
      cell: (row) =>
        row.balanceAfter === null ? (
          '—'
        ) : (
          <Money minor={row.balanceAfter} currency={row.currency as CurrencyCode} />
        ),
    },
  ];
}

export function LedgerTab({ playerId }: { playerId: string }) {
  const { t } = useTranslation('players');
  const { rows, table } = usePages('ledger', playerId, (cursor, signal) =>
    api(adminPlayerLedgerCall, { params: { id: playerId }, query: { cursor }, signal }),
  );
  const ledgerColumns = useLedgerColumns();
  const columns: Column<AdminPlayerLedgerEntry>[] = [
    ...ledgerColumns,
    { key: 'tx', header: t('ledger.transaction'), cell: (row) => row.transactionId },
  ];
  return (
    <DataTable
      caption={t('ledger.caption')}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
      empty={t('ledger.empty')}
      {...table}
    />
  );
}

function Fairness({ round }: { round: AdminPlayerRound }) {
  const { t } = useTranslation('players');
  return (
    <details>
      <summary className="cursor-pointer text-accent">{t('rounds.fairness')}</summary>
      <dl className="mt-1 grid grid-cols-[max-content_1fr] gap-x-3 text-xs">
        <dt className="text-text-muted">{t('rounds.round')}</dt>
        <dd className={`${mono} break-all`}>{round.roundId}</dd>
        <dt className="text-text-muted">{t('rounds.serverSeedHash')}</dt>
        <dd className={`${mono} break-all`}>{round.serverSeedHash}</dd>
        <dt className="text-text-muted">{t('rounds.serverSeed')}</dt>
        <dd className={`${mono} break-all`}>{round.serverSeed ?? t('rounds.notRevealed')}</dd>
        <dt className="text-text-muted">{t('rounds.clientSeed')}</dt>
        <dd className={`${mono} break-all`}>{round.clientSeed}</dd>
        <dt className="text-text-muted">{t('rounds.nonce')}</dt>
        <dd className={mono}>{round.nonce}</dd>
      </dl>
    </details>
  );
}

export function RoundsTab({ playerId }: { playerId: string }) {
  const { t } = useTranslation('players');
  const { rows, table } = usePages('rounds', playerId, (cursor, signal) =>
    api(adminPlayerRoundsCall, { params: { id: playerId }, query: { cursor }, signal }),
  );
  const money = (minor: string, currency: string) => (
    <Money minor={minor} currency={currency as CurrencyCode} />
  );
  const columns: Column<AdminPlayerRound>[] = [
    { key: 'at', header: t('rounds.at'), cell: (row) => <DateTime value={row.at} /> },
    { key: 'game', header: t('rounds.game'), cell: (row) => row.titleId },
    {
      key: 'bet',
      header: t('rounds.bet'),
      align: 'right',
      cell: (row) => money(row.bet, row.currency),
    },
    {
      key: 'win',
      header: t('rounds.win'),
      align: 'right',
      cell: (row) => money(row.win, row.currency),
    },
    {
      key: 'status',
      header: t('rounds.status'),
      cell: (row) => <StatusBadge>{row.status}</StatusBadge>,
    },
    { key: 'fairness', header: t('rounds.fairness'), cell: (row) => <Fairness round={row} /> },
  ];
  return (
    <DataTable
      caption={t('rounds.caption')}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
      empty={t('rounds.empty')}
      {...table}
    />
  );
}

export function SignInsTab({ playerId }: { playerId: string }) {
  const { t } = useTranslation('players');
  const { rows, table } = usePages('sign-ins', playerId, (cursor, signal) =>
    api(adminPlayerSignInsCall, { params: { id: playerId }, query: { cursor }, signal }),
  );
  const columns: Column<AdminPlayerSignIn>[] = [
    { key: 'at', header: t('signIns.at'), cell: (row) => <DateTime value={row.at} /> },
    {
      key: 'address',
      header: t('signIns.address'),
      cell: (row) => <span className={mono}>{row.address}</span>,
    },
    {
      key: 'outcome',
      header: t('signIns.outcome'),
      cell: (row) => (
        <StatusBadge tone={row.outcome === 'wrong_password' ? 'warning' : 'neutral'}>
          {t(`signIns.outcomes.${row.outcome}`, { defaultValue: row.outcome })}
        </StatusBadge>
      ),
    },
    { key: 'version', header: t('signIns.tokenVersion'), cell: (row) => row.tokenVersion ?? '—' },
    {
      key: 'agent',
      header: t('signIns.userAgent'),
      cell: (row) => <span className="line-clamp-2 max-w-96 text-xs">{row.userAgent ?? '—'}</span>,
    },
  ];
  return (
    <DataTable
      caption={t('signIns.caption')}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
      empty={t('signIns.empty')}
      {...table}
    />
  );
}

export function FavouritesTab({ favourites }: { favourites: Card['favourites'] }) {
  const { t } = useTranslation('players');
  const columns: Column<Card['favourites'][number]>[] = [
    { key: 'game', header: t('favourites.game'), cell: (row) => row.title },
    {
      key: 'alias',
      header: t('favourites.alias'),
      cell: (row) => <code className={mono}>{row.alias}</code>,
    },
    {
      key: 'added',
      header: t('favourites.added'),
      cell: (row) => <DateTime value={row.addedAt} />,
    },
  ];
  return (
    <DataTable
      caption={t('favourites.caption')}
      columns={columns}
      rows={favourites}
      rowKey={(row) => row.gameId}
      empty={t('favourites.empty')}
    />
  );
}

type AdminPayment = Awaited<ReturnType<typeof fetchPayments>>['items'][number];
const fetchPayments = (playerId: string, cursor: string | undefined, signal: AbortSignal) =>
  api(adminPaymentsCall, { query: { userId: playerId, cursor }, signal });

function PaymentDetail({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation('players');
  const detail = useQuery({
    queryKey: ['admin', 'payments', 'detail', id],
    queryFn: ({ signal }) => api(adminPaymentCall, { params: { id }, signal }),
  });
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('payments.detail', { id })}
      className="max-h-[85vh] w-[min(56rem,calc(100vw-2rem))] overflow-y-auto"
    >
      {detail.error && <ErrorNotice error={detail.error} onRetry={() => void detail.refetch()} />}
      {detail.data && (
        <div className="flex flex-col gap-4">
          <section>
            <h3 className="mb-1 font-semibold">{t('payments.timeline')}</h3>
            <ol className="flex flex-col gap-1 text-sm">
              {detail.data.timeline.map((event, index) => (
                <li key={index}>
                  <DateTime value={event.at} /> · {event.from ?? '—'} → <strong>{event.to}</strong>{' '}
                  <span className="text-text-muted">({event.cause})</span>
                </li>
              ))}
            </ol>
          </section>
          <section>
            <h3 className="mb-1 font-semibold">{t('payments.callbacks')}</h3>
            {detail.data.callbacks.length === 0 && (
              <p className="text-sm text-text-muted">{t('payments.noCallbacks')}</p>
            )}
            {detail.data.callbacks.map((callback) => (
              <div key={callback.id} className="mb-2 rounded border border-border p-2 text-sm">
                <p>
                  <DateTime value={callback.receivedAt} /> · {callback.provider} ·{' '}
                  {callback.outcome} · {t('payments.signature')}:{' '}
                  {callback.signatureValid ? t('payments.valid') : t('payments.invalid')}
                </p>
                <JsonBlock value={callback.body} className="mt-1 max-h-48" />
              </div>
            ))}
          </section>
        </div>
      )}
      <div className="flex justify-end">
        <ModalClose>
          <Button>{t('payments.close')}</Button>
        </ModalClose>
      </div>
    </Modal>
  );
}

export function PaymentsTab({ playerId }: { playerId: string }) {
  const { t } = useTranslation('players');
  const [open, setOpen] = useState<string | null>(null);
  const { rows, table } = usePages('payments', playerId, (cursor, signal) =>
    fetchPayments(playerId, cursor, signal),
  );
  const columns: Column<AdminPayment>[] = [
    {
      key: 'id',
      header: t('payments.id'),
      cell: (row) => (
        <button
          type="button"
          className={`${mono} text-accent underline-offset-2 hover:underline`}
          aria-label={t('payments.open', { id: row.id })}
          onClick={() => setOpen(row.id)}
        >
          {row.id.slice(0, 8)}
        </button>
      ),
    },
    { key: 'at', header: t('payments.at'), cell: (row) => <DateTime value={row.createdAt} /> },
    { key: 'kind', header: t('payments.kind'), cell: (row) => row.kind },
    {
      key: 'status',
      header: t('payments.status'),
      cell: (row) => <StatusBadge>{row.status}</StatusBadge>,
    },
    {
      key: 'method',
      header: t('payments.method'),
      cell: (row) => `${row.provider} · ${row.methodCode}`,
    },
    {
      key: 'amount',
      header: t('payments.amount'),
      align: 'right',
      cell: (row) => <Money minor={row.amount} currency={row.currencyCode} />,
    },
  ];
  return (
    <>
      <DataTable
        caption={t('payments.caption')}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        empty={t('payments.empty')}
        {...table}
      />
      {open && <PaymentDetail id={open} onClose={() => setOpen(null)} />}
    </>
  );
}

export function NotesTab({ playerId, notes }: { playerId: string; notes: AdminPlayerNote[] }) {
  const { t } = useTranslation('players');
  const canNote = useCan('players.note');
  const client = useQueryClient();
  const [body, setBody] = useState('');
  const [missing, setMissing] = useState(false);
  const add = useMutation({
    mutationFn: (text: string) =>
      api(adminPlayerNoteCall, { params: { id: playerId }, body: { body: text } }),
    onSuccess: async () => {
      setBody('');
      await client.invalidateQueries({ queryKey: cardKey(playerId) });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!body.trim()) {
      setMissing(true);
      return;
    }
    setMissing(false);
    add.mutate(body.trim());
  };
  return (
    <div className="flex flex-col gap-4">
      {canNote && (
        <Section title={t('notes.add')}>
          <form onSubmit={submit} className="flex flex-col gap-2">
            <Field label={t('notes.field')} error={missing ? t('notes.required') : undefined}>
              <Textarea
                value={body}
                maxLength={2000}
                onChange={(event) => setBody(event.target.value)}
              />
            </Field>
            {add.error && <ErrorNotice error={add.error} />}
            <div>
              <Button type="submit" variant="primary" busy={add.isPending}>
                {t('notes.save')}
              </Button>
            </div>
          </form>
        </Section>
      )}
      <Section title={t('notes.title')}>
        {notes.length === 0 ? (
          <p className="text-sm text-text-muted">{t('notes.empty')}</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {notes.map((note) => (
              <li key={note.id} className="border-b border-border pb-2 last:border-b-0">
                <p className="text-xs text-text-muted">
                  <DateTime value={note.at} /> ·{' '}
                  {t('notes.by', { id: note.staffId, role: note.staffRole })}
                </p>
                <p className="mt-1 text-sm whitespace-pre-wrap">{note.body}</p>
              </li>
            ))}
          </ul>
        )}
      </Section>
    </div>
  );
}
