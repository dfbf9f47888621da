import { playNotes, type Note } from '../../sound/synth';
import type { BoardSound } from '../boards/board';

/**
 * The originals' sounds, synthesised like the other clients' (../../sound/synth): a soft click
 * for a bet, a tick for a peg or a segment, a chime for a revealed safe tile or card, a rising
 * pair for a win, a low thud for a loss. Short, so auto-bet at speed stays bearable.
 */
const SOUNDS: Record<BoardSound, Note[]> = {
  bet: [{ frequency: 420, at: 0, duration: 0.05, type: 'triangle', gain: 0.06 }],
  tick: [{ frequency: 1200, at: 0, duration: 0.03, type: 'square', gain: 0.02 }],
  reveal: [{ frequency: 988, at: 0, duration: 0.09, type: 'triangle', gain: 0.08 }],
  win: [
    { frequency: 784, at: 0, duration: 0.09, type: 'triangle', gain: 0.1 },
    { frequency: 1175, at: 0.08, duration: 0.18, type: 'triangle', gain: 0.1 },
  ],
  lose: [{ frequency: 220, to: 110, at: 0, duration: 0.22, type: 'sine', gain: 0.12 }],
};

export function playOriginalsSound(name: BoardSound): void {
  playNotes(SOUNDS[name]);
}
