import { ErrorCode } from '@jackdaw/contracts';
import { AppError } from '../../lib/app-error.js';

// A crash session fails as a play session does: the same codes and words.
export { banned, demoFundsShort, sessionInvalid } from '../play/index.js';

export const notReady = () =>
  new AppError(503, ErrorCode.CrashNotReady, 'The game is getting ready; try again shortly.', 5);

export const bettingClosed = () =>
  new AppError(409, ErrorCode.CrashBettingClosed, 'Bets are taken only before take-off.');

export const tooLate = () =>
  new AppError(409, ErrorCode.CrashTooLate, 'Too late: the round had already ended.');

export const panelTaken = () =>
  new AppError(409, ErrorCode.CrashPanelTaken, 'This panel already has a bet in this round.');

export const betConflict = () =>
  new AppError(
    409,
    ErrorCode.CrashBetConflict,
    'This bet id was already used for another bet; make a new one.',
  );

export const betNotFound = () => AppError.notFound(ErrorCode.CrashBetNotFound, 'No such bet.');

export const roundNotFound = () =>
  AppError.notFound(ErrorCode.CrashRoundNotFound, 'No such round, or it has not ended yet.');

export const gameUnsupported = () =>
  new AppError(409, ErrorCode.PlayGameUnsupported, 'This game is not played here.');

/** The leader lost its lease: the transaction rolls back and the engine stops. */
export class Deposed extends Error {}
