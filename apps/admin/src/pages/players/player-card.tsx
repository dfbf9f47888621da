import {
  adminPlayerCardCall,
  type AdminPlayerCardResponse,
  type CurrencyCode,
} from '@jackdaw/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { api, ApiError } from '../../api/client';
import { useCan } from '../../app/me';
import {
  BackLink,
  DataTable,
  DateTime,
  ErrorNotice,
  Facts,
  Money,
  Notice,
  Page,
  Section,
  Tabs,
  type Column,
} from '../../ui';
import { PlayerActions } from './player-actions';
import { BonusesTab } from './player-bonuses';
import { PlayerFlags } from './player-flags';
import {
  FavouritesTab,
  LedgerTab,
  NotesTab,
  PaymentsTab,
  RoundsTab,
  SignInsTab,
} from './player-tabs';

type TabKey =
  'overview' | 'ledger' | 'payments' | 'bonuses' | 'rounds' | 'signIns' | 'favourites' | 'notes';
type Card = Omit<AdminPlayerCardResponse, 'statusCode'>;

export const cardQueryKey = (id: string) => ['admin', 'players', 'card', id] as const;

/** The card's values may be long (e-mails, tokens): they wrap rather than widen the page. */
const wrapping = 'min-w-0 break-words';

function Overview({ card }: { card: Card }) {
  const { t } = useTranslation('players');
  const { player, sessions } = card;
  const yesNo = (value: boolean) => (value ? t('profile.yes') : t('profile.no'));
  const balanceColumns: Column<Card['balances'][number]>[] = [
    {
      key: 'kind',
      header: t('balances.account'),
      cell: (row) => t(`balances.kinds.${row.kind}`, { defaultValue: row.kind }),
    },
    { key: 'currency', header: t('balances.currency'), cell: (row) => row.currency },
    {
      key: 'balance',
      header: t('balances.balance'),
      align: 'right',
      cell: (row) => <Money minor={row.balance} currency={row.currency as CurrencyCode} />,
    },
  ];
  return (
    <div className="grid gap-4 xl:grid-cols-2">
      <Section title={t('profile.title')}>
        <Facts
          valueClassName={wrapping}
          rows={[
            [t('profile.email'), player.email],
            [t('profile.name'), player.name || '—'],
            [t('profile.firstName'), player.firstName || '—'],
            [t('profile.secondName'), player.secondName || '—'],
            [t('profile.birthday'), player.birthday ?? '—'],
            [t('profile.gender'), player.gender ?? '—'],
            [t('profile.country'), player.country ?? '—'],
            [t('profile.nationality'), player.nationality ?? '—'],
            [t('profile.geo'), player.geo ?? '—'],
            [t('profile.currency'), player.currency],
            [t('profile.registered'), <DateTime key="registered" value={player.registeredAt} />],
            [t('profile.referredBy'), player.referredByCode ?? '—'],
            [t('profile.firstDeposit'), yesNo(player.firstDeposit)],
          ]}
        />
      </Section>
      <div className="flex flex-col gap-4">
        <Section title={t('profile.flags')}>
          <PlayerFlags player={player} />
        </Section>
        <Section title={t('profile.sessions')}>
          <Facts
            valueClassName={wrapping}
            rows={[
              [
                t('profile.tokenVersion'),
                <span key="version" title={t('profile.tokenVersionHint')}>
                  {sessions.tokenVersion}
                </span>,
              ],
              [t('profile.lastSignIn'), <DateTime key="last" value={sessions.lastSignInAt} />],
            ]}
          />
          <p className="mt-2 text-xs text-text-muted">{t('profile.tokenVersionHint')}</p>
        </Section>
        <section className="flex flex-col gap-2">
          <h2 className="text-base font-semibold">{t('balances.title')}</h2>
          <DataTable
            caption={t('balances.caption')}
            columns={balanceColumns}
            rows={card.balances}
            rowKey={(row) => `${row.currency}-${row.kind}`}
            empty={t('balances.empty')}
          />
        </section>
      </div>
    </div>
  );
}

/** A player's card: profile, flags, balances and the tabs of their history; actions by role. */
export function PlayerCard() {
  const { t } = useTranslation('players');
  const { id = '' } = useParams();
  const canReadPayments = useCan('payments.read');
  const canReadBonuses = useCan('bonuses.read');
  const [tab, setTab] = useState<TabKey>('overview');
  const card = useQuery({
    queryKey: cardQueryKey(id),
    queryFn: ({ signal }) => api(adminPlayerCardCall, { params: { id }, signal }),
    retry: false,
  });
  const back = <BackLink>{t('card.back')}</BackLink>;
  const tabs: { key: TabKey; label: string }[] = [
    { key: 'overview', label: t('card.overview') },
    { key: 'ledger', label: t('card.ledger') },
    ...(canReadPayments ? [{ key: 'payments' as const, label: t('card.payments') }] : []),
    ...(canReadBonuses ? [{ key: 'bonuses' as const, label: t('card.bonuses') }] : []),
    { key: 'rounds', label: t('card.rounds') },
    { key: 'signIns', label: t('card.signIns') },
    { key: 'favourites', label: t('card.favourites') },
    { key: 'notes', label: t('card.notes') },
  ];
  const data = card.data;
  return (
    <Page
      title={data ? data.player.email : t('card.title', { id })}
      description={data ? `${t('card.title', { id })} · ${data.player.currency}` : undefined}
      back={back}
      actions={data ? <PlayerActions card={data} /> : undefined}
    >
      {card.isLoading && <p role="status">{t('card.title', { id })}…</p>}
      {card.error instanceof ApiError && card.error.statusCode === 404 ? (
        <Notice tone="warning">{t('card.notFound', { id })}</Notice>
      ) : (
        card.error && <ErrorNotice error={card.error} onRetry={() => void card.refetch()} />
      )}
      {data && (
        <Tabs label={t('card.tabs')} tabs={tabs} value={tab} onChange={setTab}>
          {tab === 'overview' && <Overview card={data} />}
          {tab === 'ledger' && <LedgerTab playerId={id} />}
          {tab === 'payments' && <PaymentsTab playerId={id} />}
          {tab === 'bonuses' && <BonusesTab playerId={id} />}
          {tab === 'rounds' && <RoundsTab playerId={id} />}
          {tab === 'signIns' && <SignInsTab playerId={id} />}
          {tab === 'favourites' && <FavouritesTab favourites={data.favourites} />}
          {tab === 'notes' && <NotesTab playerId={id} notes={data.notes} />}
        </Tabs>
      )}
    </Page>
  );
}
