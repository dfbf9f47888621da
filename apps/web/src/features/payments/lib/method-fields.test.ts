import { depositBodySchema } from '@jackdaw/contracts';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { fieldProblems, fieldsFor, maskValue, submitValue } from './method-fields';

const accepted = (field: string, shown: string) =>
  z.safeParse(depositBodySchema, {
    amount: 100,
    [field]: submitValue(field as never, shown),
  }).success;

describe('payment form fields and their masks', () => {
  it('asks each method for its own fields', () => {
    expect(fieldsFor('pm.paykassma.bkash', 'DEPOSIT')).toEqual(['bkashType']);
    expect(fieldsFor('pm.havale_payhera.havale', 'DEPOSIT')).toEqual(['bank']);
    expect(fieldsFor('pm.corefy.card', 'DEPOSIT')).toEqual([]);
    expect(fieldsFor('pm.corefy.card', 'WITHDRAW')).toEqual(['card', 'expire', 'name']);
    expect(fieldsFor('pm.test.test', 'WITHDRAW')).toEqual([]);
    // Not listed: nothing up front, an account number to pay out to.
    expect(fieldsFor('pm.cashix.rocket', 'WITHDRAW')).toEqual(['account']);
  });

  it('groups a card number and sends its digits, which the contract accepts', () => {
    expect(maskValue('card', '4111111111111111')).toBe('4111 1111 1111 1111');
    expect(maskValue('card', '4111-1111 abc').trim()).toBe('4111 1111');
    expect(accepted('card', maskValue('card', '4111111111111111'))).toBe(true);
  });

  it('writes an expiry as MM/YY', () => {
    expect(maskValue('expire', '1229')).toBe('12/29');
    expect(accepted('expire', maskValue('expire', '1229'))).toBe(true);
  });

  it('upper-cases and groups an IBAN, and an IFSC code', () => {
    const iban = maskValue('iban', 'tr330006100519786457841326');
    expect(iban).toBe('TR33 0006 1005 1978 6457 8413 26');
    expect(accepted('iban', iban)).toBe(true);
    expect(maskValue('ifscCode', 'sbin0001234')).toBe('SBIN0001234');
    expect(accepted('ifscCode', maskValue('ifscCode', 'sbin0001234'))).toBe(true);
  });

  it('keeps a phone number to a plus and digits', () => {
    const phone = maskValue('phone', '8801712345678');
    expect(phone).toBe('+8801712345678');
    expect(accepted('phone', phone)).toBe(true);
  });

  it('leaves fields without a mask as typed, trimmed when sent', () => {
    expect(maskValue('account', 'name@upi')).toBe('name@upi');
    expect(submitValue('account', '  name@upi ')).toBe('name@upi');
  });
});

describe('fields the form cannot send', () => {
  it('names each missing or malformed field, in the order shown', () => {
    const names = fieldsFor('pm.corefy.card', 'WITHDRAW');
    expect(fieldProblems(names, {}, false)).toEqual([
      ['card', 'required'],
      ['expire', 'required'],
      ['name', 'required'],
    ]);
    expect(
      fieldProblems(names, { card: '4111 1111', expire: '13/29', name: 'Marie' }, false),
    ).toEqual([
      ['card', 'invalid'],
      ['expire', 'invalid'],
    ]);
    expect(
      fieldProblems(names, { card: '4111 1111 1111 1111', expire: '12/29', name: 'Marie' }, false),
    ).toEqual([]);
  });

  it('asks for a bank until one is chosen, and for the bKash account type', () => {
    expect(fieldProblems(['bank'], {}, false)).toEqual([['bank', 'required']]);
    expect(fieldProblems(['bank'], {}, true)).toEqual([]);
    expect(fieldProblems(['bkashType'], {}, false)).toEqual([['bkashType', 'required']]);
    expect(fieldProblems(['bkashType'], { bkashType: 'agent' }, false)).toEqual([]);
  });
});
