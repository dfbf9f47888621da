import type { ComponentProps } from 'preact';
import { Icon } from './icons';

/** A game's top bar button: an icon, named for screen readers (and as a tooltip, if asked). */
export function MenuButton({
  icon,
  label,
  tooltip = false,
  testId,
  onClick,
}: {
  icon: ComponentProps<typeof Icon>['name'];
  label: string;
  tooltip?: boolean;
  testId?: string;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      class="icon-button"
      aria-label={label}
      title={tooltip ? label : undefined}
      data-testid={testId}
      onClick={onClick}
    >
      <Icon name={icon} />
    </button>
  );
}

/** The sound switch of every client's top bar; `label` says what pressing it does. */
export function SoundButton({
  sound,
  label,
  onSound,
}: {
  sound: boolean;
  label: string;
  onSound: (on: boolean) => void;
}) {
  return (
    <button
      type="button"
      class="icon-button"
      aria-pressed={sound}
      aria-label={label}
      onClick={() => onSound(!sound)}
    >
      <Icon name={sound ? 'soundOn' : 'soundOff'} />
    </button>
  );
}
