import { describe, expect, it } from 'vitest';
import { launchTokenFromPath } from './launch-token';
import { newRoundId } from './round-id';

describe('launchTokenFromPath', () => {
  it('reads the token of the frame URL', () => {
    const token = 'a'.repeat(20) + '_-' + 'Z9'.repeat(10) + 'x';
    expect(launchTokenFromPath(`/play/${token}`)).toBe(token);
    expect(launchTokenFromPath(`/play/${token}/`)).toBe(token);
  });

  it('answers null for anything else', () => {
    for (const path of ['/play/', '/play', '/play/a/b', '/play/assets/x.js', '/slots/x']) {
      expect(launchTokenFromPath(path)).toBeNull();
    }
  });
});

describe('newRoundId', () => {
  it('makes distinct ids the server accepts', () => {
    const ids = new Set(Array.from({ length: 100 }, newRoundId));
    expect(ids.size).toBe(100);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  });
});
