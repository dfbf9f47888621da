import type { LanguageCode } from '@jackdaw/contracts';
import { describe } from 'vitest';
import { itChecksDictionaries } from '../../../i18n/dictionary-checks';
import {
  wheelEn,
  wheelRu,
  wheelFr,
  wheelTr,
  wheelAz,
  wheelKk,
  wheelUz,
  wheelBn,
  wheelNe,
  wheelSi,
  wheelMy,
  type WheelTexts,
} from './texts';

const texts: Record<LanguageCode, WheelTexts> = {
  EN: wheelEn,
  RU: wheelRu,
  FR: wheelFr,
  TR: wheelTr,
  AZ: wheelAz,
  KZ: wheelKk,
  UZ: wheelUz,
  BN: wheelBn,
  NE: wheelNe,
  SI: wheelSi,
  MM: wheelMy,
};

describe('the wheel board texts', () => {
  itChecksDictionaries(wheelEn, texts, { sameInEveryLanguage: new Set() });
});
