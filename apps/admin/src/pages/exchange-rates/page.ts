import { ArrowLeftRight } from 'lucide-react';
import type { AdminPage } from '../../app/pages';

export const page: AdminPage = {
  path: 'exchange-rates/*',
  permission: 'reports.read',
  nav: { labelKey: 'nav.label', icon: ArrowLeftRight, order: 20, section: 'administration' },
  load: () => import('./exchange-rates-page'),
};
