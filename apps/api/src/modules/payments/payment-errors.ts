import { ErrorCode, type PaymentState } from '@jackdaw/contracts';
import { AppError } from '../../lib/app-error.js';

// The refusals several payment calls share, each with its stable code.

export const methodUnknown = () =>
  AppError.notFound(ErrorCode.PaymentMethodUnknown, 'This payment method is not offered.');

export const paymentNotFound = () =>
  AppError.notFound(ErrorCode.PaymentNotFound, 'No such payment.');

export const stateConflict = (status: PaymentState, why?: string) =>
  new AppError(
    409,
    ErrorCode.PaymentStateConflict,
    `The payment is ${status}${why && !why.startsWith('already') ? `: ${why}` : ''}.`,
  );

export const failed = (message = 'The payment provider could not take the payment.') =>
  new AppError(424, ErrorCode.PaymentFailed, message);
