import { describe, expect, it } from 'vitest';
import { NetworkError, PlayApiError } from '../api/play-api';
import { endsSession, errorMessageKey } from './error-message';

const apiError = (statusCode: number, code: string) =>
  new PlayApiError({ statusCode, code: code as never, message: code });

describe('errorMessageKey', () => {
  it('names the reasons a player can act on', () => {
    expect(errorMessageKey(apiError(409, 'WALLET.INSUFFICIENT_FUNDS'))).toBe(
      'error.insufficientFunds',
    );
    expect(errorMessageKey(apiError(401, 'PLAY.SESSION_INVALID'))).toBe('error.sessionExpired');
    expect(errorMessageKey(apiError(423, 'USER.BANNED'))).toBe('error.banned');
    expect(errorMessageKey(apiError(400, 'PLAY.BET_TOO_HIGH'))).toBe('error.betTooHigh');
    expect(errorMessageKey(new NetworkError('offline'))).toBe('error.network');
  });

  it('falls back to a general message', () => {
    expect(errorMessageKey(apiError(500, 'SERVER.ERROR'))).toBe('error.generic');
    expect(errorMessageKey(new Error('bug'))).toBe('error.generic');
  });

  it('tells which errors end the session', () => {
    expect(endsSession(apiError(401, 'PLAY.SESSION_INVALID'))).toBe(true);
    expect(endsSession(apiError(423, 'USER.BANNED'))).toBe(true);
    expect(endsSession(apiError(409, 'WALLET.INSUFFICIENT_FUNDS'))).toBe(false);
    expect(endsSession(new NetworkError('offline'))).toBe(false);
  });
});
