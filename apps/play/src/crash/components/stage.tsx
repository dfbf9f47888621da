import { CRASH_BETTING_MS, type CrashPhase } from '@jackdaw/contracts';
import { CRASH_GROWTH_PER_MS, elapsedAt, multiplierAt } from '@jackdaw/games';
import { useEffect, useRef } from 'preact/hooks';
import { elapsedSince } from '../game/clock';
import type { CrashGame } from '../game/crash-game';
import type { LiveValue } from '../game/live-value';
import { useCrashTranslate } from '../i18n/translate';
import { formatMultiplier } from '../lib/multiplier';

/** A phone's screen at 3× costs 2.25 times the pixels of 2× for no visible gain here. */
const MAX_DPR = 2;
const SEGMENTS = 48;
const CAPTION_FLYING = -2;
const CAPTION_ENDED = -3;
const CAPTION_INTERRUPTED = -4;
const PAD = 14;
const COLOURS = {
  curve: '#f5b82e',
  fill: 'rgba(245, 184, 46, 0.16)',
  ended: '#ff5d5d',
  endedFill: 'rgba(255, 93, 93, 0.12)',
  axis: '#2a3249',
  bar: '#f5b82e',
  plane: '#ff4d4d',
};

/** The plane, nose along +x, about 34 px long; drawn at the curve's tip along its tangent. */
function drawPlane(ctx: CanvasRenderingContext2D): void {
  ctx.fillStyle = COLOURS.plane;
  ctx.beginPath();
  ctx.moveTo(16, 0);
  ctx.quadraticCurveTo(10, -4, -14, -3);
  ctx.lineTo(-18, -10);
  ctx.lineTo(-13, -10);
  ctx.lineTo(-8, -3);
  ctx.lineTo(-1, -3);
  ctx.lineTo(-8, -15);
  ctx.lineTo(-2, -15);
  ctx.lineTo(8, -3);
  ctx.lineTo(8, 3);
  ctx.lineTo(-2, 13);
  ctx.lineTo(-8, 13);
  ctx.lineTo(-1, 3);
  ctx.lineTo(-14, 3);
  ctx.closePath();
  ctx.fill();
}

/**
 * The flight: a Canvas 2D curve and plane drawn with requestAnimationFrame from the round's
 * take-off time on the server's clock (`multiplierAt`, the server's own maths). The big
 * multiplier and the countdown are DOM text written only when their shown value changes; the
 * component itself renders again only on a phase change. Betting draws its countdown bar, an
 * ended round is drawn once, and nothing allocates per frame.
 */
