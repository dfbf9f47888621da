import { UserX } from 'lucide-react';
import type { AdminPage } from '../../app/pages';

export const page: AdminPage = {
  path: 'bonus-refusals/*',
  permission: 'bonuses.read',
  nav: { labelKey: 'nav.label', icon: UserX, order: 40, section: 'compliance' },
  load: () => import('./bonus-refusals-page'),
};
