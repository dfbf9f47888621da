import { WHEEL_SPIN_ANGLES, wheelAttempts, type WheelType } from '@jackdaw/contracts';

/**
 * A prize wheel (engagement §3 "Wheel", §4, §9): attempts left, the angle it turns to, whether
 * it rests (idle) and whether it takes a spin (disabled while it turns and once the attempts are
 * spent). Pure: the landing drives it with `spin` when the button is pressed and `settle` when
 * the animation has ended, so every transition is tested without a browser.
 */
export interface WheelState {
  type: WheelType;
  attempts: number;
  angle: number;
  idle: boolean;
  disabled: boolean;
}

export const initialWheel = (type: WheelType): WheelState => ({
  type,
  attempts: wheelAttempts(type),
  angle: 0,
  idle: true,
  disabled: false,
});

/** 1 for the first spin, 2 for the second: what the spin call counts. */
export const attemptNumber = (state: WheelState): number =>
  wheelAttempts(state.type) - state.attempts + 1;

/**
 * Starts a spin: the wheel turns to the angle of this attempt (715° first, 1410° second) and
 * takes no other spin until it settles. A wheel that is turning or spent stays as it is.
 */
export function spin(state: WheelState): WheelState {
  if (!state.idle || state.disabled || state.attempts <= 0) return state;
  const angle = WHEEL_SPIN_ANGLES[attemptNumber(state) - 1];
  if (angle === undefined) return state;
  return { ...state, angle, idle: false, disabled: true };
}

/**
 * The spin has ended: one attempt fewer; with attempts left the wheel rests and takes the next
 * spin, with none it rests disabled. Settling a wheel at rest changes nothing.
 */
export function settle(state: WheelState): WheelState {
  if (state.idle) return state;
  const attempts = state.attempts - 1;
  return { ...state, attempts, idle: true, disabled: attempts <= 0 };
}

/** The wheel has given all its spins: the prize is won. */
export const isFinished = (state: WheelState): boolean => state.idle && state.attempts <= 0;

/**
 * Where a wheel that has already been spun rests when the page is opened again in the same tab
 * (the visitor reloads, or comes back from the registration popup): the angle of its last spin.
 */
export function restoreWheel(type: WheelType, spent: number): WheelState {
  const total = wheelAttempts(type);
  const used = Math.max(0, Math.min(total, Math.floor(spent)));
  const attempts = total - used;
  return {
    type,
    attempts,
    angle: used === 0 ? 0 : (WHEEL_SPIN_ANGLES[used - 1] ?? 0),
    idle: true,
    disabled: attempts <= 0,
  };
}
