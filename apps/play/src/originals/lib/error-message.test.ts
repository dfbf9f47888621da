import { ErrorCode } from '@jackdaw/contracts';
import { describe, expect, it } from 'vitest';
import { NetworkError, PlayApiError } from '../../api/play-api';
import { originalsErrorKey } from './error-message';

const refused = (code: string) =>
  new PlayApiError({ statusCode: 409, code, message: code } as ConstructorParameters<
    typeof PlayApiError
  >[0]);

describe('the originals error messages', () => {
  it('name the refusal by its code', () => {
    expect(originalsErrorKey(refused(ErrorCode.PlayRoundOpen))).toBe('error.roundOpen');
    expect(originalsErrorKey(refused(ErrorCode.WalletInsufficientFunds))).toBe(
      'error.insufficientFunds',
    );
    expect(originalsErrorKey(refused(ErrorCode.PlayBetTooHigh))).toBe('error.betLimits');
    expect(originalsErrorKey(new NetworkError('offline'))).toBe('error.network');
    expect(originalsErrorKey(refused('SOMETHING.NEW'))).toBe('error.generic');
    expect(originalsErrorKey(new Error('x'))).toBe('error.generic');
  });
});
