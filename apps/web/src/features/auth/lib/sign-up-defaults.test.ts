import { describe, expect, it } from 'vitest';
import type { StorageKey } from '../../../shared/lib/storage';
import { preferredCurrency, storedTracking } from './sign-up-defaults';

describe('preferredCurrency', () => {
  const offered = ['USD', 'INR', 'BDT', 'EUR'] as const;

  it('takes the currency of the link first', () => {
    expect(preferredCurrency({ fromLink: 'INR', fromGeo: 'BDT', offered })).toBe('INR');
  });

  it('takes the currency suggested for the country without one from the link', () => {
    expect(preferredCurrency({ fromLink: null, fromGeo: 'BDT', offered })).toBe('BDT');
  });

  it('skips currencies the casino does not offer', () => {
    expect(preferredCurrency({ fromLink: 'TRY', fromGeo: 'KZT', offered })).toBe('USD');
    expect(preferredCurrency({ fromLink: 'XYZ', fromGeo: 'EUR', offered })).toBe('EUR');
    expect(preferredCurrency({ fromLink: null, fromGeo: undefined, offered: ['INR', 'BDT'] })).toBe(
      'INR',
    );
  });

  it('has nothing to choose before the currencies are known', () => {
    expect(preferredCurrency({ fromLink: 'INR', fromGeo: 'INR', offered: [] })).toBeUndefined();
  });
});

describe('storedTracking', () => {
  const reader =
    (values: Partial<Record<StorageKey, string>>) =>
    (key: StorageKey): string | null =>
      values[key] ?? null;

  it('sends every stored tracking value under its contract name', () => {
    expect(
      storedTracking(
        reader({
          clickId: 'c1',
          utmSource: 'x',
          utmMedium: 'm',
          utmCampaign: 'camp',
          utmSub1: 's1',
          utmSub2: 's2',
          utmSub3: 's3',
          utmPid: 'p',
          language: 'EN',
          referralCode: 'FRIEND',
        }),
      ),
    ).toEqual({
      clickId: 'c1',
      utmSource: 'x',
      utmMedium: 'm',
      utmCampaign: 'camp',
      utmSub1: 's1',
      utmSub2: 's2',
      utmSub3: 's3',
      utmPid: 'p',
    });
  });

  it('leaves out what was never stored, and sends nothing without any value', () => {
    expect(storedTracking(reader({ utmSource: 'x' }))).toEqual({ utmSource: 'x' });
    expect(storedTracking(reader({ utmSource: '' }))).toBeUndefined();
    expect(storedTracking(reader({}))).toBeUndefined();
  });
});
