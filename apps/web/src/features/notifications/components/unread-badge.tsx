import { useTranslation } from 'react-i18next';
import { useUnreadCount } from '../api/notifications';

/** The count of unread notifications beside the sidebar's notification link (none at zero). */
export function NotificationUnreadBadge() {
  const { t } = useTranslation();
  const unread = useUnreadCount();
  if (unread === 0) return null;
  return (
    <span
      className="ml-2 min-w-5 rounded-full bg-danger px-1.5 text-center text-xs leading-5 font-bold text-danger-contrast"
      aria-label={t('notifications.unreadCount', { count: unread })}
      data-testid="notification-unread-badge"
    >
      {unread > 99 ? '99+' : unread}
    </span>
  );
}
