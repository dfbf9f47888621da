import { describe, expect, it } from 'vitest';
import { planLanguage } from './language-plan';

describe('planLanguage', () => {
  it('stores a language taken from a /tr/ link even when the page already shows it', () => {
    // main.tsx starts i18next in the detected language, so the first page is already Turkish.
    expect(planLanguage('', '/tr/slots', null, 'TR')).toEqual({
      language: 'TR',
      apply: false,
      store: true,
    });
    expect(planLanguage('', '/tr', 'EN', 'TR')).toMatchObject({ store: true });
  });

  it('keeps the stored language on a page without prefix (the payment return)', () => {
    expect(planLanguage('?popup=deposit-result', '/', 'TR', 'TR')).toEqual({
      language: 'TR',
      apply: false,
      store: false,
    });
  });

  it('applies and stores a query language, and rewrites a stored code to upper case', () => {
    expect(planLanguage('?lang=ru', '/', 'EN', 'EN')).toEqual({
      language: 'RU',
      apply: true,
      store: true,
    });
    expect(planLanguage('', '/slots', 'az', 'AZ')).toMatchObject({ language: 'AZ', store: true });
  });

  it('stores nothing for an unsupported prefix', () => {
    expect(planLanguage('', '/de/slots', 'EN', 'EN')).toEqual({
      language: 'EN',
      apply: false,
      store: false,
    });
  });
});
