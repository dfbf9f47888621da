import { ErrorCode } from '@jackdaw/contracts';
import { NetworkError, PlayApiError } from '../api/play-api';
import type { MessageKey } from '../i18n/translate';

const byCode: Partial<Record<string, MessageKey>> = {
  [ErrorCode.WalletInsufficientFunds]: 'error.insufficientFunds',
  [ErrorCode.PlaySessionInvalid]: 'error.sessionExpired',
  [ErrorCode.GameLaunchInvalid]: 'error.launchInvalid',
  [ErrorCode.UserBanned]: 'error.banned',
  [ErrorCode.PlayBetTooLow]: 'error.betTooLow',
  [ErrorCode.PlayBetTooHigh]: 'error.betTooHigh',
  [ErrorCode.PlayBetStep]: 'error.betStep',
  [ErrorCode.PlayLinesInvalid]: 'error.betStep',
  [ErrorCode.PlayFreeSpinsPending]: 'error.freeSpinsPending',
  [ErrorCode.PlayClientSeedInvalid]: 'error.clientSeed',
  [ErrorCode.FreespinUnavailable]: 'freeRounds.unavailable',
  [ErrorCode.FreespinNotFound]: 'freeRounds.unavailable',
};

/** What to tell the player about a failed call, by the server's stable code. */
export function errorMessageKey(error: unknown): MessageKey {
  if (error instanceof NetworkError) return 'error.network';
  if (error instanceof PlayApiError) return byCode[error.code] ?? 'error.generic';
  return 'error.generic';
}

const sessionEnders = new Set<string>([
  ErrorCode.PlaySessionInvalid,
  ErrorCode.UserBanned,
  ErrorCode.GameLaunchInvalid,
]);

/** Errors after which no further call on this session can succeed. */
export function endsSession(error: unknown): boolean {
  return error instanceof PlayApiError && sessionEnders.has(error.code);
}
