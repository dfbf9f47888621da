import { clientTexts, type ClientTranslate } from '../../i18n/client-texts';
import { en, type CrashMessageKey } from './dictionaries/en';

export type CrashTranslate = ClientTranslate<CrashMessageKey>;

const texts = clientTexts<CrashMessageKey>(
  en,
  import.meta.glob<Record<string, unknown>>(['./dictionaries/*.ts', '!./dictionaries/en.ts']),
);

export const CRASH_DICTIONARY_LOADERS = texts.loaders;
export const createCrashTranslate = texts.createTranslate;
export const englishCrashTranslate = texts.english;
export const CrashTranslateContext = texts.Context;
export const useCrashTranslate = texts.useTranslate;
