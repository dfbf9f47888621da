import type { LanguageCode } from '@jackdaw/contracts';
import { en, type Dictionary, type MessageKey } from './dictionaries/en';
import { translator, type TextValues } from './fill-in';

export type { MessageKey };
export type Translate = (key: MessageKey, values?: TextValues) => string;

/**
 * Each language is its own chunk, fetched once the session says which one the player uses:
 * a phone downloads one dictionary, not eleven. English ships in the entry as the fallback.
 */
export const DICTIONARY_LOADERS: Record<LanguageCode, () => Promise<Dictionary>> = {
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
export function createTranslate(dictionary: Dictionary): Translate {
  return translator(dictionary, en);
}

export const englishTranslate = createTranslate(en);
