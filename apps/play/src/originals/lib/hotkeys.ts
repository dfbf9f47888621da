/** What a desktop key does; the hotkeys dialog lists the same map. */
export type HotkeyCommand = 'bet' | 'half' | 'double' | 'auto' | 'instant' | 'mute' | 'help';

export const HOTKEYS: readonly { key: string; command: HotkeyCommand }[] = [
  { key: ' ', command: 'bet' },
  { key: 's', command: 'half' },
  { key: 'd', command: 'double' },
  { key: 'a', command: 'auto' },
  { key: 'i', command: 'instant' },
  { key: 'm', command: 'mute' },
  { key: '?', command: 'help' },
];

/** The parts of a keydown the map reads (a plain object in tests). */
export interface KeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  repeat: boolean;
  /** The focused element's tag: keys typed into a field are the field's. */
  targetTag: string;
}

const TYPING = new Set(['INPUT', 'TEXTAREA', 'SELECT']);

/**
 * The command of a key press, or null: none while typing in a field, with a modifier (browser
 * shortcuts stay the browser's) or on auto-repeat (holding space must not fire a bet a frame).
 */
export function hotkeyCommand(press: KeyPress): HotkeyCommand | null {
  if (press.ctrlKey || press.metaKey || press.altKey || press.repeat) return null;
  if (TYPING.has(press.targetTag.toUpperCase())) return null;
  const key = press.key.length === 1 ? press.key.toLowerCase() : press.key;
  return HOTKEYS.find((hotkey) => hotkey.key === key)?.command ?? null;
}
