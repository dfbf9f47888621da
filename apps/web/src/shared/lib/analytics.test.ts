import { describe, expect, it } from 'vitest';
import { parseClientId } from './analytics';

describe('parseClientId', () => {
  it('reads the three known shapes', () => {
    expect(parseClientId('_ga=GA1.1.1234567890.1700000000')).toBe('1234567890.1700000000');
    expect(parseClientId('a=b; _ga=1234567890.1700000000; c=d')).toBe('1234567890.1700000000');
    expect(parseClientId('_ga=amp-AbC_12-x')).toBe('amp-AbC_12-x');
  });

  it('answers null for a missing or unknown cookie', () => {
    expect(parseClientId('')).toBeNull();
    expect(parseClientId('_gid=GA1.1.1.2')).toBeNull();
    expect(parseClientId('_ga=garbage')).toBeNull();
  });
});
