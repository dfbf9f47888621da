import * as z from 'zod/mini';
import { defineCall, errorResponses } from '../call.js';
import { currencyCodeSchema } from '../catalogue/currencies.js';
import { API_PREFIX, okEnvelope } from '../envelope.js';

/**
 * The operator's payment methods per currency (issue 20): status, limits and order. Permission
 * `payment_methods.write`, reads included. Limits are minor units as strings, like every amount.
 */

const statusSchema = z.enum(['active', 'disabled']);
/** A positive amount in minor units (so always within the currency's precision). */
const minorSchema = z.string().check(z.regex(/^[1-9][0-9]{0,17}$/));

export const adminMethodCurrencySchema = z.object({
  currency: currencyCodeSchema,
  status: statusSchema,
  /** Null: the method does not take deposits (or withdrawals) at all. */
  depositMin: z.nullable(z.string()),
  depositMax: z.nullable(z.string()),
  withdrawMin: z.nullable(z.string()),
  withdrawMax: z.nullable(z.string()),
});
export type AdminMethodCurrency = z.infer<typeof adminMethodCurrencySchema>;

export const adminPaymentMethodSchema = z.object({
  code: z.string(),
  provider: z.string(),
  displayName: z.string(),
  flow: z.string(),
  status: statusSchema,
  sortOrder: z.int(),
  deposits: z.boolean(),
  withdrawals: z.boolean(),
  currencies: z.array(adminMethodCurrencySchema),
});
export type AdminPaymentMethod = z.infer<typeof adminPaymentMethodSchema>;

export const adminPaymentMethodsResponseSchema = okEnvelope({
  methods: z.array(adminPaymentMethodSchema),
});
export const adminPaymentMethodResponseSchema = okEnvelope({ method: adminPaymentMethodSchema });
export type AdminPaymentMethodResponse = z.infer<typeof adminPaymentMethodResponseSchema>;

const codeSchema = z.string().check(z.regex(/^pm\.[a-z0-9_-]{1,40}\.[a-z0-9_-]{1,60}$/));
export const adminPaymentMethodParamsSchema = z.object({ code: codeSchema });
export const adminMethodCurrencyParamsSchema = z.object({
  code: codeSchema,
  currency: currencyCodeSchema,
});

export const adminPaymentMethodEditBodySchema = z.object({
  status: z.optional(statusSchema),
  sortOrder: z.optional(z.int().check(z.gte(0), z.lte(100_000))),
});
export type AdminPaymentMethodEditBody = z.infer<typeof adminPaymentMethodEditBodySchema>;

export const adminMethodCurrencyEditBodySchema = z.object({
  status: z.optional(statusSchema),
  depositMin: z.optional(minorSchema),
  depositMax: z.optional(minorSchema),
  withdrawMin: z.optional(minorSchema),
  withdrawMax: z.optional(minorSchema),
});
export type AdminMethodCurrencyEditBody = z.infer<typeof adminMethodCurrencyEditBodySchema>;

export const adminPaymentMethodsCall = defineCall({
  method: 'GET',
  path: `${API_PREFIX}/admin/payment-methods`,
  tags: ['admin'],
  summary: 'Payment methods in display order, each with its rows per currency',
  auth: 'bearer',
  responses: { 200: adminPaymentMethodsResponseSchema, ...errorResponses(401, 403) },
});

export const adminPaymentMethodEditCall = defineCall({
  method: 'PATCH',
  path: `${API_PREFIX}/admin/payment-methods/:code`,
  tags: ['admin'],
  summary: 'Switch a payment method on or off in every currency, or move it in the order',
  auth: 'bearer',
  params: adminPaymentMethodParamsSchema,
  body: adminPaymentMethodEditBodySchema,
  responses: { 200: adminPaymentMethodResponseSchema, ...errorResponses(401, 403, 404) },
});

export const adminMethodCurrencyEditCall = defineCall({
  method: 'PATCH',
  path: `${API_PREFIX}/admin/payment-methods/:code/currencies/:currency`,
  tags: ['admin'],
  summary: "A method's status and limits in one currency (min ≤ max, positive minor units)",
  auth: 'bearer',
  params: adminMethodCurrencyParamsSchema,
  body: adminMethodCurrencyEditBodySchema,
  responses: { 200: adminPaymentMethodResponseSchema, ...errorResponses(401, 403, 404) },
});
