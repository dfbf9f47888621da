import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ErrorCode } from '@jackdaw/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import {
  EXPLAINED_CODES,
  type ExplainedCode,
  isValidEmail,
  newPasswordProblem,
  problemFromError,
  problemKey,
} from './form-problem';

const english = JSON.parse(
  readFileSync(
    fileURLToPath(new URL('../../../public/langs/Localization+(en).json', import.meta.url)),
    'utf8',
  ),
) as Record<string, string>;

const apiError = (statusCode: number, code: string, message = 'server words') =>
  new ApiError({ statusCode, code: code as ErrorCode, message });

describe('problemFromError', () => {
  it('explains every AUTH code, each with its own English text', () => {
    const authCodes = Object.values(ErrorCode).filter((code) => code.startsWith('AUTH.'));
    expect(authCodes.length).toBeGreaterThan(0);
    for (const code of authCodes) expect(EXPLAINED_CODES).toContain(code);
    const texts = EXPLAINED_CODES.map((code) => english[problemKey(code)]);
    for (const text of texts) expect(text?.trim()).toBeTruthy();
    expect(new Set(texts).size).toBe(texts.length);
    expect(english[problemKey('GENERIC')]).toBeTruthy();
    expect(english[problemKey('EMAIL_INVALID')]).toBeTruthy();
    expect(english[problemKey('PASSWORD_REQUIRED')]).toBeTruthy();
    expect(english[problemKey('BIRTHDAY_INVALID')]).toBeTruthy();
  });

  it('explains every code the payment calls answer (PAYMENT, WITHDRAW, activation, balance)', () => {
    const paymentCodes = Object.values(ErrorCode).filter(
      (code) => code.startsWith('PAYMENT.') || code.startsWith('WITHDRAW.'),
    );
    expect(paymentCodes.length).toBeGreaterThan(0);
    for (const code of [
      ...paymentCodes,
      ErrorCode.TransactionAlreadyActivated,
      ErrorCode.WalletInsufficientFunds,
    ]) {
      expect(EXPLAINED_CODES).toContain(code);
      expect(english[problemKey(code as ExplainedCode)]?.trim(), code).toBeTruthy();
    }
    expect(problemFromError(apiError(409, 'WALLET.INSUFFICIENT_FUNDS'))).toEqual({
      key: 'auth.error.WALLET.INSUFFICIENT_FUNDS',
    });
  });

  it('maps a known code to its key, whatever the status', () => {
    expect(problemFromError(apiError(401, 'AUTH.INVALID_CREDENTIALS'))).toEqual({
      key: 'auth.error.AUTH.INVALID_CREDENTIALS',
    });
    expect(problemFromError(apiError(429, 'AUTH.TOO_MANY_ATTEMPTS'))).toEqual({
      key: 'auth.error.AUTH.TOO_MANY_ATTEMPTS',
    });
    expect(problemFromError(apiError(403, 'USER.BANNED'))).toEqual({
      key: 'auth.error.USER.BANNED',
    });
  });

  it("shows the server's message for a 4xx code the site does not know", () => {
    expect(problemFromError(apiError(404, 'ROUTE.NOT_FOUND', 'No such route'))).toEqual({
      text: 'No such route',
    });
  });

  it('says something went wrong for outages, network failures and empty messages', () => {
    const generic = { key: 'auth.error.GENERIC' };
    expect(problemFromError(apiError(500, 'SERVER.ERROR'))).toEqual(generic);
    expect(problemFromError(apiError(503, 'SERVICE.UNAVAILABLE'))).toEqual(generic);
    expect(problemFromError(apiError(404, 'ROUTE.NOT_FOUND', ' '))).toEqual(generic);
    expect(problemFromError(new TypeError('parse failed'))).toEqual(generic);
  });
});

describe('form checks', () => {
  it('accepts e-mail addresses the contract accepts', () => {
    expect(isValidEmail('player@example.com')).toBe(true);
    expect(isValidEmail('  player@example.com ')).toBe(true);
    expect(isValidEmail('player@')).toBe(false);
    expect(isValidEmail('')).toBe(false);
  });

  it('asks for a strong new password, then for the same one twice', () => {
    expect(newPasswordProblem('short1', 'short1')).toEqual({
      key: 'auth.error.AUTH.WEAK_PASSWORD',
    });
    expect(newPasswordProblem('onlyletters', 'onlyletters')).toEqual({
      key: 'auth.error.AUTH.WEAK_PASSWORD',
    });
    expect(newPasswordProblem('letters123', 'letters124')).toEqual({
      key: 'auth.error.AUTH.PASSWORD_MISMATCH',
    });
    expect(newPasswordProblem('letters123', 'letters123')).toBeNull();
  });
});
