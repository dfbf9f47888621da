import { ErrorCode } from '@jackdaw/contracts';
import { NetworkError, PlayApiError } from '../../api/play-api';
import type { OriginalsMessageKey } from '../i18n/dictionaries/en';

const byCode: Partial<Record<string, OriginalsMessageKey>> = {
  [ErrorCode.WalletInsufficientFunds]: 'error.insufficientFunds',
  [ErrorCode.PlaySessionInvalid]: 'error.sessionExpired',
  [ErrorCode.GameLaunchInvalid]: 'error.launchInvalid',
  [ErrorCode.PlayGameUnsupported]: 'error.unsupported',
  [ErrorCode.UserBanned]: 'error.banned',
  [ErrorCode.PlayBetTooLow]: 'error.betLimits',
  [ErrorCode.PlayBetTooHigh]: 'error.betLimits',
  [ErrorCode.PlayParamsInvalid]: 'error.params',
  [ErrorCode.PlayRoundOpen]: 'error.roundOpen',
  [ErrorCode.PlayActionInvalid]: 'error.action',
};

/** What to tell the player about a failed call, by its stable code. */
export function originalsErrorKey(error: unknown): OriginalsMessageKey {
  if (error instanceof NetworkError) return 'error.network';
  if (error instanceof PlayApiError) return byCode[error.code] ?? 'error.generic';
  return 'error.generic';
}
