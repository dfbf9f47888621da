import { ClipboardCheck } from 'lucide-react';
import type { AdminPage } from '../../app/pages';

/**
 * The four-eyes queue. Who may decide a request depends on its action (the API checks the
 * action's permission per request and lists only what the viewer may decide, or asked for);
 * the page needs `players.read`, which every role that can ask for or decide a four-eyes action
 * (finance, security, aml_officer, admin) holds.
 */
export const page: AdminPage = {
  path: 'approvals/*',
  permission: 'players.read',
  nav: { labelKey: 'nav.label', icon: ClipboardCheck, order: 10, section: 'compliance' },
  load: () => import('./approvals-page'),
};
