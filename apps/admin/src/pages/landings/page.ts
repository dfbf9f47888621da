import { FerrisWheel } from 'lucide-react';
import type { AdminPage } from '../../app/pages';

export const page: AdminPage = {
  path: 'landings/*',
  permission: 'landings.read',
  nav: { labelKey: 'nav.label', icon: FerrisWheel, order: 36, section: 'content' },
  load: () => import('./landings-page'),
};
