import { describe, expect, it } from 'vitest';
import { countryForIp, currencyForCountry, describeCountry } from './geo.service.js';

describe('currencyForCountry', () => {
  it.each([
    ['IN', 'INR'],
    ['BD', 'BDT'],
    ['PK', 'PKR'],
    ['LK', 'LKR'],
    ['AZ', 'AZN'],
    ['UZ', 'UZS'],
    ['KZ', 'KZT'],
    ['TR', 'TRY'],
    ['GB', 'GBP'],
    ['FR', 'EUR'],
    ['BR', 'BRL'],
    ['KE', 'KES'],
    ['MM', 'MMK'],
    ['NP', 'USD'],
    ['US', 'USD'],
  ])('%s → %s', (country, currency) => {
    expect(currencyForCountry(country)).toBe(currency);
  });

  it('suggests USD when the country is unknown', () => {
    expect(currencyForCountry(null)).toBe('USD');
  });
});

describe('countryForIp', () => {
  it('finds the country of a public address offline', () => {
    expect(countryForIp('8.8.8.8')).toBe('US');
  });

  it('answers null for loopback and private addresses', () => {
    expect(countryForIp('127.0.0.1')).toBeNull();
    expect(countryForIp('10.1.2.3')).toBeNull();
    expect(countryForIp('::1')).toBeNull();
  });

  it('lets the override stand in for local testing', () => {
    expect(countryForIp('127.0.0.1', 'BD')).toBe('BD');
  });
});

describe('describeCountry', () => {
  it('marks an unknown country as not defined', () => {
    expect(describeCountry(null)).toEqual({
      countryCode: null,
      name: '',
      currencyIsoCode: 'USD',
      isCountryDefined: false,
      blocked: false,
    });
  });

  it('falls back to the English name where the language has none', () => {
    expect(describeCountry('NP', 'NE').name).toBe('Nepal');
  });
});
