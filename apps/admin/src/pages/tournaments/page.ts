import { Trophy } from 'lucide-react';
import type { AdminPage } from '../../app/pages';

export const page: AdminPage = {
  path: 'tournaments/*',
  permission: 'tournaments.read',
  nav: { labelKey: 'nav.label', icon: Trophy, order: 36, section: 'content' },
  load: () => import('./tournaments-page'),
};
