import { UserCog } from 'lucide-react';
import type { AdminPage } from '../../app/pages';

export const page: AdminPage = {
  path: 'staff/*',
  permission: 'staff.manage',
  nav: { labelKey: 'nav.label', icon: UserCog, order: 10, section: 'administration' },
  load: () => import('./staff-page'),
};
