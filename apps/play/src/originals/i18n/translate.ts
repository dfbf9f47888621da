import { clientTexts, type ClientTranslate } from '../../i18n/client-texts';
import { en, type OriginalsMessageKey } from './dictionaries/en';

export type OriginalsTranslate = ClientTranslate<OriginalsMessageKey>;

/** The originals client's texts; the opening (components/launch.tsx) provides them. */
export const originalsTexts = clientTexts<OriginalsMessageKey>(
  en,
  import.meta.glob<Record<string, unknown>>(['./dictionaries/*.ts', '!./dictionaries/en.ts']),
);

export const ORIGINALS_DICTIONARY_LOADERS = originalsTexts.loaders;
export const createOriginalsTranslate = originalsTexts.createTranslate;
export const useOriginalsTranslate = originalsTexts.useTranslate;
