import { describe, expect, it } from 'vitest';
import { loadedShare, nextShownProgress } from './preloader-progress';

describe('preloader progress', () => {
  it('moves 25 points a step toward the loaded share and never past it', () => {
    expect(nextShownProgress(0, 1)).toBe(25);
    expect(nextShownProgress(25, 1)).toBe(50);
    expect(nextShownProgress(50, 0.6)).toBe(60);
    expect(nextShownProgress(60, 0.6)).toBe(60);
  });

  it('never goes back', () => {
    expect(nextShownProgress(75, 0.25)).toBe(75);
  });

  it('counts the share of loaded parts', () => {
    expect(loadedShare([true, false, true, false])).toBe(0.5);
    expect(loadedShare([true, true, true])).toBe(1);
  });
});
