import { clientTexts, type ClientTranslate } from './client-texts';
import { en, type MessageKey } from './dictionaries/en';

export type { MessageKey };
export type Translate = ClientTranslate<MessageKey>;

/** The slot client's texts; the opening (components/launch.tsx) provides them. */
export const slotTexts = clientTexts<MessageKey>(
  en,
  import.meta.glob<Record<string, unknown>>(['./dictionaries/*.ts', '!./dictionaries/en.ts']),
);

/**
 * Each language is its own chunk, fetched once the session says which one the player uses:
 * a phone downloads one dictionary, not eleven. English ships in the entry as the fallback.
 */
export const DICTIONARY_LOADERS = slotTexts.loaders;
export const createTranslate = slotTexts.createTranslate;
