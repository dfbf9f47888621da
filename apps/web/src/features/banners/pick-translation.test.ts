import type { Banner } from '@jackdaw/contracts';
import { describe, expect, it } from 'vitest';
import { opensDeposit, pickTranslation } from './pick-translation';

const text = (language: string) => ({
  language,
  buttonName: `go ${language}`,
  title: [{ text: language, color: '#ffffff' }],
  descriptionMob: '',
  descriptionDesktop: '',
});

const banner = (languages: string[]): Banner => ({
  id: 1,
  name: 'b',
  type: 'promo',
  weight: 0,
  turningSpeed: 5,
  buttonLinkDesktop: '/',
  buttonLinkMob: '/',
  imgMob: '/m.svg',
  imgDesktop: '/d.svg',
  startDate: null,
  endDate: null,
  geo: [],
  translations: languages.map(text),
});

describe('pickTranslation', () => {
  it('takes the player language, then English, then the first there is', () => {
    expect(pickTranslation(banner(['EN', 'TR']), 'TR')?.language).toBe('TR');
    expect(pickTranslation(banner(['FR', 'EN']), 'TR')?.language).toBe('EN');
    expect(pickTranslation(banner(['FR']), 'TR')?.language).toBe('FR');
    expect(pickTranslation(banner([]), 'TR')).toBeUndefined();
  });
});

describe('opensDeposit', () => {
  it('recognises a link to the deposit popup', () => {
    expect(opensDeposit('/?popup=deposit')).toBe(true);
    expect(opensDeposit('/slots/fruit-classic')).toBe(false);
    expect(opensDeposit('/?popup=sign-up')).toBe(false);
  });
});
