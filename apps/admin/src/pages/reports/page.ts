import { ChartColumn } from 'lucide-react';
import type { AdminPage } from '../../app/pages';

export const page: AdminPage = {
  path: 'reports/*',
  permission: 'reports.read',
  nav: { labelKey: 'nav.label', icon: ChartColumn, order: 20, section: 'overview' },
  load: () => import('./reports-page'),
};
