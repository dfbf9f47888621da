import { describe, expect, it } from 'vitest';
import {
  LANGUAGE_CODES,
  languageFromFileCode,
  localizationFileCode,
  localizationPath,
  parseLanguageCode,
} from './languages.js';

describe('language codes', () => {
  it('accepts the 11 supported codes in any casing', () => {
    expect(parseLanguageCode('bn')).toBe('BN');
    expect(parseLanguageCode('Kz')).toBe('KZ');
    for (const code of LANGUAGE_CODES) expect(parseLanguageCode(code.toLowerCase())).toBe(code);
  });

  it('ignores unknown, empty and missing codes', () => {
    for (const value of ['de', 'english', '', ' ', null, undefined, 'e', 'kk', 'rus']) {
      expect(parseLanguageCode(value)).toBeUndefined();
    }
  });

  it('names localization files in lower case, with KZ as kk and RU as rus', () => {
    expect(localizationFileCode('KZ')).toBe('kk');
    expect(localizationFileCode('RU')).toBe('rus');
    expect(localizationFileCode('EN')).toBe('en');
    expect(localizationPath('BN')).toBe('/langs/Localization+(bn).json');
  });

  it('maps every file code back to its language', () => {
    for (const code of LANGUAGE_CODES) {
      expect(languageFromFileCode(localizationFileCode(code))).toBe(code);
    }
    expect(languageFromFileCode('kz')).toBeUndefined();
  });
});
