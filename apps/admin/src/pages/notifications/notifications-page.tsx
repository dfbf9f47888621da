import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useCan } from '../../app/me';
import { Page, Tabs } from '../../ui';
import { ComposeForm } from './compose-form';
import { HolidayCampaigns } from './holiday-campaigns';
import { SendingsList } from './sendings-list';

type Tab = 'sendings' | 'holidays';

/** Messages to players (compose, and what was sent with its counts) and the holiday campaigns. */
export default function NotificationsPage() {
  const { t } = useTranslation('notifications');
  const canWrite = useCan('notifications.write');
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: Tab = searchParams.get('tab') === 'holidays' ? 'holidays' : 'sendings';
  return (
    <Page title={t('title')} description={t('description')}>
      <Tabs
        label={t('tabs.label')}
        tabs={[
          { key: 'sendings', label: t('tabs.sendings') },
          { key: 'holidays', label: t('tabs.holidays') },
        ]}
        value={tab}
        onChange={(next) => setSearchParams(next === 'sendings' ? {} : { tab: next })}
      >
        {tab === 'sendings' ? (
          <div className="flex flex-col gap-5">
            {canWrite && <ComposeForm />}
            <SendingsList />
          </div>
        ) : (
          <HolidayCampaigns />
        )}
      </Tabs>
    </Page>
  );
}
