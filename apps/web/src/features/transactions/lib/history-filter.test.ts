import { describe, expect, it } from 'vitest';
import { filterFrom, systemIdFor } from './history-filter';

describe('history filter', () => {
  it('reads the URL value, falling back to all', () => {
    expect(filterFrom('payment')).toBe('payment');
    expect(filterFrom('referral')).toBe('referral');
    expect(filterFrom('bonus')).toBe('bonus');
    expect(filterFrom(null)).toBe('all');
    expect(filterFrom('paytm')).toBe('all');
  });

  it('sends no systemId for all', () => {
    expect(systemIdFor('all')).toBeUndefined();
    expect(systemIdFor('bonus')).toBe('bonus');
  });
});
