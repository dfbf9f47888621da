import { useTranslation } from 'react-i18next';
import { Route, Routes, useSearchParams } from 'react-router';
import { Page, Tabs } from '../../ui';
import { PaymentDetail } from './payment-detail';
import { PaymentSearch } from './payment-search';
import { WithdrawalQueue } from './withdrawal-queue';

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
