import { Banknote } from 'lucide-react';
import type { AdminPage } from '../../app/pages';

/**
 * The withdrawal queue (approve, reject, hold), the payments search and one payment's timeline,
 * callbacks and reconcile. Viewing needs `payments.read` (support, security and AML read the
 * queue too); each action's button shows only for a role with its permission, and the API
 * checks each call again.
 */
export const page: AdminPage = {
  path: 'payments/*',
  permission: 'payments.read',
  nav: { labelKey: 'nav.label', icon: Banknote, order: 10, section: 'payments' },
  load: () => import('./payments-page'),
};
