import {
  adminPromoCodesCall,
  adminPromoRedemptionsCall,
  type AdminPromoCode,
  type AdminPromoRedemption,
  type CurrencyCode,
} from '@jackdaw/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { api } from '../../api/client';
import { useKeysetList } from '../../api/keyset-list';
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
  type Column,
} from '../../ui';
import { CodeStateActions, CodeStatus } from './code-state';
import { RewardSummary } from './promo-codes-list';

/** A code's terms and its uses (the players who redeemed it, newest first). */
export function PromoCodeDetail() {
  const { id = '' } = useParams();
  const { t } = useTranslation('promo-codes');
  // The list answers by id order: the code is found on the page that starts after id + 1.
  const code = useQuery({
    queryKey: ['admin', 'promo-codes', 'one', id],
    queryFn: async ({ signal }) => {
      const page = await api(adminPromoCodesCall, {
        query: { cursor: String(Number(id) + 1) },
        signal,
      });
      return page.items.find((item) => String(item.id) === id) ?? null;
    },
  });
  const { rows, table } = useKeysetList({
    queryKey: ['admin', 'promo-codes', 'uses', id],
    load: (cursor, signal) =>
      api(adminPromoRedemptionsCall, { params: { id }, query: { cursor }, signal }),
    rows: (page) => page.items,
    next: (page) => page.nextCursor,
  });
  const current = code.data;
  const columns: Column<AdminPromoRedemption>[] = [
    { key: 'at', header: t('uses.at'), cell: (row) => <DateTime value={row.createdAt} /> },
    {
      key: 'player',
      header: t('uses.player'),
      cell: (row) => (
        <Link to={`/players/${row.userId}`} className="text-accent-strong hover:underline">
          {t('uses.playerLink', { id: row.userId })}
        </Link>
      ),
    },
    {
      key: 'given',
      header: t('uses.given'),
      cell: (row) =>
        [
          row.grantId ? t('uses.grant', { id: row.grantId }) : null,
          row.campaignId ? t('uses.campaign', { id: row.campaignId }) : null,
          row.insuranceId ? t('uses.insurance', { id: row.insuranceId }) : null,
        ]
          .filter(Boolean)
          .join(' · ') || '—',
    },
  ];
  return (
    <Page
      title={current ? t('detail.title', { code: current.code }) : t('detail.loading')}
      description={current ? <CodeStatus status={current.status} /> : undefined}
      back={<BackLink>{t('actions.back')}</BackLink>}
      actions={current ? <CodeStateActions code={current} /> : undefined}
    >
      {code.error ? <ErrorNotice error={code.error} onRetry={() => void code.refetch()} /> : null}
      {code.isSuccess && !current && <Notice tone="warning">{t('detail.notFound')}</Notice>}
      {current && <Terms code={current} />}
      <section className="flex flex-col gap-2">
        <h2 className="text-base font-semibold">{t('uses.title')}</h2>
        <DataTable
          caption={t('uses.title')}
          columns={columns}
          rows={rows}
          rowKey={(row) => row.id}
          empty={t('uses.empty')}
          {...table}
        />
      </section>
    </Page>
  );
}

function Terms({ code }: { code: AdminPromoCode }) {
  const { t } = useTranslation('promo-codes');
  const figures = Object.entries(code.amounts.byCurrency) as [CurrencyCode, number][];
  const rows: [string, React.ReactNode][] = [
    [t('columns.reward'), <RewardSummary key="reward" code={code} />],
    [t('form.offer'), code.offerId ? t('detail.offer', { id: code.offerId }) : '—'],
    [
      t('columns.uses'),
      code.maxUses === null
        ? t('usesUnlimited', { uses: code.uses })
        : t('usesOf', { uses: code.uses, max: code.maxUses }),
    ],
    [t('detail.validFrom'), <DateTime key="from" value={code.validFrom} />],
    [t('detail.validUntil'), <DateTime key="until" value={code.validUntil} />],
    [t('form.currencies'), code.currencies.join(', ') || t('allCurrencies')],
    [t('form.countries'), code.countries.join(', ') || t('allCountries')],
    [
      t('form.amounts'),
      figures.length ? (
        <span key="figures" className="flex flex-wrap gap-3">
          {figures.map(([currency, minor]) => (
            <Money key={currency} minor={minor} currency={currency} />
          ))}
        </span>
      ) : (
        '—'
      ),
    ],
  ];
  return (
    <Section title={t('detail.terms')}>
      <Facts rows={rows} />
    </Section>
  );
}
