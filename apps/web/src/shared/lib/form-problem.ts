import { emailSchema, ErrorCode, isStrongPassword } from '@jackdaw/contracts';
import * as z from 'zod/mini';
import { ApiError } from './api-client';

/**
 * The server codes a form explains in the player's language, each with the key
 * `auth.error.<CODE>`. Every AUTH.* code is here, and every code the payment calls answer (unit
 * tests keep it so).
 */
export const EXPLAINED_CODES = [
  ErrorCode.AuthInvalidCredentials,
  ErrorCode.AuthEmailTaken,
  ErrorCode.AuthUnderage,
  ErrorCode.AuthAgreementRequired,
  ErrorCode.AuthWeakPassword,
  ErrorCode.AuthPasswordMismatch,
  ErrorCode.AuthTokenInvalid,
  ErrorCode.AuthRecoveryTokenInvalid,
  ErrorCode.AuthTooManyAttempts,
  ErrorCode.AuthRequired,
  ErrorCode.UserBanned,
  ErrorCode.RequestInvalid,
  ErrorCode.RateLimited,
  ErrorCode.PaymentMethodUnknown,
  ErrorCode.PaymentMethodsEmpty,
  ErrorCode.PaymentLimit,
  ErrorCode.PaymentFieldRequired,
  ErrorCode.PaymentFailed,
  ErrorCode.PaymentNotFound,
  ErrorCode.PaymentStateConflict,
  ErrorCode.PaymentAccountOnHold,
  ErrorCode.TransactionAlreadyActivated,
  ErrorCode.WithdrawBlockedByBonus,
  ErrorCode.WithdrawTurnoverNotMet,
  ErrorCode.WithdrawMethodNotDeposited,
  ErrorCode.BonusNotFound,
  ErrorCode.BonusStateConflict,
  ErrorCode.BonusNotReady,
  ErrorCode.BonusAlreadyActive,
  ErrorCode.WalletInsufficientFunds,
] as const satisfies readonly ErrorCode[];
export type ExplainedCode = (typeof EXPLAINED_CODES)[number];

/** Problems the site finds before calling, and the catch-all for outages. */
export type LocalProblem = 'EMAIL_INVALID' | 'PASSWORD_REQUIRED' | 'BIRTHDAY_INVALID' | 'GENERIC';

/**
 * The reason a form cannot go on, shown as its one error line (spec core §5: no field-level
 * messages). Either a translation key or, for a 4xx code the site does not know yet, the
 * server's own message.
 */
export type FormProblem = { key: string } | { text: string };

export const problemKey = (code: ExplainedCode | LocalProblem): string => `auth.error.${code}`;

function isExplained(code: string): code is ExplainedCode {
  return (EXPLAINED_CODES as readonly string[]).includes(code);
}

/** What to tell the player about a failed call. */
export function problemFromError(error: unknown): FormProblem {
  if (error instanceof ApiError) {
    if (isExplained(error.code)) return { key: problemKey(error.code) };
    if (error.statusCode >= 400 && error.statusCode < 500 && error.message.trim()) {
      return { text: error.message };
    }
  }
  return { key: problemKey('GENERIC') };
}

export const isValidEmail = (email: string): boolean => z.safeParse(emailSchema, email).success;

/** A new password and its repetition: the rule of the contract, then equality. */
export function newPasswordProblem(password: string, repeat: string): FormProblem | null {
  if (!isStrongPassword(password)) return { key: problemKey(ErrorCode.AuthWeakPassword) };
  if (password !== repeat) return { key: problemKey(ErrorCode.AuthPasswordMismatch) };
  return null;
}
