import { describe, expect, it } from 'vitest';
import { gateDecision } from './gate';
import { guest, player, unknown } from './sessions.fixture';

describe('gate rules before play', () => {
  it('let anyone play a demo', () => {
    for (const session of [guest, unknown, player(0), player(500)]) {
      expect(gateDecision(session, 'demo')).toBe('play');
    }
  });

  it('send a visitor to sign-up for real money', () => {
    expect(gateDecision(guest, 'real')).toBe('sign-up');
  });

  it('send a player with a balance of zero or less to the deposit, bonus or not', () => {
    expect(gateDecision(player(0), 'real')).toBe('deposit');
    expect(gateDecision(player(-1), 'real')).toBe('deposit');
    expect(gateDecision(player(0, 1000), 'real')).toBe('deposit');
  });

  it('let a player with money play, and wait while the session is unknown', () => {
    expect(gateDecision(player(1), 'real')).toBe('play');
    expect(gateDecision(unknown, 'real')).toBe('wait');
  });
});
