import * as z from 'zod/mini';
import { currencyCodeSchema, MAX_ANY_TRANSACTION_AMOUNT } from '../catalogue/currencies.js';

/*
 * The `promo_codes.amounts` jsonb (issue 21, promo codes): what a code gives, per currency. The
 * server reads it with `promoAmountsSchema`; the console writes it with the same schema.
 */

/** Minor units of one currency's figure. */
const promoFigureSchema = z.int().check(z.gte(1), z.lte(MAX_ANY_TRANSACTION_AMOUNT));

/**
 * `byCurrency`: one figure per currency, minor units, whose meaning is the code's reward:
 * - `bonus`: the bonus money granted;
 * - `insurance`: the cap: at most this much of the losing stake comes back as bonus money;
 * - `refund`: the cap: at most this much of the share of net losses comes back as real money.
 * A currency not listed uses the USD figure converted by the back-office exchange rates and
 * rounded to a friendly number; without a USD figure either, the code is not for that currency.
 * `freespins` codes need no figure: `spins` is their count (null: the offer's count).
 */
export const promoAmountsSchema = z.object({
  byCurrency: z.partialRecord(currencyCodeSchema, promoFigureSchema),
  spins: z.nullable(z.int().check(z.gte(1), z.lte(10_000))),
});
export type PromoAmounts = z.infer<typeof promoAmountsSchema>;

/** Bet insurance stays armed this long after the code is redeemed. */
export const PROMO_INSURANCE_HOURS = 7 * 24;
