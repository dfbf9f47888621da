/**
 * The game's sounds, synthesised with WebAudio: nothing to download on a slow connection and
 * nothing fetched from elsewhere. The context is made on the first sound, which always follows
 * a tap (browsers keep audio silent until the page has had a gesture).
 */
export type SoundName = 'spin' | 'stop' | 'win' | 'bigWin' | 'freeSpins';

interface Note {
  /** Hertz. */
  frequency: number;
  /** Seconds after the sound starts. */
  at: number;
  duration: number;
  type: OscillatorType;
  gain: number;
}

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

let context: AudioContext | undefined;

export function playSound(name: SoundName): void {
  const Context = window.AudioContext as typeof AudioContext | undefined;
  if (!Context) return;
  context ??= new Context();
  if (context.state === 'suspended') void context.resume();
  const start = context.currentTime;
  for (const note of SOUNDS[name]) {
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = note.type;
    oscillator.frequency.value = note.frequency;
    // A short attack and an exponential release, or every note would click.
    gain.gain.setValueAtTime(0.0001, start + note.at);
    gain.gain.exponentialRampToValueAtTime(note.gain, start + note.at + 0.01);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + note.at + note.duration);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(start + note.at);
    oscillator.stop(start + note.at + note.duration + 0.02);
  }
}
