import { Users } from 'lucide-react';
import type { AdminPage } from '../../app/pages';

export const page: AdminPage = {
  path: 'players/*',
  permission: 'players.read',
  nav: { labelKey: 'nav.label', icon: Users, order: 10, section: 'players' },
  load: () => import('./players-page'),
};
