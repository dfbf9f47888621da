import * as z from 'zod/mini';
import { defineCall, errorResponses } from '../call.js';
import { currencyCodeSchema } from '../catalogue/currencies.js';
import { API_PREFIX, okEnvelope } from '../envelope.js';
import { notificationTypeSchema } from '../notifications/notifications.js';
import { idParamSchema, idSchema, storableText } from '../primitives.js';

/**
 * The operator's notifications (issue 22 "Back-office"): a message sent to one player or to a
 * segment (country, currency, last deposit date), with its delivery and read counts, and the
 * holiday campaigns behind the independence popups. Reads need `notifications.read`, sending and
 * campaigns `notifications.write`; each is audited.
 */

const text = (max: number) =>
  z.string().check(z.trim(), z.minLength(1), z.maxLength(max), storableText);
const instantSchema = z.iso.datetime({ offset: true });
const dateSchema = z.iso.date();
const countrySchema = z.string().check(z.regex(/^[A-Z]{2}$/, 'Expected an ISO country code'));

/** Who a message goes to: one player, or every player matching all the given filters. */
export const adminNotificationAudienceSchema = z.union([
  z.object({ kind: z.literal('player'), playerId: idSchema }),
  z.object({
    kind: z.literal('segment'),
    country: z.optional(countrySchema),
    currency: z.optional(currencyCodeSchema),
    /** Players whose last credited deposit is on or after this date. */
    lastDepositFrom: z.optional(dateSchema),
    /** … and on or before this one (with neither: any player, depositors or not). */
    lastDepositTo: z.optional(dateSchema),
  }),
]);
export type AdminNotificationAudience = z.infer<typeof adminNotificationAudienceSchema>;

export const adminNotificationSendBodySchema = z.object({
  audience: adminNotificationAudienceSchema,
  type: notificationTypeSchema,
  title: text(120),
  body: text(1000),
});
export type AdminNotificationSendBody = z.infer<typeof adminNotificationSendBodySchema>;

/** One message staff sent, with how far it got. */
export const adminNotificationSendingSchema = z.object({
  id: z.int(),
  type: notificationTypeSchema,
  title: z.string(),
  body: z.string(),
  audience: adminNotificationAudienceSchema,
  /** Players it was written for. */
  recipients: z.int(),
  /** Delivered: the player's site reported it received (or listed it). */
  delivered: z.int(),
  read: z.int(),
  sentBy: z.string(),
  sentAt: z.string(),
});
export type AdminNotificationSending = z.infer<typeof adminNotificationSendingSchema>;

export const adminNotificationSendingsQuerySchema = z.object({
  cursor: z.optional(z.string().check(z.regex(/^[1-9]\d{0,9}$/))),
});
export const adminNotificationSendingsResponseSchema = okEnvelope({
  items: z.array(adminNotificationSendingSchema),
  nextCursor: z.nullable(z.string()),
});
export const adminNotificationSendingResponseSchema = okEnvelope({
  sending: adminNotificationSendingSchema,
});

/** How many players a segment matches now (the form's preview before sending). */
export const adminNotificationAudienceCountBodySchema = z.object({
  audience: adminNotificationAudienceSchema,
});
export const adminNotificationAudienceCountResponseSchema = okEnvelope({ recipients: z.int() });

export const adminHolidayCampaignBodySchema = z
  .object({
    name: text(80),
    country: countrySchema,
    /** The countdown (independence-counter) shows from here until `startsAt`. */
    announceFrom: instantSchema,
    startsAt: instantSchema,
    endsAt: instantSchema,
    /** independence-final shows in the last `finalHours` before `endsAt`. */
    finalHours: z.int().check(z.gte(1), z.lte(48)),
    percent: z.nullable(z.int().check(z.gte(1), z.lte(1000))),
    active: z.boolean(),
  })
  .check(
    z.refine((body) => body.announceFrom <= body.startsAt && body.startsAt < body.endsAt, {
      message: 'announceFrom ≤ startsAt < endsAt',
    }),
  );
export type AdminHolidayCampaignBody = z.infer<typeof adminHolidayCampaignBodySchema>;
export const adminHolidayCampaignSchema = z.object({
  id: z.int(),
  name: z.string(),
  country: z.string(),
  announceFrom: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  finalHours: z.int(),
  percent: z.nullable(z.int()),
  active: z.boolean(),
  updatedAt: z.string(),
});
export const adminHolidayCampaignsResponseSchema = okEnvelope({
  items: z.array(adminHolidayCampaignSchema),
});
export const adminHolidayCampaignResponseSchema = okEnvelope({
  campaign: adminHolidayCampaignSchema,
});
export const adminHolidayCampaignParamsSchema = z.object({ id: idParamSchema });

const readErrors = errorResponses(401, 403, 422);
const writeErrors = errorResponses(401, 403, 404, 409, 422);

export const adminNotificationSendingsCall = defineCall({
  method: 'GET',
  path: `${API_PREFIX}/admin/notifications`,
  tags: ['admin'],
  summary: 'Messages staff sent, newest first, with delivery and read counts',
  auth: 'bearer',
  query: adminNotificationSendingsQuerySchema,
  responses: { 200: adminNotificationSendingsResponseSchema, ...readErrors },
});

export const adminNotificationSendCall = defineCall({
  method: 'POST',
  path: `${API_PREFIX}/admin/notifications`,
  tags: ['admin'],
  summary: 'Sends a message to one player or a segment (audited)',
  auth: 'bearer',
  body: adminNotificationSendBodySchema,
  responses: { 200: adminNotificationSendingResponseSchema, ...writeErrors },
});

export const adminNotificationAudienceCountCall = defineCall({
  method: 'POST',
  path: `${API_PREFIX}/admin/notifications/audience`,
  tags: ['admin'],
  summary: 'How many players an audience matches now',
  auth: 'bearer',
  body: adminNotificationAudienceCountBodySchema,
  responses: { 200: adminNotificationAudienceCountResponseSchema, ...readErrors },
});

export const adminHolidayCampaignsCall = defineCall({
  method: 'GET',
  path: `${API_PREFIX}/admin/holiday-campaigns`,
  tags: ['admin'],
  summary: 'Holiday campaigns (independence popups), newest first',
  auth: 'bearer',
  responses: { 200: adminHolidayCampaignsResponseSchema, ...readErrors },
});

export const adminHolidayCampaignCreateCall = defineCall({
  method: 'POST',
  path: `${API_PREFIX}/admin/holiday-campaigns`,
  tags: ['admin'],
  summary: 'Creates a holiday campaign (audited)',
  auth: 'bearer',
  body: adminHolidayCampaignBodySchema,
  responses: { 200: adminHolidayCampaignResponseSchema, ...writeErrors },
});

export const adminHolidayCampaignUpdateCall = defineCall({
  method: 'PUT',
  path: `${API_PREFIX}/admin/holiday-campaigns/:id`,
  tags: ['admin'],
  summary: 'Changes a holiday campaign (audited)',
  auth: 'bearer',
  params: adminHolidayCampaignParamsSchema,
  body: adminHolidayCampaignBodySchema,
  responses: { 200: adminHolidayCampaignResponseSchema, ...writeErrors },
});
