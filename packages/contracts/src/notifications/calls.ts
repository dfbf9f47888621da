import { defineCall, errorResponses } from '../call.js';
import { API_PREFIX } from '../envelope.js';
import {
  holidayCampaignsResponseSchema,
  notificationListQuerySchema,
  notificationListResponseSchema,
  notificationsReadResponseSchema,
  notificationsReceivedBodySchema,
  notificationsReceivedResponseSchema,
  pendingNotificationsResponseSchema,
} from './notifications.js';

const playerErrors = errorResponses(401, 403, 429);

export const pendingNotificationsCall = defineCall({
  method: 'GET',
  path: `${API_PREFIX}/notifications`,
  tags: ['notifications'],
  summary: 'The notifications not yet reported received, within their lifetime, by weight',
  auth: 'bearer',
  responses: { 200: pendingNotificationsResponseSchema, ...playerErrors },
});

export const notificationsReceivedCall = defineCall({
  method: 'POST',
  path: `${API_PREFIX}/notifications/received`,
  tags: ['notifications'],
  summary: 'Marks the notifications up to lastReceivedNotificationId as received',
  auth: 'bearer',
  body: notificationsReceivedBodySchema,
  responses: { 200: notificationsReceivedResponseSchema, ...playerErrors, ...errorResponses(422) },
});

export const notificationListCall = defineCall({
  method: 'GET',
  path: `${API_PREFIX}/notifications/list`,
  tags: ['notifications'],
  summary: "The profile notification page: the player's notifications, newest first",
  auth: 'bearer',
  query: notificationListQuerySchema,
  responses: { 200: notificationListResponseSchema, ...playerErrors, ...errorResponses(422) },
});

export const notificationsReadAllCall = defineCall({
  method: 'POST',
  path: `${API_PREFIX}/notifications/read-all`,
  tags: ['notifications'],
  summary: "Marks every one of the player's notifications read",
  auth: 'bearer',
  responses: { 200: notificationsReadResponseSchema, ...playerErrors },
});

export const holidayCampaignsCall = defineCall({
  method: 'GET',
  path: `${API_PREFIX}/notifications/holidays`,
  tags: ['notifications'],
  summary: "The holiday campaigns running now in the player's country (independence popups)",
  auth: 'bearer',
  responses: { 200: holidayCampaignsResponseSchema, ...playerErrors },
});
