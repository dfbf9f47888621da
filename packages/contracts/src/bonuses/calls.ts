import { defineCall, errorResponses } from '../call.js';
import { API_PREFIX } from '../envelope.js';
import {
  availableBonusesResponseSchema,
  bonusesResponseSchema,
  bonusIdParamsSchema,
  bonusReceiveBodySchema,
  bonusRecordResponseSchema,
  freespinCampaignResponseSchema,
  freespinCampaignsResponseSchema,
  promoUseBodySchema,
  promoUseResponseSchema,
  userBonusesResponseSchema,
  welcomeBonusResponseSchema,
  welcomeQuerySchema,
} from './bonuses.js';

/** The player's bonus, free-spin and promo-code calls (engagement §7). */

const playerErrors = errorResponses(403, 404, 409, 422, 429);

export const bonusesCall = defineCall({
  method: 'GET',
  path: `${API_PREFIX}/bonuses`,
  tags: ['bonuses'],
  summary: "The player's bonus cards: welcome deposit bonus, free spins, other grants",
  auth: 'bearer',
  responses: { 200: bonusesResponseSchema, ...playerErrors },
});

export const availableBonusesCall = defineCall({
  method: 'GET',
  path: `${API_PREFIX}/bonuses/list-available`,
  tags: ['bonuses'],
  summary: 'Deposit offers the player may deposit for now',
  auth: 'bearer',
  responses: { 200: availableBonusesResponseSchema, ...playerErrors },
});

export const cancelBonusCall = defineCall({
  method: 'PATCH',
  path: `${API_PREFIX}/bonuses/cancel/:id`,
  tags: ['bonuses'],
  summary: 'Cancel a bonus: its progress and unused bonus money are lost',
  description:
    'Unknown or another player’s → 404 BONUS.NOT_FOUND; already ended → 409 BONUS.STATE_CONFLICT.',
  auth: 'bearer',
  params: bonusIdParamsSchema,
  responses: { 200: bonusRecordResponseSchema, ...playerErrors },
});

export const receiveBonusCall = defineCall({
  method: 'PATCH',
  path: `${API_PREFIX}/bonuses/receive`,
  tags: ['bonuses'],
  summary: 'Claim a bonus ready to receive: it becomes the active bonus',
  description: 'Not ready → 409 BONUS.NOT_READY; another bonus active → 409 BONUS.ALREADY_ACTIVE.',
  auth: 'bearer',
  body: bonusReceiveBodySchema,
  responses: { 200: bonusRecordResponseSchema, ...playerErrors },
});

export const cancelFreespinsCall = defineCall({
  method: 'PATCH',
  path: `${API_PREFIX}/bonuses/freespin/cancel/:id`,
  tags: ['bonuses'],
  summary: 'Cancel a free-spin campaign: spins left and winnings not yet wagered are lost',
  auth: 'bearer',
  params: bonusIdParamsSchema,
  responses: { 200: freespinCampaignResponseSchema, ...playerErrors },
});

export const userBonusesCall = defineCall({
  method: 'GET',
  path: `${API_PREFIX}/users/bonuses`,
  tags: ['bonuses'],
  summary: 'Every bonus of the player, history included, newest first',
  auth: 'bearer',
  responses: { 200: userBonusesResponseSchema, ...playerErrors },
});

export const freespinCampaignsCall = defineCall({
  method: 'GET',
  path: `${API_PREFIX}/users/freespin_campaigns`,
  tags: ['bonuses'],
  summary: "The player's free-spin campaigns with their parts and winnings",
  auth: 'bearer',
  responses: { 200: freespinCampaignsResponseSchema, ...playerErrors },
});

export const usePromoCodeCall = defineCall({
  method: 'POST',
  path: `${API_PREFIX}/promo-codes/use-code-by-user`,
  tags: ['bonuses'],
  summary: 'Redeem a promo code',
  description:
    'Unknown → 404 PROMO.UNKNOWN; outside its dates → 409 PROMO.EXPIRED; used before → 409 ' +
    'PROMO.USED; not for the player’s currency or country → 409 PROMO.NOT_FOR_YOU; no uses left → ' +
    '409 PROMO.LIMIT_REACHED; a bonus already given to this person → 409 BONUS.DUPLICATE_PERSON; ' +
    '10 failed attempts in an hour → 429 PROMO.TOO_MANY_ATTEMPTS.',
  auth: 'bearer',
  body: promoUseBodySchema,
  responses: { 200: promoUseResponseSchema, ...playerErrors },
});

export const welcomeBonusCall = defineCall({
  method: 'GET',
  path: `${API_PREFIX}/bonuses/welcome`,
  tags: ['bonuses'],
  summary: 'The welcome offers (sign-up choice, /info/welcome-bonus), from the seeded offers',
  description: 'Signed in: in the player’s currency; else the query’s currency, else USD.',
  auth: 'optional',
  query: welcomeQuerySchema,
  responses: { 200: welcomeBonusResponseSchema, ...errorResponses(400) },
});
