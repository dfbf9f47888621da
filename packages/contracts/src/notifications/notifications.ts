import * as z from 'zod/mini';
import { currencyCodeSchema } from '../catalogue/currencies.js';
import { okEnvelope } from '../envelope.js';

/*
 * Notifications (issue 22; engagement §2, §3 "Notification", §4 "Notification popups" and
 * "Profile notifications", §7). The server raises one of the 14 kinds (and the tournament
 * prize's, issue 25) when its event happens;
 * the site queues it and shows the kind's popup (NOTIFICATION_POPUPS), and every notification,
 * staff messages included, is listed on the profile notification page.
 */

/**
 * engagement §3 "Kinds", and the tournament money prize's: the spec names none for it, and no
 * other kind says "real money won" (tournaments README "Decisions").
 */
export const NOTIFICATION_KINDS = [
  'SystemFirstDeposit',
  'SystemSuccessfulDeposit',
  'SystemBalanceUtilization',
  'SystemFirstFailedDeposit',
  'SystemSecondFailedDeposit',
  'SystemRestFailedDeposits',
  'BonusCampaignAvailable',
  'BonusActivationTerm24',
  'BonusAccruedReward',
  'BonusWageringTerm24',
  'BonusTransferToMain',
  'FreeSpinAvailable',
  'FreeSpinAssigned',
  'FreeSpinWinAccrued',
  'TournamentPrizeWon',
] as const;
export const notificationKindSchema = z.enum(NOTIFICATION_KINDS);
export type NotificationKind = z.infer<typeof notificationKindSchema>;

/**
 * The popup each kind opens (engagement §2 "Notification popups"; the pairing is a decision
 * recorded in the notifications README). The three independence popups come from the holiday
 * campaigns, not from a kind.
 */
export const NOTIFICATION_POPUPS = {
  SystemFirstDeposit: 'first-deposit',
  SystemSuccessfulDeposit: 'cashout-confirm',
  SystemBalanceUtilization: 'utilization-balance',
  SystemFirstFailedDeposit: 'first-failed-deposit',
  SystemSecondFailedDeposit: 'second-failed-deposit',
  SystemRestFailedDeposits: 'third-failed-deposit',
  BonusCampaignAvailable: 'welcome',
  BonusActivationTerm24: 'bonus-added',
  BonusAccruedReward: 'bonus-money',
  BonusWageringTerm24: 'wagering-counter',
  BonusTransferToMain: 'transfer-to-main',
  FreeSpinAvailable: 'freespin-available',
  FreeSpinAssigned: 'freespin-assigned',
  FreeSpinWinAccrued: 'freespin-accured',
  TournamentPrizeWon: 'tournament-prize',
} as const satisfies Record<NotificationKind, string>;

/** engagement §3: the profile list's types. */
export const NOTIFICATION_TYPES = [
  'transfer',
  'deposit',
  'withdrawal',
  'identification',
  'promo',
] as const;
export const notificationTypeSchema = z.enum(NOTIFICATION_TYPES);
export type NotificationType = z.infer<typeof notificationTypeSchema>;

/**
 * A pending notification as the popup queue takes it (engagement §3 "Notification (from
 * server)"). `lifeTime` is seconds from `createdAt`; `customData.amount` is minor units.
 */
export const notificationSchema = z
  .object({
    id: z.int(),
    kind: notificationKindSchema,
    status: z.enum(['new', 'received', 'read']),
    /** Higher first in the queue. */
    weight: z.int(),
    lifeTime: z.int(),
    createdAt: z.string(),
    customData: z.object({
      amount: z.optional(z.int()),
      currency: z.optional(currencyCodeSchema),
      /** Free spins: how many; bonuses: the grant's or campaign's id. */
      quantity: z.optional(z.int()),
      bonusId: z.optional(z.int()),
    }),
    disabled: z.boolean(),
  })
  .register(z.globalRegistry, { id: 'Notification' });
export type Notification = z.infer<typeof notificationSchema>;

export const pendingNotificationsResponseSchema = okEnvelope({
  notifications: z.array(notificationSchema),
});

export const notificationsReceivedBodySchema = z.object({
  lastReceivedNotificationId: z.int().check(z.gte(1), z.lte(2_147_483_647)),
});
export const notificationsReceivedResponseSchema = okEnvelope({ received: z.int() });

/**
 * One entry of the profile notification page: a kind's entry (title and text drawn by the site
 * from `kind` and `customData`) or a staff message (`title` and `body` as written).
 */
export const notificationListItemSchema = z.object({
  id: z.int(),
  type: notificationTypeSchema,
  kind: z.nullable(notificationKindSchema),
  title: z.nullable(z.string()),
  body: z.nullable(z.string()),
  customData: notificationSchema.shape.customData,
  isRead: z.boolean(),
  createdAt: z.string(),
});
export type NotificationListItem = z.infer<typeof notificationListItemSchema>;

export const notificationListQuerySchema = z.object({
  /** Keyset cursor: the last id of the page before. */
  before: z.optional(
    z.pipe(
      z.string().check(z.regex(/^[1-9]\d{0,9}$/)),
      z.transform((value: string) => Number(value)),
    ),
  ),
  limit: z.optional(
    z.pipe(
      z.string().check(z.regex(/^\d{1,3}$/)),
      z.pipe(
        z.transform((value: string) => Number(value)),
        z.int().check(z.gte(1), z.lte(100)),
      ),
    ),
  ),
});

export const notificationListResponseSchema = okEnvelope({
  notificationList: z.array(notificationListItemSchema),
  unread: z.int(),
  /** The id to pass as `before` for the next page, or null at the end. */
  nextBefore: z.nullable(z.int()),
});

export const notificationsReadResponseSchema = okEnvelope({ unread: z.literal(0) });

/** Holiday campaigns (the independence-* popups): the phase decides the popup. */
export const HOLIDAY_PHASES = ['counter', 'day', 'final'] as const;
export const holidayPhaseSchema = z.enum(HOLIDAY_PHASES);
export type HolidayPhase = z.infer<typeof holidayPhaseSchema>;
export const HOLIDAY_POPUPS = {
  counter: 'independence-counter',
  day: 'independence-day',
  final: 'independence-final',
} as const satisfies Record<HolidayPhase, string>;

/**
 * An operator's holiday campaign as the player's site sees it now: `counter` before the day
 * (counting down to `startsAt`), `day` on it, `final` in its last hours (until `endsAt`).
 */
export const holidayCampaignSchema = z.object({
  id: z.int(),
  name: z.string(),
  phase: holidayPhaseSchema,
  startsAt: z.string(),
  endsAt: z.string(),
  /** The deposit bonus percent the campaign offers on the day, if any. */
  percent: z.nullable(z.int()),
});
export type HolidayCampaign = z.infer<typeof holidayCampaignSchema>;
export const holidayCampaignsResponseSchema = okEnvelope({
  campaigns: z.array(holidayCampaignSchema),
});
