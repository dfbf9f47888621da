import type { CurrencyCode, NotificationKind } from '@jackdaw/contracts';
import type { SqlSession } from '../../db/client.js';

/**
 * What the modules that raise notifications see (issue 22; engagement §3 "Notification"): the
 * payments (deposits), the wallet (balance used up), the bonuses and the free spins. A
 * notification is written in the caller's transaction, so it exists exactly when its cause
 * does, and is delivered over the realtime channel once that commits.
 */
export interface RaiseNotification {
  userId: number;
  kind: NotificationKind;
  /** Minor units of `currency` (customData.amount). */
  amount?: bigint;
  currency?: CurrencyCode;
  /** Free spins granted or available. */
  quantity?: number;
  /** The grant or campaign it concerns. */
  bonusId?: number;
  /**
   * What it is about (a payment id, a grant id and its step): a second raise with the same
   * user, kind and ref is ignored, so a replayed callback or a sweep run twice notifies once.
   */
  ref: string;
}

export interface Notifier {
  raise(tx: SqlSession, notification: RaiseNotification): Promise<void>;
}
