import { defineCall, errorResponses } from '../call.js';
import { API_PREFIX } from '../envelope.js';
import { bannersResponseSchema } from './banners.js';

/** The promo carousel of the casino layout. */
export const bannersCarouselCall = defineCall({
  method: 'GET',
  path: `${API_PREFIX}/banners/carousel`,
  tags: ['banners'],
  summary: "The promo banners for the caller's country, in display order",
  auth: 'none',
  responses: { 200: bannersResponseSchema, ...errorResponses() },
});
