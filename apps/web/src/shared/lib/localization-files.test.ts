import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { LANGUAGE_CODES, localizationPath, type LanguageCode } from '@jackdaw/contracts';
import { describe, expect, it } from 'vitest';
import { BRAND_METHOD_CODES, methodNameKey } from './method-name';

const publicDir = fileURLToPath(new URL('../../../public', import.meta.url));

/** Texts that are the same in every language on purpose. */
const sameInEveryLanguage = new Set([
  'app.name',
  'nav.crashGame',
  'tiles.aviator',
  'tiles.crazyTime',
  ...[...BRAND_METHOD_CODES].map(methodNameKey),
]);

/**
 * Symbol names that are the same word as in English in some Latin-script languages (Kraken,
 * Anubis, Joker, French "Temple", "Toucan" and "Lotus", …): a copy there is the translation.
 */
const cognates = new Set(
  ['abyss-ways.KR', 'dragons-hoard.DR', 'fruit-classic.JK', 'fruit-classic.OR']
    .concat(['jungle-ways.GO', 'jungle-ways.JA', 'pharaohs-tomb.AB', 'pharaohs-tomb.AN'])
    .concat(['jungle-ways.TM', 'jungle-ways.TO', 'pharaohs-tomb.CA', 'pharaohs-tomb.LO'])
    .map((symbol) => `verify.symbol.${symbol}`),
);

function dictionary(code: LanguageCode): Record<string, string> {
  return JSON.parse(readFileSync(publicDir + localizationPath(code), 'utf8')) as Record<
    string,
    string
  >;
}

const english = dictionary('EN');

describe('localization files', () => {
  it('exist for the 11 languages and nothing else', () => {
    const files = readdirSync(`${publicDir}/langs`).sort();
    expect(files).toEqual(LANGUAGE_CODES.map((code) => localizationPath(code).slice(7)).sort());
  });

  it.each(LANGUAGE_CODES)('%s has every key of English and no other', (code) => {
    expect(Object.keys(dictionary(code)).sort()).toEqual(Object.keys(english).sort());
  });

  it.each(LANGUAGE_CODES)('%s has no empty text', (code) => {
    for (const [key, text] of Object.entries(dictionary(code))) {
      expect(text.trim(), `${code} ${key}`).not.toBe('');
    }
  });

  it.each(LANGUAGE_CODES.filter((code) => code !== 'EN'))(
    '%s is translated, not copied from English',
    (code) => {
      const copies = Object.entries(dictionary(code)).filter(
        ([key, text]) =>
          !sameInEveryLanguage.has(key) && !cognates.has(key) && text === english[key],
      );
      expect(copies.map(([key]) => key)).toEqual([]);
    },
  );

  it.each(LANGUAGE_CODES)('%s keeps the placeholders of English', (code) => {
    const placeholders = (text: string) => (text.match(/\{\{\s*\w+\s*\}\}/g) ?? []).sort();
    const translated = dictionary(code);
    for (const [key, text] of Object.entries(english)) {
      expect(placeholders(translated[key] ?? ''), `${code} ${key}`).toEqual(placeholders(text));
    }
  });
});
