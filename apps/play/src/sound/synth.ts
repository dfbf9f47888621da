/**
 * WebAudio synthesis both game clients share: nothing to download on a slow connection and
 * nothing fetched from elsewhere. The context is made on the first sound, which always follows
 * a tap (browsers keep audio silent until the page has had a gesture).
 */
export interface Note {
  /** Hertz at the start. */
  frequency: number;
  /** Hertz at the end, for a sweep; a steady tone without. */
  to?: number;
  /** Seconds after the sound starts. */
  at: number;
  duration: number;
  type: OscillatorType;
  gain: number;
}

let context: AudioContext | undefined;

export function playNotes(notes: readonly Note[]): void {
  const Context = window.AudioContext as typeof AudioContext | undefined;
  if (!Context) return;
  context ??= new Context();
  if (context.state === 'suspended') void context.resume();
  const start = context.currentTime;
  for (const note of notes) {
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = note.type;
    oscillator.frequency.value = note.frequency;
    if (note.to !== undefined) {
      oscillator.frequency.setValueAtTime(note.frequency, start + note.at);
      oscillator.frequency.exponentialRampToValueAtTime(note.to, start + note.at + note.duration);
    }
    // A short attack and an exponential release, or every note would click.
    gain.gain.setValueAtTime(0.0001, start + note.at);
    gain.gain.exponentialRampToValueAtTime(note.gain, start + note.at + 0.01);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + note.at + note.duration);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(start + note.at);
    oscillator.stop(start + note.at + note.duration + 0.02);
  }
}
