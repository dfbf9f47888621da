import { Gamepad2 } from 'lucide-react';
import type { AdminPage } from '../../app/pages';

export const page: AdminPage = {
  path: 'games/*',
  permission: 'catalogue.write',
  nav: { labelKey: 'nav.label', icon: Gamepad2, order: 10, section: 'content' },
  load: () => import('./games-page'),
};
