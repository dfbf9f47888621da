import { Bell } from 'lucide-react';
import type { AdminPage } from '../../app/pages';

export const page: AdminPage = {
  path: 'notifications/*',
  permission: 'notifications.read',
  nav: { labelKey: 'nav.label', icon: Bell, order: 34, section: 'content' },
  load: () => import('./notifications-page'),
};
