/*
 * The wheel's angles and colours, pure. Angles are degrees clockwise; segment i spans
 * [i, i + 1) × 360 / N from the top, so the maths' segment order reads clockwise from the pointer.
 */

/** Whole turns a spin makes before it slows onto its segment. */
export const SPIN_TURNS = 4;

export const segmentSweep = (segments: number): number => 360 / segments;

/** The wheel's rotation in 0..360 that puts segment `segment`'s middle under the top pointer. */
export function restingRotation(segment: number, segments: number): number {
  const middle = (segment + 0.5) * segmentSweep(segments);
  return (360 - middle) % 360;
}

/**
 * Where a spin from `current` ends: at least `turns` whole turns further clockwise, on the
 * rotation that shows `segment` at the pointer.
 */
export function spinTarget(
  current: number,
  segment: number,
  segments: number,
  turns = SPIN_TURNS,
): number {
  const rest = restingRotation(segment, segments);
  const from = current + turns * 360;
  const base = from - (((from % 360) + 360) % 360);
  const target = base + rest;
  return target >= from ? target : target + 360;
}

/** Which segment sits under the pointer at `rotation`. */
export function segmentAtPointer(rotation: number, segments: number): number {
  const underPointer = (((360 - rotation) % 360) + 360) % 360;
  return Math.floor(underPointer / segmentSweep(segments)) % segments;
}

/** Fast start, long slow finish: the ease of a wheel losing speed to friction. */
export const easeOutQuart = (t: number): number => 1 - (1 - Math.min(1, Math.max(0, t))) ** 4;

/** The SVG path of segment `index` of a wheel of `segments` with outer and inner radii. */
export function segmentPath(
  index: number,
  segments: number,
  outer: number,
  inner: number,
  centre = 0,
): string {
  const sweep = segmentSweep(segments);
  const point = (angle: number, radius: number) => {
    const rad = ((angle - 90) * Math.PI) / 180;
    return `${(centre + radius * Math.cos(rad)).toFixed(3)} ${(centre + radius * Math.sin(rad)).toFixed(3)}`;
  };
  const a = index * sweep;
  const b = a + sweep;
  return [
    `M ${point(a, outer)}`,
    `A ${outer} ${outer} 0 0 1 ${point(b, outer)}`,
    `L ${point(b, inner)}`,
    `A ${inner} ${inner} 0 0 0 ${point(a, inner)}`,
    'Z',
  ].join(' ');
}

export interface LegendEntry {
  multiplier: number;
  /** How many segments pay it. */
  count: number;
  /** count / segments. */
  chance: number;
  colour: string;
}

const LOSS_COLOUR = '#2f3850';
/** Cool to hot: the largest multiplier of a table always takes the hottest colour. */
const PALETTE = ['#c9d1e3', '#5fd38d', '#f5b82e', '#b57bff', '#ff8a3d', '#ff4d6d'];

/** Each distinct multiplier of a table, ascending, with its chance and colour. */
export function wheelLegend(table: readonly number[]): LegendEntry[] {
  const counts = new Map<number, number>();
  for (const m of table) counts.set(m, (counts.get(m) ?? 0) + 1);
  const values = [...counts.keys()].sort((a, b) => a - b);
  const paying = values.filter((m) => m > 0);
  const shift = Math.max(0, PALETTE.length - paying.length);
  return values.map((multiplier) => ({
    multiplier,
    count: counts.get(multiplier)!,
    chance: counts.get(multiplier)! / table.length,
    colour:
      multiplier > 0
        ? PALETTE[Math.min(PALETTE.length - 1, shift + paying.indexOf(multiplier))]!
        : LOSS_COLOUR,
  }));
}
