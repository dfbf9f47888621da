import { describe, expect, it } from 'vitest';
import { foldForSearch, searchCountries, type CountryOption } from './country-search';

const options: CountryOption[] = [
  { code: 'AZ', label: 'Azerbaycan', englishLabel: 'Azerbaijan' },
  { code: 'BD', label: 'Bangladeş', englishLabel: 'Bangladesh' },
  { code: 'CI', label: 'Fildişi Sahili', englishLabel: "Côte d'Ivoire" },
  { code: 'DE', label: 'Almanya', englishLabel: 'Germany' },
  { code: 'IN', label: 'Hindistan', englishLabel: 'India' },
  { code: 'TR', label: 'Türkiye', englishLabel: 'Türkiye' },
  { code: 'RU', label: 'Rusya Federasyonu', englishLabel: 'Russian Federation' },
];

const codes = (text: string) => searchCountries(options, text).map((option) => option.code);

describe('searchCountries', () => {
  it('answers the whole list, in order, for empty text', () => {
    expect(codes('')).toEqual(options.map((option) => option.code));
    expect(codes('   ')).toEqual(options.map((option) => option.code));
  });

  it("finds a country by its name in the player's language, ignoring case and accents", () => {
    expect(codes('bangla')).toEqual(['BD']);
    expect(codes('BANGLADES')).toEqual(['BD']);
    expect(codes('turk')).toEqual(['TR']);
    expect(codes('almanya')).toEqual(['DE']);
  });

  it('finds a country by its English name too', () => {
    expect(codes('germ')).toEqual(['DE']);
    expect(codes('cote')).toEqual(['CI']);
  });

  it('finds a country by its two-letter code, before names that merely contain it', () => {
    expect(codes('in')[0]).toBe('IN');
    expect(codes('ru')[0]).toBe('RU');
    expect(codes('de')).toEqual(['DE', 'BD', 'RU']);
  });

  it('ranks names starting with the text before names with a word starting with it', () => {
    expect(codes('fed')).toEqual(['RU']);
    expect(codes('sah')).toEqual(['CI']);
    expect(codes('a')).toEqual(['AZ', 'DE', 'BD', 'CI', 'IN', 'RU']);
  });

  it('answers nothing for text no country matches', () => {
    expect(codes('atlantis')).toEqual([]);
  });
});

describe('foldForSearch', () => {
  it('folds case, accents and the dotless i', () => {
    expect(foldForSearch('  Türkİye  ')).toBe('turkiye');
    expect(foldForSearch('KIRGIZİSTAN')).toBe('kirgizistan');
    expect(foldForSearch('Côte  d’Ivoire')).toBe('cote d’ivoire');
  });
});
