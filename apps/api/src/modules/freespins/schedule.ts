/*
 * The pure rules of a free-spin campaign (engagement §9 "Free spins"): its parts' schedule, which
 * part a spin comes from, and the win cap. No database here; unit-tested in schedule.test.ts.
 */

const HOUR = 60 * 60 * 1000;
/** Part i opens i days after the campaign starts. */
export const PART_SPACING_HOURS = 24;

export interface PartPlan {
  /** 0-based. */
  part: number;
  spins: number;
  availableFrom: Date;
  expiresAt: Date;
}

/**
 * `total` spins in `parts` equal parts (a remainder goes one spin each to the first parts),
 * part i open from `start` + i × 24 h for `partHours` hours.
 */
export function planParts(
  total: number,
  parts: number,
  start: Date,
  partHours: number,
): PartPlan[] {
  if (!Number.isInteger(total) || total < 1)
    throw new RangeError('spins must be a positive integer');
  const count = Math.max(1, Math.min(Math.trunc(parts) || 1, total));
  const hours = Math.max(1, Math.trunc(partHours) || 24);
  const base = Math.floor(total / count);
  const extra = total % count;
  return Array.from({ length: count }, (_, part) => {
    const availableFrom = new Date(start.getTime() + part * PART_SPACING_HOURS * HOUR);
    return {
      part,
      spins: base + (part < extra ? 1 : 0),
      availableFrom,
      expiresAt: new Date(availableFrom.getTime() + hours * HOUR),
    };
  });
}

/** A part as stored, with its spins played. */
export interface PartState {
  part: number;
  spins: number;
  played: number;
  availableFrom: Date;
  expiresAt: Date;
}

export const isOpen = (part: PartState, now: Date): boolean =>
  part.availableFrom.getTime() <= now.getTime() && now.getTime() < part.expiresAt.getTime();

/** The parts a spin may be taken from now: open, with spins left; the earliest first. */
export function openParts(parts: readonly PartState[], now: Date): PartState[] {
  return parts
    .filter((part) => isOpen(part, now) && part.played < part.spins)
    .sort((a, b) => a.part - b.part);
}

/** Where a campaign stands at `now`, as the card and the game client show it. */
export interface ScheduleView {
  /** Spins playable now. */
  available: number;
  /** The part a spin would come from now (0-based), else the next to open, else the last. */
  current: number;
  partEndsAt: Date | null;
  nextPartAt: Date | null;
  /** Every part is over (expired or played): the campaign ends. */
  over: boolean;
}

export function scheduleAt(parts: readonly PartState[], now: Date): ScheduleView {
  const open = openParts(parts, now);
  const upcoming = parts
    .filter((part) => part.availableFrom.getTime() > now.getTime())
    .sort((a, b) => a.part - b.part);
  const over = parts.every(
    (part) => part.played >= part.spins || part.expiresAt.getTime() <= now.getTime(),
  );
  const first = open[0];
  return {
    available: open.reduce((sum, part) => sum + (part.spins - part.played), 0),
    current: first?.part ?? upcoming[0]?.part ?? Math.max(0, parts.length - 1),
    partEndsAt: first ? first.expiresAt : null,
    nextPartAt: upcoming[0]?.availableFrom ?? null,
    over,
  };
}

/** What a free round's win credits so that the campaign's winnings never pass the cap. */
export function cappedCredit(win: bigint, winSoFar: bigint, cap: bigint): bigint {
  if (win <= 0n) return 0n;
  const room = cap - winSoFar;
  if (room <= 0n) return 0n;
  return win < room ? win : room;
}
