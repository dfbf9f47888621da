import type { LanguageCode } from '@jackdaw/contracts';
import { describe } from 'vitest';
import { itChecksDictionaries } from '../../../i18n/dictionary-checks';
import {
  kenoEn,
  kenoRu,
  kenoFr,
  kenoTr,
  kenoAz,
  kenoKk,
  kenoUz,
  kenoBn,
  kenoNe,
  kenoSi,
  kenoMy,
  type KenoTexts,
} from './texts';

const texts: Record<LanguageCode, KenoTexts> = {
  EN: kenoEn,
  RU: kenoRu,
  FR: kenoFr,
  TR: kenoTr,
  AZ: kenoAz,
  KZ: kenoKk,
  UZ: kenoUz,
  BN: kenoBn,
  NE: kenoNe,
  SI: kenoSi,
  MM: kenoMy,
};

describe('the keno board texts', () => {
  itChecksDictionaries(kenoEn, texts, { sameInEveryLanguage: new Set() });
});
