import * as z from 'zod/mini';
import { defineCall, errorResponses } from '../call.js';
import { currencyCodeSchema } from '../catalogue/currencies.js';
import { API_PREFIX, okEnvelope } from '../envelope.js';
import { paymentMethodCodeSchema, paymentProviderSchema } from './methods.js';

/**
 * The one-click deposit (engagement §2): the player's last credited deposit, offered again in
 * one tap while the personal page's switch (`oneClickDeposit`) is on.
 */
export const oneClickDepositSchema = z
  .object({
    methodCode: paymentMethodCodeSchema,
    provider: paymentProviderSchema,
    /** The method's slug, as the deposit path names it. */
    method: z.string(),
    /** Minor units, within the method's present limits. */
    amount: z.int().check(z.gt(0), z.lte(Number.MAX_SAFE_INTEGER)),
    currencyCode: currencyCodeSchema,
  })
  .register(z.globalRegistry, { id: 'OneClickDeposit' });
export type OneClickDeposit = z.infer<typeof oneClickDepositSchema>;

export const oneClickDepositResponseSchema = okEnvelope({
  /** Null when the switch is off, no deposit was credited, or its method is no longer offered. */
  deposit: z.nullable(oneClickDepositSchema),
});
export type OneClickDepositResponse = z.infer<typeof oneClickDepositResponseSchema>;

export const oneClickDepositCall = defineCall({
  method: 'GET',
  path: `${API_PREFIX}/payments/one-click`,
  tags: ['payments'],
  summary: "The player's last credited deposit, to repeat in one tap",
  description:
    'Null while the one-click deposit is switched off in the personal page, before the first ' +
    "credited deposit, or when that deposit's method or amount is no longer offered for the " +
    "player's currency.",
  auth: 'bearer',
  responses: { 200: oneClickDepositResponseSchema, ...errorResponses(403, 423) },
});
