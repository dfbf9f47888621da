import { ErrorCode } from '@jackdaw/contracts';
import { NetworkError, PlayApiError } from '../../api/play-api';
import type { CrashMessageKey } from '../i18n/dictionaries/en';

const byCode: Partial<Record<string, CrashMessageKey>> = {
  [ErrorCode.WalletInsufficientFunds]: 'error.insufficientFunds',
  [ErrorCode.PlaySessionInvalid]: 'error.sessionExpired',
  [ErrorCode.CrashUnauthenticated]: 'error.sessionExpired',
  [ErrorCode.GameLaunchInvalid]: 'error.launchInvalid',
  [ErrorCode.PlayGameUnsupported]: 'error.unsupported',
  [ErrorCode.UserBanned]: 'error.banned',
  [ErrorCode.CrashNotReady]: 'error.notReady',
  [ErrorCode.CrashBettingClosed]: 'error.bettingClosed',
  [ErrorCode.CrashTooLate]: 'error.tooLate',
  [ErrorCode.PlayBetTooLow]: 'error.betLimits',
  [ErrorCode.PlayBetTooHigh]: 'error.betLimits',
};

/** What to tell the player about a refused command or a failed call, by its stable code. */
export function crashErrorKey(error: unknown): CrashMessageKey {
  if (typeof error === 'string') return byCode[error] ?? 'error.generic';
  if (error instanceof NetworkError) return 'error.network';
  if (error instanceof PlayApiError) return byCode[error.code] ?? 'error.generic';
  return 'error.generic';
}
