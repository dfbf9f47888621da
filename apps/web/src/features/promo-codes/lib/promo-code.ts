import {
  ErrorCode,
  promoCodeSchema,
  type LanguageCode,
  type PromoUseResponse,
} from '@jackdaw/contracts';
import { formatMoney } from '@jackdaw/money';
import * as z from 'zod/mini';
import { ApiError } from '../../../shared/lib/api-client';
import { problemFromError, type FormProblem } from '../../../shared/lib/form-problem';

/** Codes are 3 to 32 letters and digits (contracts `promoCodeSchema`). */
export const PROMO_CODE_MAX_LENGTH = 32;

/**
 * What the field keeps of typed or pasted text: letters and digits only, upper case, at most 32.
 * Codes are case-insensitive and alphanumeric, so a space or dash pasted with one is dropped
 * instead of refusing the code for it.
 *
 * @example cleanCodeInput(' spring-25 ') // "SPRING25"
 */
export function cleanCodeInput(text: string): string {
  return text
    .replace(/[^A-Za-z0-9]/g, '')
    .toUpperCase()
    .slice(0, PROMO_CODE_MAX_LENGTH);
}

/** The code to send (trimmed, upper case), or why it cannot go yet. */
export function checkCode(
  text: string,
): { code: string; problem: null } | { code: null; problem: FormProblem } {
  const code = text.trim().toUpperCase();
  if (!code) return { code: null, problem: { key: 'promo.code.error.empty' } };
  if (!z.safeParse(promoCodeSchema, code).success) {
    return { code: null, problem: { key: 'promo.code.error.shape' } };
  }
  return { code, problem: null };
}

/**
 * The refusals of POST /promo-codes/use-code-by-user, each with its own text. The server also
 * answers PROMO.NOT_FOR_YOU for a refund code with no losses to give back (its text speaks of
 * the account's conditions, not only currency and country), and BONUS.ALREADY_ACTIVE for an
 * insurance code while another insurance is still waiting for a losing bet.
 */
export const PROMO_REFUSALS = [
  ErrorCode.PromoUnknown,
  ErrorCode.PromoExpired,
  ErrorCode.PromoUsed,
  ErrorCode.PromoNotForYou,
  ErrorCode.PromoLimitReached,
  ErrorCode.PromoTooManyAttempts,
  ErrorCode.BonusDuplicatePerson,
  ErrorCode.BonusAlreadyActive,
] as const;

export const promoRefusalKey = (code: (typeof PROMO_REFUSALS)[number]): string =>
  `promo.code.error.${code}`;

/** What to tell the player about a refused code; other failures as every form tells them. */
export function promoProblem(error: unknown): FormProblem {
  if (error instanceof ApiError) {
    const refusal = PROMO_REFUSALS.find((code) => code === error.code);
    if (refusal) return { key: promoRefusalKey(refusal) };
    // The server read the code as malformed: the same text as the check before sending.
    if (error.code === ErrorCode.RequestInvalid) return { key: 'promo.code.error.shape' };
  }
  return problemFromError(error);
}

/** One line of the success view: a translation key and its values. */
export interface GrantLine {
  key: string;
  values: { amount?: string; spins?: number };
}

/**
 * What a redeemed code gave, line by line: bonus money (and spins when the code adds them),
 * free spins, armed bet insurance up to its cap, or the refund credited to the real balance.
 */
export function grantLines(
  granted: Pick<PromoUseResponse, 'reward' | 'amount' | 'spins' | 'currency'>,
  language: LanguageCode,
): GrantLine[] {
  const amount = formatMoney(granted.amount, granted.currency, language);
  const spins = { key: 'promo.code.granted.freespins', values: { spins: granted.spins } };
  switch (granted.reward) {
    case 'bonus':
      return [
        { key: 'promo.code.granted.bonus', values: { amount } },
        ...(granted.spins > 0 ? [spins] : []),
      ];
    case 'freespins':
      return [spins];
    case 'insurance':
      return [{ key: 'promo.code.granted.insurance', values: { amount } }];
    case 'refund':
      return granted.amount > 0
        ? [{ key: 'promo.code.granted.refund', values: { amount } }]
        : [{ key: 'promo.code.granted.refundNone', values: {} }];
  }
}
