import { ErrorCode } from '@jackdaw/contracts';
import { AppError } from '../../lib/app-error.js';

/** The round id is taken by another round's row: the transaction rolls back, the stored round answers. */
export class RoundTaken extends Error {}

export const sessionInvalid = () =>
  new AppError(
    401,
    ErrorCode.PlaySessionInvalid,
    'This game session has expired or is unknown; open the game again.',
  );

export const banned = () =>
  new AppError(423, ErrorCode.UserBanned, 'This account is blocked. Contact support.');

export const roundConflict = () =>
  new AppError(
    409,
    ErrorCode.PlayRoundConflict,
    'This round id was already used for another round; make a new one.',
  );

export const roundNotFound = () => AppError.notFound(ErrorCode.PlayRoundNotFound, 'No such round.');

export const demoFundsShort = () =>
  new AppError(409, ErrorCode.WalletInsufficientFunds, 'The balance does not cover this amount.');

export function freeSpinsPending(roundId?: string): AppError {
  return new AppError(
    409,
    ErrorCode.PlayFreeSpinsPending,
    `${roundId ? `Round ${roundId}` : 'A round of this game'} has free spins to play first ` +
      '(POST /play/free-spin).',
  );
}
