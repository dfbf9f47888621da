import { describe, expect, it } from 'vitest';
import { clientTexts, type DictionaryModules } from './client-texts';

const english = { greeting: 'Hello {{name}}', bye: 'Bye' } as const;
type Key = keyof typeof english;

/** Every language but English, each file exporting its dictionary under its BCP 47 tag. */
const modules = (file: (name: string) => Record<string, unknown>): DictionaryModules =>
  Object.fromEntries(
    ['ru', 'fr', 'tr', 'az', 'kk', 'uz', 'bn', 'ne', 'si', 'my'].map((name) => [
      `./dictionaries/${name}.ts`,
      () => Promise.resolve(file(name)),
    ]),
  );

describe('a game client’s texts', () => {
  it('loads each language from the file named by its tag, English from the entry', async () => {
    const texts = clientTexts<Key>(
      english,
      modules((name) => ({ [name]: { greeting: `${name} {{name}}`, bye: name } })),
    );
    expect(await texts.loaders.KZ()).toEqual({ greeting: 'kk {{name}}', bye: 'kk' });
    expect(await texts.loaders.MM()).toEqual({ greeting: 'my {{name}}', bye: 'my' });
    expect(await texts.loaders.EN()).toBe(english);
  });

  it('fills placeholders and falls back to English for a missing key', async () => {
    const texts = clientTexts<Key>(
      english,
      modules((name) => ({ [name]: { bye: 'Пока' } })),
    );
    const t = texts.createTranslate(await texts.loaders.RU());
    expect(t('bye')).toBe('Пока');
    expect(t('greeting', { name: 'Ann' })).toBe('Hello Ann');
    expect(texts.english('bye')).toBe('Bye');
  });

  it('fails at start-up when a language has no file', () => {
    const all = modules((name) => ({ [name]: english }));
    delete all['./dictionaries/si.ts'];
    expect(() => clientTexts<Key>(english, all)).toThrow('dictionaries/si.ts');
  });

  it('fails the load when a file exports its dictionary under another name', async () => {
    const texts = clientTexts<Key>(
      english,
      modules(() => ({ default: english })),
    );
    await expect(texts.loaders.FR()).rejects.toThrow('exports no "fr"');
  });
});
