import { WHEEL_SPIN_ANGLES, wheelAttempts, type WheelType } from '@jackdaw/contracts';

/**
 * What each segment of a wheel shows. The spins stop at fixed angles (engagement §9), so the
 * segments under the pointer are known in advance: the last stop shows the configured prize,
 * an earlier stop says "spin again" (the visitor has an attempt left), and the others show the
 * prize's parts (its percent, its free spins) or the theme's emblem. No segment offers a prize
 * the wheel cannot give.
 */
export type SegmentKind = 'prize' | 'again' | 'percent' | 'spins' | 'emblem';

/**
 * The segment under a pointer at the top after the wheel has turned `angle` degrees clockwise;
 * segment 0 is centred at the top before any turn and the others follow clockwise.
 */
export function segmentAt(angle: number, segments: number): number {
  const width = 360 / segments;
  // The point of the wheel now under the pointer, measured clockwise from its own top.
  const point = (((-angle % 360) + 360) % 360) + width / 2;
  return Math.floor(point / width) % segments;
}

/** The stops of a wheel's spins, in order (fruity: one). */
export const wheelStops = (type: WheelType): readonly number[] =>
  WHEEL_SPIN_ANGLES.slice(0, wheelAttempts(type));

/** Kinds of the segments of a wheel with `segments` segments, clockwise from the top. */
export function segmentKinds(type: WheelType, segments: number): SegmentKind[] {
  const stops = wheelStops(type).map((angle) => segmentAt(angle, segments));
  const filler: SegmentKind[] = ['percent', 'spins', 'emblem'];
  return Array.from({ length: segments }, (_, index) => {
    const last = stops.length - 1;
    if (stops[last] === index) return 'prize';
    if (stops.includes(index)) return 'again';
    return filler[index % filler.length] ?? 'emblem';
  });
}

/** The path of a segment of a wheel of `radius`, centred on (0, 0), `index` clockwise from top. */
export function segmentPath(index: number, segments: number, radius: number): string {
  const width = (2 * Math.PI) / segments;
  const from = index * width - width / 2 - Math.PI / 2;
  const to = from + width;
  const point = (angle: number) =>
    `${round(radius * Math.cos(angle))} ${round(radius * Math.sin(angle))}`;
  const large = width > Math.PI ? 1 : 0;
  return `M0 0L${point(from)}A${radius} ${radius} 0 ${large} 1 ${point(to)}Z`;
}

const round = (value: number) => Math.round(value * 100) / 100;

/** The rotation (degrees, clockwise from the top) of the middle of a segment. */
export const segmentRotation = (index: number, segments: number): number =>
  (360 / segments) * index;

/**
 * How long a spin turns (engagement §4 asks for an eased spin; about 4 s). A visitor who prefers
 * reduced motion sees it settle in a moment rather than not at all, so the result still reads
 * as a spin.
 */
export const spinDuration = (reducedMotion: boolean): number => (reducedMotion ? 600 : 4200);
