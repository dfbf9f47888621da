import { CURRENCY_CODES, MINOR_UNITS_PER_MAJOR, type CurrencyCode } from '@jackdaw/contracts';

/** Decimal places a rate keeps (the column is numeric(24, 10)). */
export const RATE_SCALE = 10;
const RATE_UNIT = 10n ** BigInt(RATE_SCALE);

/** Units of each currency per 1 USD, as exact decimal text ("88.5"). */
export type Rates = Readonly<Record<CurrencyCode, string>>;

/**
 * Minor units per major unit of `currency`. Every one of the 14 currencies is shown with two
 * decimals today (MINOR_UNITS_PER_MAJOR, what @jackdaw/money formats with); conversion goes
 * through this so that a currency of another precision needs one change here.
 */
export function minorPerMajor(currency: CurrencyCode): bigint {
  void currency;
  return BigInt(MINOR_UNITS_PER_MAJOR);
}

const RATE_TEXT = /^(\d{1,14})(?:\.(\d{1,10}))?$/;

/** A rate's text as an integer of 10^-RATE_SCALE units; null when not a positive decimal. */
export function parseRate(text: string): bigint | null {
  const match = RATE_TEXT.exec(text.trim());
  if (!match) return null;
  const scaled = BigInt(match[1]!) * RATE_UNIT + BigInt((match[2] ?? '').padEnd(RATE_SCALE, '0'));
  return scaled > 0n ? scaled : null;
}

/** A scaled rate as the shortest decimal text ("88.5"). */
export function formatRate(scaled: bigint): string {
  const whole = scaled / RATE_UNIT;
  const fraction = (scaled % RATE_UNIT).toString().padStart(RATE_SCALE, '0').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole.toString();
}

/** numerator / denominator rounded half away from zero (denominator > 0). */
function divideRounded(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n;
  const magnitude = negative ? -numerator : numerator;
  const quotient = (magnitude * 2n + denominator) / (denominator * 2n);
  return negative ? -quotient : quotient;
}

/**
 * `minor` units of `from` in minor units of `to` at `rates`, rounded half away from zero to
 * `to`'s precision: minor / 10^p(from) / rate(from) × rate(to) × 10^p(to). Exact integer
 * arithmetic; the same currency answers the amount unchanged.
 */
export function convertMinor(
  minor: bigint,
  from: CurrencyCode,
  to: CurrencyCode,
  rates: Rates,
): bigint {
  if (from === to) return minor;
  const rateFrom = parseRate(rates[from]);
  const rateTo = parseRate(rates[to]);
  if (rateFrom === null || rateTo === null) throw new Error(`no exchange rate for ${from}/${to}`);
  return divideRounded(minor * rateTo * minorPerMajor(to), rateFrom * minorPerMajor(from));
}

/** Whether every one of the 14 currencies has a rate. */
export const isCompleteRates = (rates: Partial<Record<CurrencyCode, string>>): rates is Rates =>
  CURRENCY_CODES.every((code) => rates[code] !== undefined && parseRate(rates[code]) !== null);