export function Stage({
  game,
  live,
  phase,
  roundId,
}: {
  game: CrashGame;
  live: LiveValue;
  phase: CrashPhase;
  roundId: number | null;
}) {
  const t = useCrashTranslate();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const multiplierRef = useRef<HTMLParagraphElement>(null);
  const captionRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    const canvas = canvasRef.current!;
    const ctx = canvas.getContext('2d', { alpha: false });
    if (!ctx) return;
    let width = 0;
    let height = 0;
    let frame = 0;
    // What the canvas shows while nothing moves (an ended round, the betting backdrop).
    let drawnRound = -1;
    let drawnPhase = '';
    let xMax = 1;
    let yMax = 2;
    let plotW = 1;
    let plotH = 1;
    const x = (ms: number) => PAD + (ms / xMax) * plotW;
    const y = (m: number) => height - PAD - ((m - 1) / (yMax - 1)) * plotH;
    let shownHundredths = -1;
    let shownCaption = -1;
    let fill: CanvasGradient | null = null;

    const resize = () => {
      const dpr = Math.min(window.devicePixelRatio || 1, MAX_DPR);
      width = canvas.clientWidth;
      height = canvas.clientHeight;
      canvas.width = Math.round(width * dpr);
      canvas.height = Math.round(height * dpr);
      ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
      fill = null;
      drawnPhase = '';
    };
    const observer = new ResizeObserver(resize);
    observer.observe(canvas);
    resize();

    const background = () => {
      ctx.fillStyle = '#0f1320';
      ctx.fillRect(0, 0, width, height);
      ctx.strokeStyle = COLOURS.axis;
      ctx.lineWidth = 1;
      ctx.beginPath();
      ctx.moveTo(PAD, PAD);
      ctx.lineTo(PAD, height - PAD);
      ctx.lineTo(width - PAD, height - PAD);
      ctx.stroke();
    };

    /** The curve from take-off to `elapsed` ms, scaled so its tip stays in view. */
    const curve = (elapsed: number, ended: boolean) => {
      xMax = Math.max(8_000, elapsed * 1.15);
      const top = Math.exp(CRASH_GROWTH_PER_MS * elapsed);
      yMax = Math.max(2, top * 1.2);
      plotW = width - 2 * PAD - 24;
      plotH = height - 2 * PAD - 24;
      ctx.beginPath();
      ctx.moveTo(x(0), y(1));
      for (let i = 1; i <= SEGMENTS; i += 1) {
        const ms = (elapsed * i) / SEGMENTS;
        ctx.lineTo(x(ms), y(Math.exp(CRASH_GROWTH_PER_MS * ms)));
      }
      const tipX = x(elapsed);
      const tipY = y(top);
      ctx.lineWidth = 4;
      ctx.strokeStyle = ended ? COLOURS.ended : COLOURS.curve;
      ctx.stroke();
      ctx.lineTo(tipX, height - PAD);
      ctx.lineTo(x(0), height - PAD);
      ctx.closePath();
      if (!ended) {
        fill ??= (() => {
          const gradient = ctx.createLinearGradient(0, PAD, 0, height - PAD);
          gradient.addColorStop(0, COLOURS.fill);
          gradient.addColorStop(1, 'rgba(245, 184, 46, 0)');
          return gradient;
        })();
      }
      ctx.fillStyle = ended ? COLOURS.endedFill : fill!;
      ctx.fill();
      if (!ended) {
        // The tangent's slope on screen: dm/dt = k·m, scaled by both axes.
        const slope = ((CRASH_GROWTH_PER_MS * top) / (yMax - 1)) * plotH * (xMax / plotW);
        ctx.save();
        ctx.translate(tipX, tipY);
        ctx.rotate(-Math.atan(slope));
        drawPlane(ctx);
        ctx.restore();
      }
    };

    const setMultiplier = (hundredths: number) => {
      if (hundredths === shownHundredths) return;
      shownHundredths = hundredths;
      live.set(hundredths);
      if (multiplierRef.current) multiplierRef.current.textContent = formatMultiplier(hundredths);
    };

    /**
     * The caption under the multiplier, written when its `code` changes: the countdown's tenths
     * of a second, or a negative code per phase. The text is made only then, not per frame.
     */
    const captionFor = (code: number): string => {
      if (code === CAPTION_FLYING) return t('phase.flying');
      if (code === CAPTION_INTERRUPTED) return t('phase.interrupted');
      return t('phase.betting', { seconds: (code / 10).toFixed(1) });
    };
    const setCaption = (code: number) => {
      if (code === shownCaption) return;
      shownCaption = code;
      if (captionRef.current) captionRef.current.textContent = captionFor(code);
    };

    const unchanged = (roundId: number, phase: string) => {
      if (drawnRound === roundId && drawnPhase === phase) return true;
      drawnRound = roundId;
      drawnPhase = phase;
      return false;
    };

    const draw = () => {
      frame = requestAnimationFrame(draw);
      const state = game.state;
      const round = state.round;
      const offset = state.offset ?? 0;
      if (!round || width === 0) return;
      const now = Date.now();
      if (round.phase === 'flying' && round.startedAt !== null) {
        const elapsed = Math.max(0, elapsedSince(round.startedAt, offset, now));
        background();
        curve(elapsed, false);
        setMultiplier(multiplierAt(elapsed));
        setCaption(CAPTION_FLYING);
        drawnPhase = 'flying';
        return;
      }
      if (round.phase === 'ended') {
        if (unchanged(round.roundId, 'ended')) return;
        background();
        if (round.result !== null && !round.interrupted) {
          curve(elapsedAt(round.result), true);
          setMultiplier(round.result);
          shownCaption = CAPTION_ENDED;
          if (captionRef.current) {
            captionRef.current.textContent = t('phase.ended', {
              multiplier: formatMultiplier(round.result),
            });
          }
        } else {
          setCaption(CAPTION_INTERRUPTED);
        }
        return;
      }
      // Betting: the countdown bar, and the seconds in the caption.
      const endsAt = round.bettingEndsAt ?? now + offset;
      const left = Math.max(0, endsAt - (now + offset));
      if (!unchanged(round.roundId, 'betting')) {
        background();
        setMultiplier(100);
      }
      const barY = height - 8;
      ctx.fillStyle = '#0f1320';
      ctx.fillRect(0, barY - 1, width, 8);
      ctx.fillStyle = COLOURS.bar;
      ctx.fillRect(PAD, barY, (width - 2 * PAD) * Math.min(1, left / CRASH_BETTING_MS), 4);
      const tenths = Math.ceil(left / 100);
      setCaption(tenths);
    };
    frame = requestAnimationFrame(draw);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
    };
  }, [game, live, t]);

  return (
    // The phase as an attribute the journeys read (`crash-phase`), rendered on changes only.
    <div
      class="crash-stage"
      data-testid="crash-phase"
      data-phase={phase}
      data-round={roundId ?? ''}
    >
      <canvas ref={canvasRef} class="crash-canvas" data-testid="crash-canvas" aria-hidden="true" />
      <div class="crash-overlay">
        <p ref={multiplierRef} class="crash-multiplier" data-testid="crash-multiplier">
          1.00×
        </p>
        {/* Not a live region: the countdown changes ten times a second. */}
        <p ref={captionRef} class="crash-caption" />
      </div>
    </div>
  );
}
