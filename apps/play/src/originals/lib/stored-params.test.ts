import { describe, expect, it } from 'vitest';
import { DEFAULT_PARAMS } from './defaults';
import { readStoredParams } from './stored-params';

describe('the remembered parameters', () => {
  it('are read back when the game accepts them', () => {
    expect(readStoredParams('dice', '{"target":2000,"direction":"under"}')).toEqual({
      target: 2000,
      direction: 'under',
    });
  });

  it('fall back to the defaults when missing, malformed or out of range', () => {
    expect(readStoredParams('mines', null)).toEqual(DEFAULT_PARAMS.mines);
    expect(readStoredParams('mines', '{')).toEqual(DEFAULT_PARAMS.mines);
    expect(readStoredParams('mines', '{"mines":25}')).toEqual(DEFAULT_PARAMS.mines);
  });

  it('are valid by default for every game', async () => {
    const { ORIGINAL_PARAMS } = await import('@jackdaw/contracts');
    const z = await import('zod/mini');
    for (const [game, params] of Object.entries(DEFAULT_PARAMS)) {
      // Keno's default has no picks yet: the player picks before the first bet.
      if (game === 'keno') continue;
      expect(
        z.safeParse(ORIGINAL_PARAMS[game as keyof typeof DEFAULT_PARAMS], params).success,
      ).toBe(true);
    }
  });
});
