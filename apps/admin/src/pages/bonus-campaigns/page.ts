import { Dices } from 'lucide-react';
import type { AdminPage } from '../../app/pages';

export const page: AdminPage = {
  path: 'bonus-campaigns/*',
  permission: 'bonuses.read',
  nav: { labelKey: 'nav.label', icon: Dices, order: 31, section: 'content' },
  load: () => import('./bonus-campaigns-page'),
};
