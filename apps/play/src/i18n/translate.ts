import type { LanguageCode } from '@jackdaw/contracts';
import { en, type Dictionary, type MessageKey } from './dictionaries/en';

export type { MessageKey };
export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

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

/**
 * A `t()` over one dictionary with `{{name}}` placeholders. A dozen lines instead of i18next
 * (about 13 KB gzip): the client has one flat dictionary, no plurals beyond what the texts
 * avoid, and must start quickly on a slow phone.
 */
export function createTranslate(dictionary: Dictionary): Translate {
  return (key, values) => {
    const text = dictionary[key] ?? en[key];
    if (!values) return text;
    return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
      name in values ? String(values[name]) : whole,
    );
  };
}

export const englishTranslate = createTranslate(en);
