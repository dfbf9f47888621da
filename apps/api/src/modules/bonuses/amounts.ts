import {
  BONUS_SPEC_AMOUNTS,
  CURRENCY_CODES,
  type CurrencyCode,
  type OfferAmounts,
} from '@jackdaw/contracts';
import { convertMinor, type Rates } from '../reports/index.js';

/*
 * Per-currency offer figures (engagement §9): the spec's own figures where it gives them, else the
 * USD figure converted by the back-office exchange rates and rounded to a friendly number.
 */

const FIELDS = ['minDeposit', 'maxDeposit', 'minDepositFreespins', 'maxBonus', 'winCap'] as const;

/** The nearest (by ratio) of 1, 2, 2.5 and 5 × 10^n (minor units; 0 stays 0). */
export function friendlyRound(value: bigint): bigint {
  if (value <= 0n) return 0n;
  const digits = value.toString().length;
  let best = value;
  let bestDistance: bigint | undefined;
  for (let n = Math.max(0, digits - 2); n <= digits; n += 1) {
    const power = 10n ** BigInt(n);
    const candidates = [power, 2n * power, 5n * power];
    if (n > 0) candidates.push((25n * power) / 10n);
    for (const candidate of candidates) {
      // The ratio between the two, larger over smaller (scaled): the nearest on a log scale.
      const scaled =
        candidate > value ? (candidate * 1_000_000n) / value : (value * 1_000_000n) / candidate;
      if (bestDistance === undefined || scaled < bestDistance) {
        bestDistance = scaled;
        best = candidate;
      }
    }
  }
  return best;
}

/** An offer's USD figures converted into `currency` and rounded friendly. */
export function convertAmounts(
  usd: OfferAmounts,
  currency: CurrencyCode,
  rates: Rates,
): OfferAmounts {
  if (currency === 'USD') return { ...usd };
  const out = {} as OfferAmounts;
  for (const field of FIELDS) {
    out[field] = Number(friendlyRound(convertMinor(BigInt(usd[field]), 'USD', currency, rates)));
  }
  return out;
}

/**
 * A seeded offer's figures in every currency: the spec's where it gives them (a maximum deposit
 * derived from the maximum bonus at the offer's percent), else converted from USD.
 */
export function seededAmounts(
  usd: OfferAmounts,
  rates: Rates,
  options: { percent: number; useSpec: boolean },
): Record<CurrencyCode, OfferAmounts> {
  const out = {} as Record<CurrencyCode, OfferAmounts>;
  for (const currency of CURRENCY_CODES) {
    const converted = convertAmounts(usd, currency, rates);
    const spec = options.useSpec ? (BONUS_SPEC_AMOUNTS[currency] ?? {}) : {};
    const merged = { ...converted, ...spec };
    if (spec.maxBonus !== undefined && options.percent > 0) {
      merged.maxDeposit = Math.round((spec.maxBonus * 100) / options.percent);
    }
    out[currency] = merged;
  }
  return out;
}
