// The notifications module's public face (README.md in this folder): the notifier the producing
// modules call, the player's calls, the console's calls. Its routes rely on what the auth plugin
// declares on Fastify's types (app.authenticate, request.player).
import type {} from '../auth/index.js';
import type { SqlRunner } from '../../db/client.js';
import type { Ledger } from '../wallet/index.js';
import { createNotificationsService } from './notifications.service.js';
import { createNotifier, type EventPublisher } from './notifier.js';
import { balanceUtilization, depositNotifications } from './producers.js';

export type { Notifier, RaiseNotification } from './types.js';
export type { EventPublisher } from './notifier.js';
export { KIND_DEFAULTS, STAFF_MESSAGE } from './kinds.js';
export { notificationsRoutes } from './notifications.routes.js';
export { notificationsAdminRoutes } from './notifications-admin.routes.js';
export { createNotificationsAdmin, type NotificationsAdmin } from './notifications-admin.js';
export type { NotificationsService } from './notifications.service.js';
export { seedDemoNotifications } from './demo.js';

/**
 * Builds the module: the notifier (for bonuses, freespins), the payments' hook, the player's and
 * the console's service (createNotificationsAdmin, built where the audit service is). Registers the balance-utilisation rule on `ledger` (once per app).
 *
 * @example
 * const notifications = createNotifications({ sql: database.sql, realtime, ledger });
 * registerPayments(app, { …, onPaymentChanged: notifications.onPaymentChanged });
 */
export function createNotifications(deps: {
  sql: SqlRunner;
  ledger: Ledger;
  /** Without it nothing is pushed live; the site's GET /notifications still finds everything. */
  realtime?: EventPublisher;
  now?: () => Date;
}) {
  const notifier = createNotifier({ realtime: deps.realtime });
  deps.ledger.onMovement(balanceUtilization(notifier, deps.ledger));
  return {
    notifier,
    /** payments' onPaymentChanged: the deposit notifications. */
    onPaymentChanged: depositNotifications(notifier),
    service: createNotificationsService({ sql: deps.sql, now: deps.now }),
  };
}

export type Notifications = ReturnType<typeof createNotifications>;
