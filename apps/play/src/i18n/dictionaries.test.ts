import { LANGUAGE_CODES, type LanguageCode } from '@jackdaw/contracts';
import { SLOT_TITLES } from '@jackdaw/games';
import { describe, expect, it } from 'vitest';
import { en, type MessageKey } from './dictionaries/en';
import { itChecksDictionaries, loadDictionaries } from './dictionary-checks';
import { symbolKey, symbolName } from './symbol-name';
import { createTranslate, DICTIONARY_LOADERS } from './translate';

/**
 * Texts that may read the same in every language on purpose (the bet presets' "Min" and "Max"
 * are the abbreviations Latin-script languages share).
 */
const sameInEveryLanguage = new Set(['win.multiplier', 'bet.min', 'bet.max']);

/**
 * Symbol names a language writes exactly as English does (names of gods and beasts, and loan
 * words), checked one by one rather than copied.
 */
const sameAsEnglish: Partial<Record<LanguageCode, readonly MessageKey[]>> = {
  FR: [
    'symbol.abyss-ways.KR',
    'symbol.dragons-hoard.DR',
    'symbol.fruit-classic.OR',
    'symbol.fruit-classic.JK',
    'symbol.jungle-ways.TO',
    'symbol.jungle-ways.JA',
    'symbol.jungle-ways.TM',
    'symbol.pharaohs-tomb.LO',
    'symbol.pharaohs-tomb.CA',
    'symbol.pharaohs-tomb.AB',
    'app.session',
  ],
  TR: [
    'symbol.abyss-ways.KR',
    'symbol.fruit-classic.JK',
    'symbol.jungle-ways.JA',
    'symbol.pharaohs-tomb.AN',
    'symbol.pharaohs-tomb.CA',
    'symbol.pharaohs-tomb.AB',
  ],
  AZ: ['symbol.abyss-ways.KR', 'symbol.pharaohs-tomb.CA', 'symbol.pharaohs-tomb.AB'],
  UZ: [
    'symbol.abyss-ways.KR',
    'symbol.fruit-classic.JK',
    'symbol.jungle-ways.GO',
    'symbol.pharaohs-tomb.CA',
    'symbol.pharaohs-tomb.AB',
  ],
};

/** Every symbol of every studio title, with its dictionary key. */
const titleSymbols = SLOT_TITLES.flatMap((title) =>
  title.symbols.map((symbol) => ({ key: symbolKey(title.id, symbol.id), title, symbol })),
);

const dictionaries = await loadDictionaries(DICTIONARY_LOADERS);

describe('the game client dictionaries', () => {
  itChecksDictionaries(en, dictionaries, { sameInEveryLanguage, sameAsEnglish });
});

describe('the symbol names', () => {
  it('English names every symbol of every title as the title does', () => {
    for (const { key, symbol } of titleSymbols) {
      expect(en[key as MessageKey], key).toBe(symbol.name);
    }
  });

  it('English has no symbol key beyond the titles', () => {
    const keys = Object.keys(en).filter((key) => key.startsWith('symbol.'));
    expect(keys.sort()).toEqual(titleSymbols.map(({ key }) => key).sort());
  });

  it.each(LANGUAGE_CODES)('%s names every symbol of every title', (code) => {
    const t = createTranslate(dictionaries[code]);
    for (const { key, title, symbol } of titleSymbols) {
      expect(Object.hasOwn(dictionaries[code], key), `${code} ${key}`).toBe(true);
      expect(symbolName(t, title.id, symbol), `${code} ${key}`).toBe(
        dictionaries[code][key as MessageKey],
      );
    }
  });

  it('keys a symbol by its title: the same id names different symbols', () => {
    const t = createTranslate(dictionaries.RU);
    expect(symbolName(t, 'fruit-classic', { id: 'CH', name: 'Cherry' })).toBe('Вишня');
    expect(symbolName(t, 'abyss-ways', { id: 'CH', name: 'Sunken Chest' })).toBe(
      'Затонувший сундук',
    );
  });

  it("falls back to the server's English name for an unknown symbol", () => {
    const t = createTranslate(dictionaries.FR);
    expect(symbolName(t, 'fruit-classic', { id: 'ZZ', name: 'Mystery' })).toBe('Mystery');
    expect(symbolName(t, 'new-title', { id: 'CH', name: 'Cheese' })).toBe('Cheese');
  });
});

describe('createTranslate', () => {
  it('fills placeholders and leaves unknown ones visible', () => {
    const t = createTranslate(dictionaries.RU);
    expect(t('free.counter', { played: 2, awarded: 10 })).toBe('Бесплатное вращение 2 из 10');
    expect(t('win.line', {})).toBe('Линия {{line}}');
  });
});
