import { formatMoney } from '@jackdaw/money';
import { describe, expect, it } from 'vitest';
import { moneyIn } from './money';

describe('a game’s money', () => {
  const money = moneyIn('INR', 'EN');

  it('shows amounts with the currency, and plain for the input', () => {
    expect(money.format(12345)).toBe(formatMoney(12345, 'INR', 'EN'));
    expect(money.plain(12345)).not.toContain('₹');
  });

  it('reads back what the input shows', () => {
    for (const minor of [1, 99, 12345, 100000000])
      expect(money.parse(money.plain(minor))).toBe(minor);
  });

  it('reads a typed amount to minor units, and nothing that is not above zero', () => {
    expect(money.parse(money.plain(1250))).toBe(1250);
    expect(money.parse('0')).toBeNull();
    expect(money.parse('-3')).toBeNull();
    expect(money.parse('abc')).toBeNull();
    expect(money.parse('')).toBeNull();
  });
});
