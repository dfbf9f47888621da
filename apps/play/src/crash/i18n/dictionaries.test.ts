import { describe, expect, it } from 'vitest';
import { itChecksDictionaries, loadDictionaries } from '../../i18n/dictionary-checks';
import { en } from './dictionaries/en';
import { CRASH_DICTIONARY_LOADERS, createCrashTranslate } from './translate';

const dictionaries = await loadDictionaries(CRASH_DICTIONARY_LOADERS);

describe('the crash client dictionaries', () => {
  // "Min" is the abbreviation Latin-script languages share (as in the slot client).
  itChecksDictionaries(en, dictionaries, { sameInEveryLanguage: new Set(['panel.min']) });

  it('fills placeholders and leaves unknown ones visible', () => {
    const t = createCrashTranslate(dictionaries.RU);
    expect(t('phase.ended', { multiplier: '2.35×' })).toBe('Улетел на 2.35×');
    expect(t('panel.cashOut', {})).toBe('Забрать {{amount}}');
  });
});
