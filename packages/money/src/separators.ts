import { DEFAULT_LANGUAGE, parseLanguageCode, type LanguageCode } from '@jackdaw/contracts';

export interface Separators {
  /** Between groups of three digits of the whole part. */
  group: string;
  /** Between the whole part and the two fraction digits. */
  decimal: string;
}

const SPACE_COMMA: Separators = { group: ' ', decimal: ',' };
const COMMA_DOT: Separators = { group: ',', decimal: '.' };

/**
 * Engagement §9 names only English (space thousands, comma decimal) and Bengali and Burmese
 * (comma thousands, dot decimal). It says nothing about the other languages, so they follow the
 * English rule. Each code is listed so that adding a language fails to compile until someone
 * decides its separators.
 */
const SEPARATORS: Record<LanguageCode, Separators> = {
  EN: SPACE_COMMA,
  BN: COMMA_DOT,
  MM: COMMA_DOT,
  RU: SPACE_COMMA,
  KZ: SPACE_COMMA,
  TR: SPACE_COMMA,
  UZ: SPACE_COMMA,
  SI: SPACE_COMMA,
  FR: SPACE_COMMA,
  AZ: SPACE_COMMA,
  NE: SPACE_COMMA,
};

/** Separators of a language; any casing is accepted and an unknown code gets English's. */
export function separatorsFor(language: LanguageCode): Separators {
  return SEPARATORS[parseLanguageCode(language) ?? DEFAULT_LANGUAGE];
}
