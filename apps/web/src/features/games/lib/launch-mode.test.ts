import { describe, expect, it } from 'vitest';
import { launchModeFor, requestedMode } from './launch-mode';
import { guest, player, unknown } from './sessions.fixture';

describe('the mode a game opens in', () => {
  it('is real money for a signed-in player with a positive balance', () => {
    expect(launchModeFor({ session: player(1), hasDemo: true, requested: null })).toBe('real');
    expect(launchModeFor({ session: player(50_000), hasDemo: false, requested: null })).toBe(
      'real',
    );
  });

  it('is the demo for a visitor and for a player without money, bonus or not', () => {
    for (const session of [guest, player(0), player(-5), player(0, 1_000)]) {
      expect(launchModeFor({ session, hasDemo: true, requested: null })).toBe('demo');
    }
  });

  it('is real money when the game has no demo, so that the gate asks for what is missing', () => {
    expect(launchModeFor({ session: guest, hasDemo: false, requested: null })).toBe('real');
    expect(launchModeFor({ session: player(0), hasDemo: false, requested: null })).toBe('real');
  });

  it('is the one asked for, whoever asks', () => {
    expect(launchModeFor({ session: player(500), hasDemo: true, requested: 'demo' })).toBe('demo');
    expect(launchModeFor({ session: guest, hasDemo: true, requested: 'real' })).toBe('real');
    expect(launchModeFor({ session: unknown, hasDemo: true, requested: 'demo' })).toBe('demo');
  });

  it('is real money for the crash game unless its demo is asked for, so that its gate applies', () => {
    for (const session of [guest, unknown, player(0), player(0, 1_000), player(500)]) {
      expect(launchModeFor({ session, hasDemo: true, requested: null, realFirst: true })).toBe(
        'real',
      );
      expect(launchModeFor({ session, hasDemo: true, requested: 'demo', realFirst: true })).toBe(
        'demo',
      );
    }
  });

  it('is undecided while the session is unknown and nothing was asked for', () => {
    expect(launchModeFor({ session: unknown, hasDemo: true, requested: null })).toBeNull();
  });
});

describe('the mode named by the address', () => {
  it('is read only from the two modes', () => {
    expect(requestedMode('real')).toBe('real');
    expect(requestedMode('demo')).toBe('demo');
    expect(requestedMode(null)).toBeNull();
    expect(requestedMode('DEMO')).toBeNull();
    expect(requestedMode('')).toBeNull();
  });
});
