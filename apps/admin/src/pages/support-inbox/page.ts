import { MessagesSquare } from 'lucide-react';
import type { AdminPage } from '../../app/pages';

export const page: AdminPage = {
  path: 'support-inbox/*',
  permission: 'support.chat',
  nav: { labelKey: 'nav.label', icon: MessagesSquare, order: 12, section: 'players' },
  load: () => import('./support-inbox-page'),
};
