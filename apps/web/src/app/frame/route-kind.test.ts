import { describe, expect, it } from 'vitest';
import { routeKind, showsTabBar } from './route-kind';

describe('showsTabBar', () => {
  it('shows on casino and info pages to signed-in players', () => {
    expect(showsTabBar('/', true)).toBe(true);
    expect(showsTabBar('/tr/slots', true)).toBe(true);
    expect(showsTabBar('/info/about', true)).toBe(true);
  });

  it('hides from visitors', () => {
    expect(showsTabBar('/', false)).toBe(false);
  });

  it('hides on profile, tournament and game pages, with or without a language prefix', () => {
    for (const path of [
      '/profile',
      '/profile/bonus',
      '/ru/profile',
      '/tournament',
      '/tournament/7',
      '/slots/aviator',
      '/bn/slots/x',
    ]) {
      expect(showsTabBar(path, true)).toBe(false);
    }
  });

  it('does not take /slots (the category) for a game page', () => {
    expect(routeKind('/slots')).toBe('other');
    expect(routeKind('/profiles')).toBe('other');
  });
});
