/*
 * Where the plinko board's pins, buckets and balls are, in CSS pixels of the canvas. Pure, so the
 * board draws what the tests check: a ball that follows the outcome's path touches one pin per
 * row and ends in the bucket that the path's count of rights names.
 *
 * Row r (0-based) has r + 3 pins; the pin under a ball that has gone right s times in its first
 * r rows is pin s + 1 of row r, so every left or right moves the ball half a pin gap and the last
 * row hands it to bucket s, as the maths counts it.
 */

export interface Point {
  x: number;
  y: number;
}

export interface PlinkoLayout {
  rows: number;
  width: number;
  height: number;
  /** Horizontal distance between two pins of a row (and between two bucket centres). */
  gap: number;
  /** Vertical distance between two rows of pins. */
  rowGap: number;
  /** The first row's y. */
  top: number;
  centreX: number;
  pinRadius: number;
  ballRadius: number;
  /** The buckets' box: centre y and size. */
  bucketY: number;
  bucketWidth: number;
  bucketHeight: number;
}

const MARGIN = 8;

/** The board for `rows` rows in a `width` × `height` box: as large as fits, centred. */
export function plinkoLayout(rows: number, width: number, height: number): PlinkoLayout {
  // The widest row has rows + 2 pins: rows + 1 gaps, plus a gap of margin for the buckets' ends.
  const byWidth = (width - 2 * MARGIN) / (rows + 2);
  // Rows, a ball's start above the first row, and the bucket row under the last.
  const byHeight = (height - 2 * MARGIN) / (rows + 1.6);
  const gap = Math.max(1, Math.min(byWidth, byHeight * 1.15));
  const rowGap = Math.min(byHeight, gap / 1.15) || 1;
  const boardHeight = rowGap * (rows + 1.6);
  const top = Math.max(MARGIN, (height - boardHeight) / 2) + rowGap * 0.8;
  const pinRadius = Math.max(1.5, gap * 0.09);
  return {
    rows,
    width,
    height,
    gap,
    rowGap,
    top,
    centreX: width / 2,
    pinRadius,
    ballRadius: Math.max(3, gap * 0.22),
    bucketY: top + (rows - 1) * rowGap + rowGap * 0.85,
    bucketWidth: gap * 0.9,
    bucketHeight: Math.min(rowGap * 0.8, gap * 0.75),
  };
}

/** Pin `index` (0..row + 2) of `row`. */
export function pinPosition(layout: PlinkoLayout, row: number, index: number): Point {
  return {
    x: layout.centreX + (index - (row + 2) / 2) * layout.gap,
    y: layout.top + row * layout.rowGap,
  };
}

/** The centre of bucket `bucket` (0..rows). */
export function bucketCentre(layout: PlinkoLayout, bucket: number): Point {
  return { x: layout.centreX + (bucket - layout.rows / 2) * layout.gap, y: layout.bucketY };
}

/**
 * The ball's stops: where it starts above the board, its touch on one pin of each row (resting
 * on the pin's top) and the bucket it lands in: path.length + 2 points.
 */
export function pathStops(layout: PlinkoLayout, path: readonly (0 | 1)[]): Point[] {
  const lift = layout.pinRadius + layout.ballRadius;
  const stops: Point[] = [{ x: layout.centreX, y: layout.top - layout.rowGap * 0.8 }];
  let rights = 0;
  for (let row = 0; row < path.length; row += 1) {
    const pin = pinPosition(layout, row, rights + 1);
    stops.push({ x: pin.x, y: pin.y - lift });
    rights += path[row]!;
  }
  stops.push(bucketCentre(layout, rights));
  return stops;
}

/**
 * A hop from `from` to `to`: x moves evenly, y is a thrown body's parabola that first rises `hop`
 * above `from` (a bounce off the pin) and then falls onto `to`. `t` runs 0..1.
 */
export function hopPoint(from: Point, to: Point, hop: number, t: number): Point {
  const drop = to.y - from.y;
  // y(t) = from.y − v·t + a·t², with y(1) = to.y and the peak v²/4a = hop above from.y.
  const v = hop > 0 ? 2 * hop + 2 * Math.sqrt(hop * hop + hop * drop) : 0;
  const a = drop + v;
  return { x: from.x + (to.x - from.x) * t, y: from.y - v * t + a * t * t };
}

/**
 * The ball `progress` stops along its way (0 = start, path.length + 1 = in the bucket), with a
 * bounce after each pin; the first leg is a plain drop onto the first pin.
 */
export function ballPosition(
  layout: PlinkoLayout,
  stops: readonly Point[],
  progress: number,
): Point {
  const last = stops.length - 1;
  if (progress >= last) return stops[last]!;
  const leg = Math.max(0, Math.floor(progress));
  const t = Math.max(0, progress - leg);
  const hop = leg === 0 ? 0 : layout.rowGap * 0.28;
  return hopPoint(stops[leg]!, stops[leg + 1]!, hop, t);
}
