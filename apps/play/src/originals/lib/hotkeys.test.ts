import { describe, expect, it } from 'vitest';
import { HOTKEYS, hotkeyCommand, type KeyPress } from './hotkeys';

const press = (key: string, over: Partial<KeyPress> = {}): KeyPress => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  repeat: false,
  targetTag: 'BODY',
  ...over,
});

describe('the hotkeys', () => {
  it('maps space, s, d, a, i, m and ?', () => {
    expect(hotkeyCommand(press(' '))).toBe('bet');
    expect(hotkeyCommand(press('s'))).toBe('half');
    expect(hotkeyCommand(press('D'))).toBe('double');
    expect(hotkeyCommand(press('a'))).toBe('auto');
    expect(hotkeyCommand(press('i'))).toBe('instant');
    expect(hotkeyCommand(press('m'))).toBe('mute');
    expect(hotkeyCommand(press('?'))).toBe('help');
    expect(hotkeyCommand(press('x'))).toBeNull();
  });

  it('leaves typing, modifiers and auto-repeat alone', () => {
    expect(hotkeyCommand(press(' ', { targetTag: 'input' }))).toBeNull();
    expect(hotkeyCommand(press('s', { ctrlKey: true }))).toBeNull();
    expect(hotkeyCommand(press('d', { metaKey: true }))).toBeNull();
    expect(hotkeyCommand(press(' ', { repeat: true }))).toBeNull();
  });

  it('gives each key one command', () => {
    expect(new Set(HOTKEYS.map((hotkey) => hotkey.key)).size).toBe(HOTKEYS.length);
  });
});
