import { bucketColour, bucketLabel } from './plinko-buckets';
import {
  ballPosition,
  bucketCentre,
  pathStops,
  pinPosition,
  plinkoLayout,
  type PlinkoLayout,
  type Point,
} from './plinko-geometry';

/** A phone's screen at 3× costs 2.25 times the pixels of 2× for no visible gain here. */
const MAX_DPR = 2;
/** Per row: 16 rows fall in about 2.4 s, as players of the genre expect. */
export const LEG_MS = 140;
const PULSE_MS = 450;
const COLOURS = {
  background: '#0f1320',
  pin: '#dfe5f5',
  ball: '#ff4d6d',
  ballEdge: '#ffd1da',
  label: '#1a1200',
};

/** The maths' bucket: the number of rights. */
const bucketOf = (path: readonly (0 | 1)[]): number =>
  path.reduce<number>((sum, step) => sum + step, 0);

interface Ball {
  path: readonly (0 | 1)[];
  stops: Point[];
  startedAt: number;
  /** The row whose pin it touched last, for one tick per pin. */
  row: number;
  onLand: () => void;
}

export interface PlinkoStage {
  /** Draws the board of `rows` rows with its buckets' multipliers. */
  show(rows: number, table: readonly number[]): void;
  /**
   * A ball falls along `path` (one entry per row shown); `onLand` once in its bucket, or at
   * once when it cannot be drawn (a hidden tab, another row count).
   */
  drop(path: readonly (0 | 1)[], onLand: () => void): void;
  /** The bucket pulses without a ball: instant mode. */
  pulse(bucket: number): void;
  destroy(): void;
}

/**
 * The plinko board on a Canvas 2D, drawn with requestAnimationFrame only while a ball falls or a
 * bucket pulses. The pins are drawn once per size into an offscreen layer, so a frame is one
 * image, the buckets and the balls: light enough for a cheap phone with several balls at once.
 * A hidden tab gets no frames, so its balls land at once rather than hold up auto-bet.
 */
