import { describe, expect, it } from 'vitest';
import { itChecksDictionaries, loadDictionaries } from '../../i18n/dictionary-checks';
import { en } from './dictionaries/en';
import { createOriginalsTranslate, ORIGINALS_DICTIONARY_LOADERS } from './translate';

const dictionaries = await loadDictionaries(ORIGINALS_DICTIONARY_LOADERS);

describe('the originals client dictionaries', () => {
  // "Min" is the abbreviation Latin-script languages share (as in the other clients).
  itChecksDictionaries(en, dictionaries, { sameInEveryLanguage: new Set(['panel.min']) });

  it('fills placeholders and leaves unknown ones visible', () => {
    const t = createOriginalsTranslate(dictionaries.RU);
    expect(t('mines.next', { multiplier: '1.13×' })).toBe('Следующая клетка: 1.13×');
    expect(t('panel.cashOut', {})).toBe('Забрать {{amount}}');
  });

  it('carry the boards’ own texts in every language', () => {
    for (const dictionary of Object.values(dictionaries)) {
      expect(dictionary['plinko.landed']).toContain('{{multiplier}}');
      expect(dictionary['keno.grid']).not.toBe('');
      expect(dictionary['wheel.board']).toContain('{{segments}}');
    }
  });
});
