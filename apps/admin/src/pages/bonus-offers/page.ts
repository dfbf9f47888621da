import { Gift } from 'lucide-react';
import type { AdminPage } from '../../app/pages';

export const page: AdminPage = {
  path: 'bonus-offers/*',
  permission: 'bonuses.read',
  nav: { labelKey: 'nav.label', icon: Gift, order: 30, section: 'content' },
  load: () => import('./bonus-offers-page'),
};
