import { HeartHandshake } from 'lucide-react';
import type { AdminPage } from '../../app/pages';

export const page: AdminPage = {
  path: 'referrals/*',
  permission: 'referrals.read',
  nav: { labelKey: 'nav.label', icon: HeartHandshake, order: 34, section: 'content' },
  load: () => import('./referrals-page'),
};
