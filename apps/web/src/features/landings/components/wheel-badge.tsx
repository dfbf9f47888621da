import type { WheelType } from '@jackdaw/contracts';
import { WHEEL_THEMES } from '../lib/wheel-themes';
import { Emblem } from './wheel-emblem';

/** The wheel's emblem on its hub colours: the theme carried into the prize popup. */
export function WheelBadge({ type }: { type: WheelType }) {
  const theme = WHEEL_THEMES[type];
  return (
    <svg viewBox="-60 -60 120 120" width="88" height="88" aria-hidden="true" data-wheel-badge>
      <circle r="58" fill={theme.rim[1]} />
      <circle r="50" fill={theme.hub[1]} />
      <Emblem name={theme.emblem} size={70} />
    </svg>
  );
}
