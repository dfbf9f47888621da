import { describe, expect, it } from 'vitest';
import { registeredDestination, wheelOfPath } from './registered-to';

describe('after a registration on a landing', () => {
  it('goes to the deposit for the wheels and the game offers, to the game for aviator', () => {
    const deposit = { pathname: '/', search: '?popup=deposit' };
    expect(registeredDestination('reg-wheel')).toEqual(deposit);
    expect(registeredDestination('plinko-registration')).toEqual(deposit);
    expect(registeredDestination('aviatore-registration')).toEqual({
      pathname: '/slots/aviator',
      search: '?mode=real',
    });
    expect(registeredDestination(null)).toEqual({ pathname: '/', search: '' });
    expect(registeredDestination('sign-in')).toEqual({ pathname: '/', search: '' });
  });
});

describe('the wheel of a landing path', () => {
  it('reads the wheel type from its path segment, with or without a language prefix', () => {
    expect(wheelOfPath('/land/wheels/olympus')).toBe('olympus');
    expect(wheelOfPath('/tr/land/wheels/coin-strike')).toBe('coinStrike');
    expect(wheelOfPath('/land/wheels/energy-joker/')).toBe('energyJoker');
    expect(wheelOfPath('/land/wheels/unknown')).toBeUndefined();
    expect(wheelOfPath('/land/aviator')).toBeUndefined();
  });
});
