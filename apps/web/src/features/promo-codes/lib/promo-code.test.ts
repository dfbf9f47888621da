import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ErrorCode, LANGUAGE_CODES, localizationPath, type ErrorBody } from '@jackdaw/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../shared/lib/api-client';
import {
  checkCode,
  cleanCodeInput,
  grantLines,
  PROMO_REFUSALS,
  promoProblem,
  promoRefusalKey,
} from './promo-code';

const publicDir = fileURLToPath(new URL('../../../../public', import.meta.url));
const dictionary = (code: (typeof LANGUAGE_CODES)[number]) =>
  JSON.parse(readFileSync(publicDir + localizationPath(code), 'utf8')) as Record<string, string>;

const refused = (statusCode: number, code: string) =>
  new ApiError({ statusCode, code: code as ErrorBody['code'], message: 'server words' });

describe('cleanCodeInput', () => {
  it('keeps letters and digits, upper case', () => {
    expect(cleanCodeInput(' spring-25 ')).toBe('SPRING25');
    expect(cleanCodeInput('Welcome 2026!')).toBe('WELCOME2026');
    expect(cleanCodeInput('')).toBe('');
  });

  it('drops letters outside A–Z and stops at 32 characters', () => {
    expect(cleanCodeInput('çağ1')).toBe('A1');
    expect(cleanCodeInput('A'.repeat(40))).toBe('A'.repeat(32));
  });
});

describe('checkCode', () => {
  it('sends the trimmed code in upper case', () => {
    expect(checkCode('  bonus100 ')).toEqual({ code: 'BONUS100', problem: null });
  });

  it('asks for a code when the field is empty', () => {
    expect(checkCode('   ').problem).toEqual({ key: 'promo.code.error.empty' });
  });

  it('refuses a code too short or not alphanumeric before calling', () => {
    expect(checkCode('AB').problem).toEqual({ key: 'promo.code.error.shape' });
    expect(checkCode('AB-12').problem).toEqual({ key: 'promo.code.error.shape' });
  });
});

describe('promoProblem', () => {
  it('gives each refusal of the call its own text', () => {
    expect(promoProblem(refused(404, ErrorCode.PromoUnknown))).toEqual({
      key: 'promo.code.error.PROMO.UNKNOWN',
    });
    expect(promoProblem(refused(429, ErrorCode.PromoTooManyAttempts))).toEqual({
      key: 'promo.code.error.PROMO.TOO_MANY_ATTEMPTS',
    });
    expect(promoProblem(refused(409, ErrorCode.BonusDuplicatePerson))).toEqual({
      key: 'promo.code.error.BONUS.DUPLICATE_PERSON',
    });
    expect(promoProblem(refused(409, ErrorCode.BonusAlreadyActive))).toEqual({
      key: 'promo.code.error.BONUS.ALREADY_ACTIVE',
    });
  });

  it('tells a malformed code as the check before sending does, other failures as every form', () => {
    expect(promoProblem(refused(400, ErrorCode.RequestInvalid))).toEqual({
      key: 'promo.code.error.shape',
    });
    expect(promoProblem(refused(500, ErrorCode.ServerError))).toEqual({
      key: 'auth.error.GENERIC',
    });
    expect(promoProblem(new Error('offline'))).toEqual({ key: 'auth.error.GENERIC' });
  });
});

describe('grantLines', () => {
  const base = { currency: 'USD' } as const;

  it('names the bonus money with its currency, and spins a code adds to it', () => {
    expect(grantLines({ ...base, reward: 'bonus', amount: 150_000, spins: 0 }, 'EN')).toEqual([
      { key: 'promo.code.granted.bonus', values: { amount: '1 500 $' } },
    ]);
    expect(
      grantLines({ ...base, reward: 'bonus', amount: 1_050, spins: 20 }, 'EN').map(
        (line) => line.values,
      ),
    ).toEqual([{ amount: '10,50 $' }, { spins: 20 }]);
  });

  it('counts free spins, the insurance cap and the refund credited', () => {
    expect(grantLines({ ...base, reward: 'freespins', amount: 0, spins: 50 }, 'EN')).toEqual([
      { key: 'promo.code.granted.freespins', values: { spins: 50 } },
    ]);
    expect(
      grantLines({ ...base, currency: 'INR', reward: 'insurance', amount: 50_000, spins: 0 }, 'EN'),
    ).toEqual([{ key: 'promo.code.granted.insurance', values: { amount: '₹500' } }]);
    expect(
      grantLines({ ...base, currency: 'BDT', reward: 'refund', amount: 123_450, spins: 0 }, 'BN'),
    ).toEqual([{ key: 'promo.code.granted.refund', values: { amount: '৳1,234.50' } }]);
  });

  it('says so when a refund found no losses to give back', () => {
    expect(grantLines({ ...base, reward: 'refund', amount: 0, spins: 0 }, 'EN')).toEqual([
      { key: 'promo.code.granted.refundNone', values: {} },
    ]);
  });
});

describe('the popup’s texts', () => {
  const keys = [
    'promo.code.label',
    'promo.code.hint',
    'promo.code.submit',
    'promo.code.signIn',
    'promo.code.accepted',
    'promo.code.toBonuses',
    'promo.code.another',
    'promo.code.error.empty',
    'promo.code.error.shape',
    'promo.code.granted.bonus',
    'promo.code.granted.freespins',
    'promo.code.granted.insurance',
    'promo.code.granted.refund',
    'promo.code.granted.refundNone',
    ...PROMO_REFUSALS.map(promoRefusalKey),
  ];
  const english = dictionary('EN');

  it.each(LANGUAGE_CODES)('%s has every one, with the placeholders English has', (language) => {
    const translated = dictionary(language);
    for (const key of keys) {
      expect(translated[key]?.trim(), `${language} ${key}`).toBeTruthy();
      const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]);
      expect(placeholders(translated[key]!), `${language} ${key}`).toEqual(
        placeholders(english[key]!),
      );
    }
  });

  it.each(LANGUAGE_CODES.filter((language) => language !== 'EN'))(
    '%s translates them',
    (language) => {
      const translated = dictionary(language);
      expect(keys.filter((key) => translated[key] === english[key])).toEqual([]);
    },
  );

  it('gives each refusal its own English text', () => {
    const texts = PROMO_REFUSALS.map((code) => english[promoRefusalKey(code)]);
    expect(new Set(texts).size).toBe(PROMO_REFUSALS.length);
  });
});
