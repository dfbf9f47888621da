import { clientTexts, type ClientTranslate } from '../../i18n/client-texts';
import { en, type OriginalsMessageKey } from './dictionaries/en';

export type OriginalsTranslate = ClientTranslate<OriginalsMessageKey>;

const texts = clientTexts<OriginalsMessageKey>(
  en,
  import.meta.glob<Record<string, unknown>>(['./dictionaries/*.ts', '!./dictionaries/en.ts']),
);

export const ORIGINALS_DICTIONARY_LOADERS = texts.loaders;
export const createOriginalsTranslate = texts.createTranslate;
export const englishOriginalsTranslate = texts.english;
export const OriginalsTranslateContext = texts.Context;
export const useOriginalsTranslate = texts.useTranslate;
