import * as z from 'zod/mini';
import { okEnvelope } from '../envelope.js';

/** The 14 currencies of spec core §1, in the order the spec lists them. */
export const CURRENCY_CODES = [
  'USD',
  'INR',
  'BDT',
  'AZN',
  'BRL',
  'EUR',
  'KZT',
  'PKR',
  'TRY',
  'UZS',
  'MMK',
  'KES',
  'LKR',
  'GBP',
] as const;

export const currencyCodeSchema = z.enum(CURRENCY_CODES);
export type CurrencyCode = z.infer<typeof currencyCodeSchema>;

/**
 * The largest single movement of money per currency (a bet, a win, a deposit, a withdrawal, a
 * correction), minor units: about 10 million USD at 2026 rates, and never more than the 10 digits
 * the site can show (engagement §9 "Money formatting"). Contracts refuse larger amounts with 400
 * and the ledger refuses any entry past it (WALLET.INVALID_AMOUNT), whatever path it comes by.
 */
export const MAX_TRANSACTION_AMOUNT: Record<CurrencyCode, number> = {
  USD: 1_000_000_000,
  EUR: 1_000_000_000,
  GBP: 800_000_000,
  AZN: 1_700_000_000,
  BRL: 5_500_000_000,
  TRY: 9_999_999_999,
  INR: 9_999_999_999,
  BDT: 9_999_999_999,
  KZT: 9_999_999_999,
  PKR: 9_999_999_999,
  UZS: 9_999_999_999,
  MMK: 9_999_999_999,
  KES: 9_999_999_999,
  LKR: 9_999_999_999,
};

/** The largest of MAX_TRANSACTION_AMOUNT: the bound of an amount whose currency is not in the body. */
export const MAX_ANY_TRANSACTION_AMOUNT = Math.max(...Object.values(MAX_TRANSACTION_AMOUNT));

/**
 * The largest balance a player account can reach, minor units (100 000 times the largest
 * movement). It is below 2^53, so a balance the ledger writes is an exact JSON number too; a
 * credit past it is refused (WALLET.BALANCE_LIMIT), a debit never is.
 */
export const MAX_BALANCE_AMOUNT = 999_999_999_999_999;

/** An amount of `currency` a caller may move: positive (or zero) and at most its maximum. */
export const isTransactionAmount = (amount: number, currency: CurrencyCode, allowZero = false) =>
  Number.isSafeInteger(amount) &&
  amount >= (allowZero ? 0 : 1) &&
  amount <= MAX_TRANSACTION_AMOUNT[currency];

export type SignPosition = 'before' | 'after';

/** Display sign and its side (engagement §9 "Money formatting"). */
export const CURRENCY_DISPLAY: Record<CurrencyCode, { sign: string; signPosition: SignPosition }> =
  {
    USD: { sign: '$', signPosition: 'after' },
    INR: { sign: '₹', signPosition: 'before' },
    BDT: { sign: '৳', signPosition: 'before' },
    AZN: { sign: '₼', signPosition: 'after' },
    BRL: { sign: 'R$', signPosition: 'before' },
    EUR: { sign: '€', signPosition: 'before' },
    KZT: { sign: '₸', signPosition: 'after' },
    PKR: { sign: '₨', signPosition: 'after' },
    TRY: { sign: '₺', signPosition: 'before' },
    UZS: { sign: 'soʻm', signPosition: 'after' },
    MMK: { sign: 'K', signPosition: 'after' },
    KES: { sign: 'KSh', signPosition: 'after' },
    LKR: { sign: 'Rs', signPosition: 'after' },
    GBP: { sign: '£', signPosition: 'before' },
  };

export const currencySchema = z
  .object({
    id: z.int(),
    isoCode: currencyCodeSchema,
    name: z.string(),
    sign: z.string(),
    signPosition: z.enum(['before', 'after']),
  })
  .register(z.globalRegistry, { id: 'Currency' });
export type Currency = z.infer<typeof currencySchema>;

export const currenciesResponseSchema = okEnvelope({ currencies: z.array(currencySchema) });
export type CurrenciesResponse = z.infer<typeof currenciesResponseSchema>;
