import { useTranslation } from 'react-i18next';
import { NotificationPage } from '../../../features/notifications/components/notification-page';
import { PageTitle } from '../../../shared/ui/page-title';

/** /profile/notification: the player's notifications (engagement §2, §4). */
export function NotificationRoute() {
  const { t } = useTranslation();
  return (
    <section
      className="flex flex-col gap-4"
      data-profile-page="notification"
      data-testid="notification-page"
    >
      <PageTitle text={t('profile.notification')} />
      <p className="text-text-muted">{t('profile.notification.intro')}</p>
      <NotificationPage />
    </section>
  );
}
