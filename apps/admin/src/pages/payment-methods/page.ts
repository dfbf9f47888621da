import { CreditCard } from 'lucide-react';
import type { AdminPage } from '../../app/pages';

export const page: AdminPage = {
  path: 'payment-methods/*',
  permission: 'payment_methods.write',
  nav: { labelKey: 'nav.label', icon: CreditCard, order: 30, section: 'content' },
  load: () => import('./payment-methods-page'),
};
