import { ErrorCode } from '@jackdaw/contracts';
import { ApiError } from '../../../shared/lib/api-client';
import { problemFromError, type FormProblem } from '../../../shared/lib/form-problem';
import type { TransferError } from './transfer-state';

/** The transfer's own refusals, each with its text `referrals.transfer.error.<CODE>`. */
export const TRANSFER_REFUSALS = [
  ErrorCode.ReferralDisabled,
  ErrorCode.ReferralNothingToTransfer,
  ErrorCode.ReferralBelowMinimum,
] as const;

export const transferRefusalKey = (code: (typeof TRANSFER_REFUSALS)[number]) =>
  `referrals.transfer.error.${code}`;

/** The failure as the state keeps it: the server's code, message and status. */
export function transferError(error: unknown): TransferError {
  if (error instanceof ApiError) {
    return error.body;
  }
  return { code: ErrorCode.ServerError, message: '', statusCode: 500 };
}

/**
 * What to tell the player: the transfer's refusals and the codes every form explains in their
 * language; another refusal in the server's own words; an outage as the generic line.
 */
export function transferProblem(error: TransferError): FormProblem {
  const refusal = TRANSFER_REFUSALS.find((code) => code === error.code);
  if (refusal) return { key: transferRefusalKey(refusal) };
  return problemFromError(new ApiError(error));
}
