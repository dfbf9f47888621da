import type { LanguageCode } from '@jackdaw/contracts';
import { describe } from 'vitest';
import { itChecksDictionaries } from '../../../i18n/dictionary-checks';
import {
  plinkoEn,
  plinkoRu,
  plinkoFr,
  plinkoTr,
  plinkoAz,
  plinkoKk,
  plinkoUz,
  plinkoBn,
  plinkoNe,
  plinkoSi,
  plinkoMy,
  type PlinkoTexts,
} from './texts';

const texts: Record<LanguageCode, PlinkoTexts> = {
  EN: plinkoEn,
  RU: plinkoRu,
  FR: plinkoFr,
  TR: plinkoTr,
  AZ: plinkoAz,
  KZ: plinkoKk,
  UZ: plinkoUz,
  BN: plinkoBn,
  NE: plinkoNe,
  SI: plinkoSi,
  MM: plinkoMy,
};

describe('the plinko board texts', () => {
  itChecksDictionaries(plinkoEn, texts, { sameInEveryLanguage: new Set() });
});
