import { LANGUAGE_CODES, type LanguageCode } from '@jackdaw/contracts';
import { describe, expect, it } from 'vitest';
import { countryNameForLanguage, type CountryName } from './country-names.js';

/** Engagement §9 "Country names by language code", for each of the 11 site languages. */
const EXPECTED: Record<LanguageCode, CountryName> = {
  EN: 'Bangladesh',
  BN: 'Bangladesh',
  MM: 'Bangladesh',
  SI: 'Bangladesh',
  RU: 'Russia',
  TR: 'Türkiye',
  UZ: 'Uzbekistan',
  KZ: 'Kazakhstan',
  AZ: 'Azerbaijan',
  NE: 'Nepal',
  FR: 'Bangladesh',
};

describe('countryNameForLanguage', () => {
  it.each(LANGUAGE_CODES)('%s in upper and lower case', (code) => {
    expect(countryNameForLanguage(code)).toBe(EXPECTED[code]);
    expect(countryNameForLanguage(code.toLowerCase())).toBe(EXPECTED[code]);
  });

  it('maps pt to Brazil in any casing, though pt is not a site language', () => {
    expect(countryNameForLanguage('pt')).toBe('Brazil');
    expect(countryNameForLanguage('PT')).toBe('Brazil');
    expect(countryNameForLanguage('Pt')).toBe('Brazil');
  });

  it('ignores surrounding whitespace', () => {
    expect(countryNameForLanguage(' ru ')).toBe('Russia');
  });

  it.each([null, undefined, '', 'de', 'fr', 'xx', 'en-US', 'constructor', '__proto__', 'toString'])(
    'falls back to Bangladesh for %s',
    (code) => {
      expect(countryNameForLanguage(code)).toBe('Bangladesh');
    },
  );
});
