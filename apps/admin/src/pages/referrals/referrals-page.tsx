import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Page, Tabs } from '../../ui';
import { ReviewsSection } from './reviews-section';
import { SettingsSection } from './settings-section';
import { TopReferrers } from './top-referrers';

const TABS = ['settings', 'reviews', 'top'] as const;
type Tab = (typeof TABS)[number];
const isTab = (value: string | null): value is Tab =>
  (TABS as readonly string[]).includes(value ?? '');

/** The referral programme's console: terms, self-referral review, top referrers. */
export default function ReferralsPage() {
  const { t } = useTranslation('referrals');
  // The tab lives in the address, so a reload or a shared link opens the same one.
  const [params, setParams] = useSearchParams();
  const wanted = params.get('tab');
  const tab: Tab = isTab(wanted) ? wanted : 'settings';
  return (
    <Page title={t('title')} description={t('description')}>
      <Tabs
        label={t('tabs.label')}
        tabs={TABS.map((key) => ({ key, label: t(`tabs.${key}`) }))}
        value={tab}
        onChange={(key) => setParams(key === 'settings' ? {} : { tab: key }, { replace: true })}
      >
        {tab === 'settings' && <SettingsSection />}
        {tab === 'reviews' && <ReviewsSection />}
        {tab === 'top' && <TopReferrers />}
      </Tabs>
    </Page>
  );
}
