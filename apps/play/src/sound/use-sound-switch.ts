import { useRef, useState } from 'preact/hooks';
import { storedPreference } from '../lib/stored-preference';

/**
 * The sound switch both game clients show, remembered on the device (on unless turned off).
 * `play` wraps a client's player so it stays silent while the switch is off; the game keeps
 * that callback as long as it lives, so it reads the switch through a ref.
 */
export function useSoundSwitch<Name>(player: (name: Name) => void): {
  sound: boolean;
  setSound: (on: boolean) => void;
  play: (name: Name) => void;
} {
  const [sound, setState] = useState(() => storedPreference.get('sound') !== 'off');
  const onRef = useRef(sound);
  const play = useRef((name: Name) => {
    if (onRef.current) player(name);
  }).current;
  const setSound = (on: boolean) => {
    setState(on);
    onRef.current = on;
    storedPreference.set('sound', on ? 'on' : 'off');
  };
  return { sound, setSound, play };
}
