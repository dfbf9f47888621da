import { LayoutDashboard } from 'lucide-react';
import type { AdminPage } from '../../app/pages';

export const page: AdminPage = {
  path: 'dashboard/*',
  permission: 'reports.read',
  nav: { labelKey: 'nav.label', icon: LayoutDashboard, order: 10, section: 'overview' },
  load: () => import('./dashboard-page'),
};
