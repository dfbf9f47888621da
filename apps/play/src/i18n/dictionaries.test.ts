import { LANGUAGE_CODES } from '@jackdaw/contracts';
import { describe, expect, it } from 'vitest';
import { en, type Dictionary } from './dictionaries/en';
import { createTranslate, DICTIONARY_LOADERS } from './translate';

/** Texts that read the same in every language on purpose. */
const sameInEveryLanguage = new Set(['win.multiplier']);

const dictionaries = Object.fromEntries(
  await Promise.all(
    LANGUAGE_CODES.map(async (code) => [code, await DICTIONARY_LOADERS[code]()] as const),
  ),
) as Record<(typeof LANGUAGE_CODES)[number], Dictionary>;

const placeholders = (text: string) => (text.match(/\{\{\s*\w+\s*\}\}/g) ?? []).sort();

describe('the game client dictionaries', () => {
  it.each(LANGUAGE_CODES)('%s has every key of English and no other', (code) => {
    expect(Object.keys(dictionaries[code]).sort()).toEqual(Object.keys(en).sort());
  });

  it.each(LANGUAGE_CODES)('%s has no empty text and keeps the placeholders', (code) => {
    for (const [key, text] of Object.entries(dictionaries[code])) {
      expect(text.trim(), `${code} ${key}`).not.toBe('');
      expect(placeholders(text), `${code} ${key}`).toEqual(
        placeholders(en[key as keyof typeof en]),
      );
    }
  });

  it.each(LANGUAGE_CODES.filter((code) => code !== 'EN'))(
    '%s is translated, not copied from English',
    (code) => {
      const copies = Object.entries(dictionaries[code]).filter(
        ([key, text]) => !sameInEveryLanguage.has(key) && text === en[key as keyof typeof en],
      );
      expect(copies.map(([key]) => key)).toEqual([]);
    },
  );
});

describe('createTranslate', () => {
  it('fills placeholders and leaves unknown ones visible', () => {
    const t = createTranslate(dictionaries.RU);
    expect(t('free.counter', { played: 2, awarded: 10 })).toBe('Бесплатное вращение 2 из 10');
    expect(t('win.line', {})).toBe('Линия {{line}}');
  });
});
