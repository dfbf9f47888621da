import type { LanguageCode } from '@jackdaw/contracts';
import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import { translator, type TextValues } from '../../i18n/fill-in';
import { en, type CrashDictionary, type CrashMessageKey } from './dictionaries/en';

export type CrashTranslate = (key: CrashMessageKey, values?: TextValues) => string;

/** One chunk per language, fetched once the session names it; English ships in the entry. */
export const CRASH_DICTIONARY_LOADERS: Record<LanguageCode, () => Promise<CrashDictionary>> = {
  EN: () => Promise.resolve(en),
  RU: () => import('./dictionaries/ru').then((m) => m.ru),
  FR: () => import('./dictionaries/fr').then((m) => m.fr),
  TR: () => import('./dictionaries/tr').then((m) => m.tr),
  AZ: () => import('./dictionaries/az').then((m) => m.az),
  KZ: () => import('./dictionaries/kk').then((m) => m.kk),
  UZ: () => import('./dictionaries/uz').then((m) => m.uz),
  BN: () => import('./dictionaries/bn').then((m) => m.bn),
  NE: () => import('./dictionaries/ne').then((m) => m.ne),
  SI: () => import('./dictionaries/si').then((m) => m.si),
  MM: () => import('./dictionaries/my').then((m) => m.my),
};

/** `{{name}}` placeholders filled; a key missing from a dictionary falls back to English. */
export function createCrashTranslate(dictionary: CrashDictionary): CrashTranslate {
  return translator(dictionary, en);
}

export const englishCrashTranslate = createCrashTranslate(en);

export const CrashTranslateContext = createContext<CrashTranslate>(englishCrashTranslate);

export const useCrashTranslate = (): CrashTranslate => useContext(CrashTranslateContext);