export function createPlinkoStage(
  canvas: HTMLCanvasElement,
  onPinTouched: () => void,
): PlinkoStage {
  const ctx = canvas.getContext('2d', { alpha: false });
  const pins = document.createElement('canvas');
  const pinsCtx = pins.getContext('2d', { alpha: false });
  let rows = 0;
  let table: readonly number[] = [];
  let colours: string[] = [];
  let labels: string[] = [];
  let layout: PlinkoLayout | null = null;
  let width = 0;
  let height = 0;
  let dpr = 1;
  let frame = 0;
  const balls: Ball[] = [];
  /** Bucket → when its pulse started. */
  const pulses = new Map<number, number>();

  const drawPins = () => {
    if (!pinsCtx || !layout) return;
    pins.width = canvas.width;
    pins.height = canvas.height;
    pinsCtx.setTransform(dpr, 0, 0, dpr, 0, 0);
    pinsCtx.fillStyle = COLOURS.background;
    pinsCtx.fillRect(0, 0, width, height);
    pinsCtx.fillStyle = COLOURS.pin;
    pinsCtx.beginPath();
    for (let row = 0; row < rows; row += 1) {
      for (let index = 0; index < row + 3; index += 1) {
        const pin = pinPosition(layout, row, index);
        pinsCtx.moveTo(pin.x + layout.pinRadius, pin.y);
        pinsCtx.arc(pin.x, pin.y, layout.pinRadius, 0, Math.PI * 2);
      }
    }
    pinsCtx.fill();
  };

  const relayout = () => {
    dpr = Math.min(window.devicePixelRatio || 1, MAX_DPR);
    width = canvas.clientWidth;
    height = canvas.clientHeight;
    canvas.width = Math.round(width * dpr);
    canvas.height = Math.round(height * dpr);
    ctx?.setTransform(dpr, 0, 0, dpr, 0, 0);
    layout = rows > 0 && width > 0 && height > 0 ? plinkoLayout(rows, width, height) : null;
    if (layout) for (const ball of balls) ball.stops = pathStops(layout, ball.path);
    drawPins();
  };

  const drawBuckets = (now: number) => {
    if (!ctx || !layout) return;
    const { bucketWidth: w, bucketHeight: h } = layout;
    const fontSize = Math.max(6, Math.min(12, w * 0.4, h * 0.6));
    ctx.font = `700 ${fontSize}px system-ui, sans-serif`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    table.forEach((_, bucket) => {
      const centre = bucketCentre(layout!, bucket);
      const started = pulses.get(bucket);
      const phase = started === undefined ? 1 : (now - started) / PULSE_MS;
      if (phase >= 1) pulses.delete(bucket);
      // A landing pushes the bucket down and lights it, then it springs back.
      const push = phase < 1 ? Math.sin(phase * Math.PI) : 0;
      const y = centre.y + push * h * 0.35;
      ctx.fillStyle = colours[bucket]!;
      ctx.beginPath();
      if ('roundRect' in ctx)
        ctx.roundRect(centre.x - w / 2, y - h / 2, w, h, Math.min(4, w * 0.2));
      else (ctx as CanvasRenderingContext2D).rect(centre.x - w / 2, y - h / 2, w, h);
      ctx.fill();
      if (push > 0) {
        ctx.fillStyle = `rgba(255, 255, 255, ${0.45 * push})`;
        ctx.fill();
      }
      const label = labels[bucket]!;
      const room = w - 2;
      const measured = ctx.measureText(label).width;
      ctx.fillStyle = COLOURS.label;
      if (measured > room) {
        ctx.save();
        ctx.translate(centre.x, y);
        ctx.scale(room / measured, 1);
        ctx.fillText(label, 0, 0);
        ctx.restore();
      } else {
        ctx.fillText(label, centre.x, y);
      }
    });
  };

  const land = (ball: Ball, now: number) => {
    balls.splice(balls.indexOf(ball), 1);
    pulses.set(bucketOf(ball.path), now);
    ball.onLand();
  };

  const draw = (now: number) => {
    frame = 0;
    if (!ctx || !layout) return;
    ctx.drawImage(pins, 0, 0, width, height);
    for (const ball of [...balls]) {
      const progress = (now - ball.startedAt) / LEG_MS;
      if (progress >= ball.stops.length - 1) {
        land(ball, now);
        continue;
      }
      const row = Math.min(rows, Math.floor(progress));
      if (row > ball.row && row <= rows) {
        ball.row = row;
        onPinTouched();
      }
    }
    drawBuckets(now);
    ctx.fillStyle = COLOURS.ball;
    ctx.strokeStyle = COLOURS.ballEdge;
    ctx.lineWidth = 1;
    for (const ball of balls) {
      const at = ballPosition(layout, ball.stops, (now - ball.startedAt) / LEG_MS);
      ctx.beginPath();
      ctx.arc(at.x, at.y, layout.ballRadius, 0, Math.PI * 2);
      ctx.fill();
      ctx.stroke();
    }
    if (balls.length > 0 || pulses.size > 0) schedule();
  };

  function schedule() {
    if (frame === 0) frame = requestAnimationFrame(draw);
  }

  const landAll = () => {
    const now = performance.now();
    for (const ball of [...balls]) land(ball, now);
    schedule();
  };

  const onVisibility = () => {
    if (document.hidden) landAll();
  };

  const observer = new ResizeObserver(() => {
    relayout();
    schedule();
  });
  observer.observe(canvas);
  document.addEventListener('visibilitychange', onVisibility);

  return {
    show(nextRows, nextTable) {
      const resized = nextRows !== rows;
      rows = nextRows;
      table = nextTable;
      colours = table.map((multiplier) => bucketColour(multiplier, table));
      labels = table.map(bucketLabel);
      if (resized) {
        // Balls of another board cannot be drawn on this one: they land where they were headed.
        landAll();
        relayout();
      }
      schedule();
    },
    drop(path, onLand) {
      if (!layout || path.length !== rows || document.hidden) {
        pulses.set(bucketOf(path), performance.now());
        onLand();
        schedule();
        return;
      }
      balls.push({
        path,
        stops: pathStops(layout, path),
        startedAt: performance.now(),
        row: 0,
        onLand,
      });
      schedule();
    },
    pulse(bucket) {
      pulses.set(bucket, performance.now());
      schedule();
    },
    destroy() {
      // Every round dropped is settled, even when the board goes before its ball lands.
      for (const ball of [...balls]) land(ball, performance.now());
      cancelAnimationFrame(frame);
      observer.disconnect();
      document.removeEventListener('visibilitychange', onVisibility);
    },
  };
}
