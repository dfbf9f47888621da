import type { Notification, PlayerEvent } from '@jackdaw/contracts';
import type { SqlSession } from '../../db/client.js';
import { KIND_DEFAULTS } from './kinds.js';
import { NOTIFICATION_COLUMNS, pendingView, type NotificationRow } from './notification-view.js';
import type { Notifier, RaiseNotification } from './types.js';

/**
 * The part of the realtime module's `Realtime` the notifier and the grants use (its `publish`:
 * kept in the player's backlog in `tx`, delivered once `tx` commits). Declared here by shape so
 * this module does not reach into the realtime module's files.
 */
export interface EventPublisher {
  publish(tx: SqlSession, userId: number, event: PlayerEvent): Promise<void>;
}

/** customData as stored and sent: amounts as a number of minor units (contracts: an int). */
export function customDataOf(input: RaiseNotification): Notification['customData'] {
  const data: Notification['customData'] = {};
  if (input.amount !== undefined) data.amount = Number(input.amount);
  if (input.currency !== undefined) data.currency = input.currency;
  if (input.quantity !== undefined) data.quantity = input.quantity;
  if (input.bonusId !== undefined) data.bonusId = input.bonusId;
  return data;
}

/**
 * The notifier the producing modules call (types.ts): writes the notification in the caller's
 * transaction with its kind's defaults (kinds.ts), ignores a second raise of the same cause
 * (user, kind, ref), and publishes the `notification` event, delivered once `tx` commits.
 *
 * `disabled`: an activation reminder (BonusActivationTerm24) is raised disabled while the player
 * has a campaign-available notification not yet received, as the site's queue does (§4); the
 * queue re-applies the rule, this keeps the stored flag honest for any other reader.
 */
export function createNotifier(deps: { realtime?: EventPublisher }): Notifier {
  return {
    async raise(tx: SqlSession, input: RaiseNotification) {
      const defaults = KIND_DEFAULTS[input.kind];
      const [row] = await tx.query<NotificationRow>(
        `insert into notifications (user_id, kind, type, weight, life_time, custom_data, disabled, ref)
         select $1, $2, $3, $4, $5, $6::jsonb,
           $2 = 'BonusActivationTerm24' and exists (
             select 1 from notifications
              where user_id = $1 and kind = 'BonusCampaignAvailable' and received_at is null
                and created_at + life_time * interval '1 second' > now()),
           $7
         on conflict (user_id, kind, ref) do nothing
         returning ${NOTIFICATION_COLUMNS}`,
        [
          input.userId,
          input.kind,
          defaults.type,
          defaults.weight,
          defaults.lifeTime,
          JSON.stringify(customDataOf(input)),
          input.ref,
        ],
      );
      if (!row || !deps.realtime) return;
      const notification = pendingView(row);
      if (notification) {
        await deps.realtime.publish(tx, input.userId, { type: 'notification', notification });
      }
    },
  };
}
