import { playNotes, type Note } from './synth';

/** The slot game's sounds, synthesised on the spot (./synth). */
export type SoundName = 'spin' | 'stop' | 'win' | 'bigWin' | 'freeSpins';

const tone = (frequency: number, at: number, duration: number, gain = 0.12): Note => ({
  frequency,
  at,
  duration,
  type: 'triangle',
  gain,
});

const SOUNDS: Record<SoundName, Note[]> = {
  spin: [{ frequency: 180, at: 0, duration: 0.08, type: 'square', gain: 0.04 }],
  stop: [{ frequency: 110, at: 0, duration: 0.06, type: 'square', gain: 0.05 }],
  // C major arpeggio: the familiar "you won" of fruit machines.
  win: [tone(523.25, 0, 0.12), tone(659.25, 0.1, 0.12), tone(783.99, 0.2, 0.2)],
  bigWin: [
    tone(523.25, 0, 0.12),
    tone(659.25, 0.1, 0.12),
    tone(783.99, 0.2, 0.12),
    tone(1046.5, 0.3, 0.35, 0.15),
  ],
  freeSpins: [
    tone(392, 0, 0.1),
    tone(523.25, 0.1, 0.1),
    tone(659.25, 0.2, 0.1),
    tone(783.99, 0.3, 0.3),
  ],
};

export function playSound(name: SoundName): void {
  playNotes(SOUNDS[name]);
}
