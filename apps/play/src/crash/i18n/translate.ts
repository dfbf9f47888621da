import { clientTexts, type ClientTranslate } from '../../i18n/client-texts';
import { en, type CrashMessageKey } from './dictionaries/en';

export type CrashTranslate = ClientTranslate<CrashMessageKey>;

/** The crash client's texts; the opening (components/launch.tsx) provides them. */
export const crashTexts = clientTexts<CrashMessageKey>(
  en,
  import.meta.glob<Record<string, unknown>>(['./dictionaries/*.ts', '!./dictionaries/en.ts']),
);

export const CRASH_DICTIONARY_LOADERS = crashTexts.loaders;
export const createCrashTranslate = crashTexts.createTranslate;
export const useCrashTranslate = crashTexts.useTranslate;
