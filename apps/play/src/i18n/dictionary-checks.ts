import { LANGUAGE_CODES, type LanguageCode } from '@jackdaw/contracts';
import { expect, it } from 'vitest';

/** Every language's dictionary, each through its loader (as the client fetches it). */
export async function loadDictionaries<Dictionary>(
  loaders: Record<LanguageCode, () => Promise<Dictionary>>,
): Promise<Record<LanguageCode, Dictionary>> {
  return Object.fromEntries(
    await Promise.all(LANGUAGE_CODES.map(async (code) => [code, await loaders[code]()] as const)),
  ) as Record<LanguageCode, Dictionary>;
}

const placeholders = (text: string) => (text.match(/\{\{\s*\w+\s*\}\}/g) ?? []).sort();

/**
 * The checks both game clients' dictionaries pass (a test kit, called inside a describe):
 * every key of English and no other, no empty text, the placeholders kept, and translated
 * rather than copied, but for the keys allowed to read as English (in every language, or in one).
 */
export function itChecksDictionaries(
  english: Readonly<Record<string, string>>,
  dictionaries: Readonly<Record<LanguageCode, Readonly<Record<string, string>>>>,
  allowed: {
    sameInEveryLanguage: ReadonlySet<string>;
    sameAsEnglish?: Partial<Record<LanguageCode, readonly string[]>>;
  },
): void {
  it.each(LANGUAGE_CODES)('%s has every key of English and no other', (code) => {
    expect(Object.keys(dictionaries[code]).sort()).toEqual(Object.keys(english).sort());
  });

  it.each(LANGUAGE_CODES)('%s has no empty text and keeps the placeholders', (code) => {
    for (const [key, text] of Object.entries(dictionaries[code])) {
      expect(text.trim(), `${code} ${key}`).not.toBe('');
      expect(placeholders(text), `${code} ${key}`).toEqual(placeholders(english[key] ?? ''));
    }
  });

  it.each(LANGUAGE_CODES.filter((code) => code !== 'EN'))(
    '%s is translated, not copied from English',
    (code) => {
      const own = new Set<string>(allowed.sameAsEnglish?.[code] ?? []);
      const copies = Object.entries(dictionaries[code]).filter(
        ([key, text]) =>
          !allowed.sameInEveryLanguage.has(key) && !own.has(key) && text === english[key],
      );
      expect(copies.map(([key]) => key)).toEqual([]);
    },
  );
}
