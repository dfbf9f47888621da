import { Images } from 'lucide-react';
import type { AdminPage } from '../../app/pages';

export const page: AdminPage = {
  path: 'banners/*',
  permission: 'banners.write',
  nav: { labelKey: 'nav.label', icon: Images, order: 20, section: 'content' },
  load: () => import('./banners-page'),
};
