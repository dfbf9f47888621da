import { ErrorCode } from '@jackdaw/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../shared/lib/api-client';
import { transferError, transferProblem } from './transfer-problem';

describe('what a failed transfer tells the player', () => {
  it('explains the transfer refusals in the player language', () => {
    for (const code of [
      ErrorCode.ReferralDisabled,
      ErrorCode.ReferralNothingToTransfer,
      ErrorCode.ReferralBelowMinimum,
    ]) {
      expect(transferProblem({ statusCode: 409, code, message: 'x' })).toEqual({
        key: `referrals.transfer.error.${code}`,
      });
    }
  });

  it('uses the forms texts for their codes, the server words for another refusal', () => {
    expect(
      transferProblem({ statusCode: 409, code: ErrorCode.WalletInsufficientFunds, message: 'x' }),
    ).toEqual({ key: 'auth.error.WALLET.INSUFFICIENT_FUNDS' });
    expect(
      transferProblem({
        statusCode: 409,
        code: ErrorCode.WalletIdempotencyConflict,
        message: 'That key was used for another amount',
      }),
    ).toEqual({ text: 'That key was used for another amount' });
  });

  it('keeps the server error body, and reads anything else as an outage', () => {
    const body = { statusCode: 422, code: ErrorCode.ReferralBelowMinimum, message: 'Too small' };
    expect(transferError(new ApiError(body))).toEqual(body);
    expect(transferProblem(transferError(new Error('boom')))).toEqual({
      key: 'auth.error.GENERIC',
    });
  });
});
