import { describe, expect, it } from 'vitest';
import { originalsLaunchToken } from './launch-token';

describe('the originals launch token', () => {
  it('is read from the frame URL', () => {
    expect(originalsLaunchToken('/play/originals/abc_DEF-123')).toBe('abc_DEF-123');
    expect(originalsLaunchToken('/play/originals/abc/')).toBe('abc');
  });

  it('is null for another path or a malformed token', () => {
    expect(originalsLaunchToken('/play/crash/abc')).toBeNull();
    expect(originalsLaunchToken('/play/originals/')).toBeNull();
    expect(originalsLaunchToken('/play/originals/a.b')).toBeNull();
    expect(originalsLaunchToken('/play/originals/a/b')).toBeNull();
  });
});
