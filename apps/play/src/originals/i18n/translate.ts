import type { LanguageCode } from '@jackdaw/contracts';
import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import { translator, type TextValues } from '../../i18n/fill-in';
import { en, type OriginalsDictionary, type OriginalsMessageKey } from './dictionaries/en';

export type OriginalsTranslate = (key: OriginalsMessageKey, values?: TextValues) => string;

/** One chunk per language, fetched once the session names it; English ships in the entry. */
export const ORIGINALS_DICTIONARY_LOADERS: Record<
  LanguageCode,
  () => Promise<OriginalsDictionary>
> = {
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
export function createOriginalsTranslate(dictionary: OriginalsDictionary): OriginalsTranslate {
  return translator(dictionary, en);
}

export const englishOriginalsTranslate = createOriginalsTranslate(en);

export const OriginalsTranslateContext =
  createContext<OriginalsTranslate>(englishOriginalsTranslate);

export const useOriginalsTranslate = (): OriginalsTranslate =>
  useContext(OriginalsTranslateContext);
