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

/** The originals: an open step round of the game must end before a new bet on it. */
export function roundOpen(roundId?: string): AppError {
  return new AppError(
    409,
    ErrorCode.PlayRoundOpen,
    `${roundId ? `Round ${roundId}` : 'A round of this game'} is still open: finish it first ` +
      '(POST /play/originals/action).',
  );
}

/** The originals: a bet's parameters break its game's rules (`code`: the maths' rule code). */
export const paramsInvalid = (code: string) =>
  AppError.badRequest(
    `These parameters are not allowed in this game (${code}).`,
    ErrorCode.PlayParamsInvalid,
  );

/** The originals: an action the round does not allow now, or a round that is over. */
export const actionInvalid = (message: string) =>
  new AppError(409, ErrorCode.PlayActionInvalid, message);
