import { multiplierAt } from '@jackdaw/games';

/**
 * The server's clock as seen from here: `offset` = server time − local time (ms). Every
 * message carrying `serverNow` is a sample; its network delay makes it read low, so a sample
 * above the offset is taken at once (a faster message) and one below only nudges it (a slow
 * message, or the local clock drifting). A jump of more than a second (a sleeping tab, a
 * changed system clock) is taken whole.
 */
export const CLOCK_JUMP_MS = 1_000;
/** How far a lower sample moves the offset (a slow message should barely count). */
export const CLOCK_NUDGE = 0.1;

export function nextOffset(current: number | null, serverNow: number, receivedAt: number): number {
  const sample = serverNow - receivedAt;
  if (current === null) return sample;
  const gap = sample - current;
  if (gap >= 0 || -gap > CLOCK_JUMP_MS) return sample;
  return current + gap * CLOCK_NUDGE;
}

/** Milliseconds since take-off by the server's clock (negative before it). */
export const elapsedSince = (startedAt: number, offset: number, localNow: number): number =>
  localNow + offset - startedAt;

/** The multiplier to show now (hundredths): the server's maths, never the round's result. */
export const liveMultiplier = (startedAt: number, offset: number, localNow: number): number =>
  multiplierAt(elapsedSince(startedAt, offset, localNow));
