import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  LANGUAGE_CODES,
  localizationPath,
  translationsSchema,
  type LanguageCode,
  type Translations,
} from '@jackdaw/contracts';
import { toJsonBody } from '../../lib/cached-json.js';
import { memoize } from '../../lib/memo.js';

export interface LocalizationFile {
  language: LanguageCode;
  url: string;
  translations: Translations;
  /** The file as served, and its entity tag. */
  body: string;
  etag: string;
}

/**
 * The 11 dictionaries, read from disk once and kept; a file that is missing or is not a flat
 * key → text object fails the start rather than a player's page.
 */
export function createLocalizationService(localesDir: string) {
  const files = memoize(Number.POSITIVE_INFINITY, async () => {
    const entries = await Promise.all(
      LANGUAGE_CODES.map(async (language): Promise<[LanguageCode, LocalizationFile]> => {
        const url = localizationPath(language);
        const path = join(localesDir, url.slice('/langs/'.length));
        const raw = await readFile(path, 'utf8');
        const parsed = translationsSchema.safeParse(JSON.parse(raw));
        if (!parsed.success) throw new Error(`${path} is not a dictionary of texts`);
        return [language, { language, url, translations: parsed.data, ...toJsonBody(parsed.data) }];
      }),
    );
    return new Map(entries);
  });
  return {
    async get(language: LanguageCode): Promise<LocalizationFile> {
      const all = await files.get();
      const file = all.get(language);
      if (!file) throw new Error(`No localization for ${language}`);
      return file;
    },
    /** Loads and checks every file now (at start-up). */
    async load(): Promise<void> {
      await files.get();
    },
  };
}

export type LocalizationService = ReturnType<typeof createLocalizationService>;
