import { ScrollText } from 'lucide-react';
import type { AdminPage } from '../../app/pages';

export const page: AdminPage = {
  path: 'audit/*',
  permission: 'audit.read',
  nav: { labelKey: 'nav.label', icon: ScrollText, order: 20, section: 'compliance' },
  load: () => import('./audit-page'),
};
