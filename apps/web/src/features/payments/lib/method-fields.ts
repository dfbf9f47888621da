import {
  paymentFieldsShape,
  type PaymentDirection,
  type PaymentField,
  type PaymentMethodCode,
} from '@jackdaw/contracts';
import { Mask, type MaskOptions } from 'maska';
import * as z from 'zod/mini';

/**
 * The form fields each method asks for, per direction. The server's catalogue requires the same
 * ones (400 PAYMENT.FIELD_REQUIRED otherwise) but does not list them in the method list, so the
 * site keeps its own copy; a method missing here asks for nothing on deposit and an account
 * number on withdrawal, the most common case.
 */
const upi: PaymentField[] = ['account'];
const bankAccount: PaymentField[] = ['iban', 'name', 'surname'];
const indianBank: PaymentField[] = ['accountNumber', 'ifscCode', 'name', 'bank'];
const wallet: PaymentField[] = ['account'];

const FIELDS: Partial<
  Record<PaymentMethodCode, { deposit?: PaymentField[]; withdraw?: PaymentField[] }>
> = {
  'pm.paykassma.upi': { withdraw: upi },
  'pm.octopays.imps': { withdraw: indianBank },
  'pm.apay.imps': { withdraw: indianBank },
  'pm.paykassma.bkash': { deposit: ['bkashType'], withdraw: ['account', 'bkashType'] },
  'pm.apay.bkash': { withdraw: ['account', 'bkashType'] },
  'pm.havale_payhera.havale': { deposit: ['bank'], withdraw: bankAccount },
  'pm.payturka.havale': { deposit: ['bank'], withdraw: bankAccount },
  'pm.smartpropay.havale': { deposit: ['bank'], withdraw: bankAccount },
  'pm.expay.aninda_havale': { withdraw: bankAccount },
  'pm.troy.troy_credit_card': { withdraw: ['card', 'name'] },
  'pm.mpay.credit_card': { withdraw: ['card', 'name'] },
  'pm.jazzcash.jazzcash': { deposit: ['phone'], withdraw: ['phone'] },
  'pm.valerpay.easypaisa': { deposit: ['phone'], withdraw: ['phone'] },
  'pm.valerpay.mpesa': { deposit: ['phone'], withdraw: ['phone'] },
  'pm.octopays.uzcard': { withdraw: ['card'] },
  'pm.wellxpay.wavepay': { withdraw: ['phone'] },
  'pm.expay.pix': { withdraw: ['idNumber'] },
  'pm.epul.m10': { withdraw: ['phone'] },
  'pm.epul.epul': { withdraw: ['card'] },
  'pm.azarpay.bank_transfer': { deposit: ['bank'], withdraw: bankAccount },
  'pm.ceb.bank_transfer': {
    deposit: ['bank'],
    withdraw: ['accountNumber', 'bank', 'branchCode', 'name'],
  },
  'pm.corefy.card': { withdraw: ['card', 'expire', 'name'] },
  'pm.manual.bank_transfer_manual': { withdraw: bankAccount },
  'pm.test.test': { deposit: [], withdraw: [] },
};

export function fieldsFor(code: PaymentMethodCode, direction: PaymentDirection): PaymentField[] {
  const entry = FIELDS[code];
  return direction === 'DEPOSIT' ? (entry?.deposit ?? []) : (entry?.withdraw ?? wallet);
}

const upper = (char: string) => char.toUpperCase();
const letter = { pattern: /[A-Za-z]/, transform: upper };
const alphanumeric = { pattern: /[A-Za-z0-9]/, transform: upper };

/**
 * Input masks (maska): what the player sees while typing. The value sent is `submitValue`:
 * the masked text without its spaces (card, IBAN) or as typed when the contract wants the
 * separators (expiry MM/YY, dates YYYY-MM-DD).
 */
const MASKS: Partial<Record<PaymentField, MaskOptions>> = {
  card: { mask: '#### #### #### #### ###' },
  expire: { mask: '##/##' },
  phone: { mask: '+###############' },
  iban: {
    mask: 'LL## XXXX XXXX XXXX XXXX XXXX XXXX XXXX XX',
    tokens: { L: letter, X: alphanumeric },
  },
  ifscCode: { mask: 'LLLL0XXXXXX', tokens: { L: letter, X: alphanumeric } },
  birthdate: { mask: '####-##-##' },
  idDate: { mask: '####-##-##' },
};

const masks = new Map<PaymentField, Mask>();

function maskOf(field: PaymentField): Mask | null {
  const options = MASKS[field];
  if (!options) return null;
  let mask = masks.get(field);
  if (!mask) {
    mask = new Mask(options);
    masks.set(field, mask);
  }
  return mask;
}

export const hasMask = (field: PaymentField): boolean => MASKS[field] !== undefined;

/** What the input shows for what the player typed or pasted. */
export function maskValue(field: PaymentField, typed: string): string {
  const mask = maskOf(field);
  return mask ? mask.masked(typed) : typed;
}

/** The text sent to the server for a field's shown value; empty means "not given". */
export function submitValue(field: PaymentField, shown: string): string {
  const trimmed = shown.trim();
  if (field === 'card' || field === 'iban') return trimmed.replace(/\s+/g, '');
  if (field === 'phone') return trimmed.replace(/[^\d+]/g, '');
  return trimmed;
}

/** The keyboard a field wants on a phone. */
export function inputModeOf(field: PaymentField): 'numeric' | 'tel' | 'email' | 'text' {
  if (field === 'card' || field === 'expire' || field === 'accountNumber') return 'numeric';
  if (field === 'phone') return 'tel';
  if (field === 'email') return 'email';
  return 'text';
}

/** Why a field holds the form back: nothing given, or not in the form the contract takes. */
export type FieldProblem = 'required' | 'invalid';

/**
 * The fields of `names` the form cannot send, each with its reason, in the order shown: checked
 * by the same contract schemas the server parses the body with. `bank` is given once one is
 * chosen from the list.
 */
export function fieldProblems(
  names: readonly PaymentField[],
  shown: Partial<Record<PaymentField, string>>,
  bankChosen: boolean,
): [PaymentField, FieldProblem][] {
  return names.flatMap((field): [PaymentField, FieldProblem][] => {
    if (field === 'bank') return bankChosen ? [] : [[field, 'required']];
    const value = submitValue(field, shown[field] ?? '');
    if (!value) return [[field, 'required']];
    return z.safeParse(paymentFieldsShape[field], value).success ? [] : [[field, 'invalid']];
  });
}
