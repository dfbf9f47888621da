import { LANGUAGES, type LanguageCode } from '@jackdaw/contracts';
import { createContext, type Context } from 'preact';
import { useContext } from 'preact/hooks';
import { translator, type TextValues } from './fill-in';

export type ClientTranslate<Key extends string> = (key: Key, values?: TextValues) => string;

/**
 * A client's `dictionaries/*.ts` but English, as `import.meta.glob` finds them at the call site:
 * one lazy import each, keyed by path, so each language stays its own chunk.
 */
export type DictionaryModules = Record<string, () => Promise<Record<string, unknown>>>;

export interface ClientTexts<Key extends string> {
  /** Each language's dictionary, fetched once the session names it; English is in the entry. */
  loaders: Record<LanguageCode, () => Promise<Record<Key, string>>>;
  /** `{{name}}` placeholders filled; a key missing from a dictionary falls back to English. */
  createTranslate: (dictionary: Readonly<Record<Key, string>>) => ClientTranslate<Key>;
  english: ClientTranslate<Key>;
  Context: Context<ClientTranslate<Key>>;
  useTranslate: () => ClientTranslate<Key>;
}

/**
 * The texts of one game client (slots, crash, originals): each keeps its own dictionaries, one
 * file a language named by its BCP 47 tag and exporting the dictionary under that name
 * (`kk.ts` exports `kk`). A file missing from `modules` fails here, at start-up.
 */
export function clientTexts<Key extends string>(
  english: Readonly<Record<Key, string>>,
  modules: DictionaryModules,
): ClientTexts<Key> {
  const load = (code: LanguageCode): (() => Promise<Record<Key, string>>) => {
    if (code === 'EN') return () => Promise.resolve(english);
    const name = LANGUAGES[code].bcp47;
    const module = modules[`./dictionaries/${name}.ts`];
    if (!module) throw new Error(`No dictionary file for ${code} (dictionaries/${name}.ts)`);
    return async () => {
      const dictionary = (await module())[name];
      if (!dictionary) throw new Error(`dictionaries/${name}.ts exports no "${name}"`);
      // Each file types its export as the client's dictionary; dictionaries.test.ts loads them all.
      return dictionary as Record<Key, string>;
    };
  };
  const loaders = Object.fromEntries(
    (Object.keys(LANGUAGES) as LanguageCode[]).map((code) => [code, load(code)]),
  ) as Record<LanguageCode, () => Promise<Record<Key, string>>>;

  const createTranslate = (dictionary: Readonly<Record<Key, string>>): ClientTranslate<Key> =>
    translator(dictionary, english);
  const englishTranslate = createTranslate(english);
  const TranslateContext = createContext<ClientTranslate<Key>>(englishTranslate);
  function useTranslate(): ClientTranslate<Key> {
    return useContext(TranslateContext);
  }
  return {
    loaders,
    createTranslate,
    english: englishTranslate,
    Context: TranslateContext,
    useTranslate,
  };
}
