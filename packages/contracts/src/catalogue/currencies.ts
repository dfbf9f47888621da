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
