import { defineCall, errorResponses } from '../call.js';
import { API_PREFIX } from '../envelope.js';
import { profileEditBodySchema, profileEditResponseSchema } from './profile-edit.js';
import { userProfileResponseSchema } from './profile.js';

export const profileCall = defineCall({
  method: 'GET',
  path: `${API_PREFIX}/users/profile`,
  tags: ['users'],
  summary: "The signed-in player's profile and balances",
  auth: 'bearer',
  responses: { 200: userProfileResponseSchema, ...errorResponses(403) },
});

export const profileEditCall = defineCall({
  method: 'POST',
  path: `${API_PREFIX}/users/profile/edit`,
  tags: ['users'],
  summary: 'Edit identity details and settings (/profile/personal)',
  auth: 'bearer',
  body: profileEditBodySchema,
  responses: { 200: profileEditResponseSchema, ...errorResponses(403) },
});
