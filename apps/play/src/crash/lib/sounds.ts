import { playNotes, type Note } from '../../sound/synth';
import type { CrashSound } from '../game/crash-game';

/**
 * The crash game's sounds, synthesised like the slot client's (../../sound/synth): a rising
 * sweep at take-off, a bright double chime at a cash-out, a falling buzz when the plane flies
 * away.
 */
const SOUNDS: Record<CrashSound, Note[]> = {
  takeoff: [{ frequency: 160, to: 520, at: 0, duration: 0.5, type: 'sawtooth', gain: 0.04 }],
  cashout: [
    { frequency: 880, at: 0, duration: 0.1, type: 'triangle', gain: 0.12 },
    { frequency: 1318.5, at: 0.09, duration: 0.2, type: 'triangle', gain: 0.12 },
  ],
  crash: [{ frequency: 300, to: 60, at: 0, duration: 0.45, type: 'square', gain: 0.05 }],
};

export function playCrashSound(name: CrashSound): void {
  playNotes(SOUNDS[name]);
}
