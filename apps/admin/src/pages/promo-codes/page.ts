import { TicketPercent } from 'lucide-react';
import type { AdminPage } from '../../app/pages';

export const page: AdminPage = {
  path: 'promo-codes/*',
  permission: 'bonuses.read',
  nav: { labelKey: 'nav.label', icon: TicketPercent, order: 32, section: 'content' },
  load: () => import('./promo-codes-page'),
};
