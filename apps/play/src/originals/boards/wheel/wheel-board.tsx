import {
  RISKS,
  WHEEL_SEGMENTS,
  wheelTable,
  type WheelOutcome,
  type WheelParams,
} from '@jackdaw/games';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { formatChance, formatMultiplier } from '../../lib/format';
import type { BoardProps, BoardRound } from '../board';
import { BoardSelect, RISK_TEXT } from '../board-select';
import {
  easeOutQuart,
  segmentAtPointer,
  segmentPath,
  spinTarget,
  wheelLegend,
} from './wheel-geometry';
import './wheel.css';

const SPIN_MS = 2_600;
const OUTER = 100;
const INNER = 64;
/** Segment ticks closer than this merge: 50 segments passing fast stay a rattle, not a buzz. */
const TICK_GAP_MS = 40;

type WheelRound = BoardRound<WheelParams, WheelOutcome>;

/**
 * The wheel: its segments coloured by multiplier (SVG), the pointer at the top, segments and risk
 * above and the legend of multipliers with their chances below. A round spins the wheel a few
 * turns onto its segment, easing out; the rotation is written to the DOM per frame, so the
 * component renders again only when a spin starts or ends.
 */
export default function WheelBoard({
  params,
  onParams,
  round,
  instant,
  disabled,
  t,
  money,
  sound,
  onSettled,
}: BoardProps<WheelParams, WheelOutcome>) {
  const { segments, risk } = params;
  const table = wheelTable({ segments, risk });
  const legend = useMemo(() => wheelLegend(wheelTable({ segments, risk })), [segments, risk]);
  const colourOf = useMemo(
    () => new Map(legend.map((entry) => [entry.multiplier, entry.colour])),
    [legend],
  );
  const rotorRef = useRef<SVGGElement>(null);
  const hubRef = useRef<HTMLParagraphElement>(null);
  const rotationRef = useRef(0);
  const frameRef = useRef(0);
  const seenRef = useRef<WheelRound | null>(null);
  const finishRef = useRef<(() => void) | null>(null);
  const [spinning, setSpinning] = useState(false);
  const [landed, setLanded] = useState<{ segment: number; multiplier: number } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const latestRef = useRef({ onSettled, sound, t, money });
  useEffect(() => {
    latestRef.current = { onSettled, sound, t, money };
  });

  const turnTo = (rotation: number) => {
    rotationRef.current = rotation;
    rotorRef.current?.setAttribute('transform', `rotate(${rotation.toFixed(3)})`);
  };

  useEffect(() => {
    turnTo(rotationRef.current);
    return () => {
      cancelAnimationFrame(frameRef.current);
      finishRef.current?.();
    };
  }, []);

  // Another wheel: what the last one landed on means nothing on it.
  useEffect(() => {
    setLanded(null);
    if (hubRef.current) hubRef.current.textContent = '';
  }, [segments, risk]);

  useEffect(() => {
    if (!round || round === seenRef.current) return;
    seenRef.current = round;
    cancelAnimationFrame(frameRef.current);
    finishRef.current?.();
    const { segment } = round.outcome;
    const roundTable = wheelTable(round.params);
    const multiplier = roundTable[segment] ?? 0;
    const count = round.params.segments;
    const finish = () => {
      finishRef.current = null;
      setSpinning(false);
      setLanded({ segment, multiplier });
      if (hubRef.current) hubRef.current.textContent = formatMultiplier(multiplier);
      const { t, money, onSettled } = latestRef.current;
      setAnnouncement(
        `${t('wheel.landed', { multiplier: formatMultiplier(multiplier) })}. ${
          round.win > 0 ? t('board.won', { amount: money.format(round.win) }) : t('board.lost')
        }`,
      );
      onSettled();
    };
    const start = rotationRef.current;
    // A hidden tab gets no frames: its wheel stops at once rather than hold up auto-bet.
    if (instant || document.hidden || count !== segments) {
      turnTo(spinTarget(start, segment, count, 0));
      finish();
      return;
    }
    const end = spinTarget(start, segment, count);
    const began = performance.now();
    let pointed = segmentAtPointer(start, count);
    let lastTick = 0;
    finishRef.current = () => {
      turnTo(end);
      finish();
    };
    setSpinning(true);
    setLanded(null);
    const frame = (now: number) => {
      const progress = Math.min(1, (now - began) / SPIN_MS);
      turnTo(start + (end - start) * easeOutQuart(progress));
      const under = segmentAtPointer(rotationRef.current, count);
      if (under !== pointed) {
        pointed = under;
        if (hubRef.current) hubRef.current.textContent = formatMultiplier(roundTable[under] ?? 0);
        if (now - lastTick >= TICK_GAP_MS) {
          lastTick = now;
          latestRef.current.sound('tick');
        }
      }
      if (progress < 1) frameRef.current = requestAnimationFrame(frame);
      else finish();
    };
    frameRef.current = requestAnimationFrame(frame);
  }, [round, instant, segments]);

  const locked = disabled || spinning;
  return (
    <section class="wheel" data-testid="wheel-board" data-spinning={spinning}>
      <div class="wheel-controls">
        <BoardSelect
          label={t('wheel.segments')}
          testId="wheel-segments"
          value={segments}
          choices={WHEEL_SEGMENTS}
          disabled={locked}
          onChange={(choice) => onParams({ ...params, segments: choice })}
        />
        <BoardSelect
          label={t('board.risk')}
          testId="wheel-risk"
          value={risk}
          choices={RISKS}
          text={(choice) => t(RISK_TEXT[choice])}
          disabled={locked}
          onChange={(choice) => onParams({ ...params, risk: choice })}
        />
      </div>
      <div
        class="wheel-stage"
        role="img"
        aria-label={t('wheel.board', { segments })}
        data-testid="wheel-stage"
        data-segment={landed?.segment ?? ''}
      >
        <svg class="wheel-svg" viewBox="-110 -110 220 220" aria-hidden="true">
          <g ref={rotorRef}>
            {table.map((multiplier, index) => (
              <path
                key={index}
                d={segmentPath(index, segments, OUTER, INNER)}
                fill={colourOf.get(multiplier)}
                class="wheel-segment"
              />
            ))}
            {/* Drawn last, so no neighbour covers its outline. */}
            {landed && landed.segment < segments && (
              <path
                d={segmentPath(landed.segment, segments, OUTER, INNER)}
                fill="none"
                class="wheel-segment-landed"
              />
            )}
          </g>
          <circle r={INNER - 2} class="wheel-hub" />
          <path d="M -9 -110 L 9 -110 L 0 -92 Z" class="wheel-pointer" />
        </svg>
        {/* Written by the spin only: it follows the segment under the pointer frame by frame. */}
        <p ref={hubRef} class="wheel-result" data-testid="wheel-result" />
      </div>
      <ul class="wheel-legend" aria-label={t('wheel.legend')} data-testid="wheel-legend">
        {legend.map((entry) => (
          <li
            key={entry.multiplier}
            class={
              landed?.multiplier === entry.multiplier && !spinning
                ? 'wheel-legend-item wheel-legend-landed'
                : 'wheel-legend-item'
            }
          >
            <span class="wheel-swatch" style={{ background: entry.colour }} />
            <span class="wheel-legend-multiplier">{formatMultiplier(entry.multiplier)}</span>
            <span class="wheel-legend-chance">
              {formatChance(Math.floor(entry.chance * 10_000 + 1e-9))}
            </span>
          </li>
        ))}
      </ul>
      <p class="visually-hidden" aria-live="polite" data-testid="wheel-announcement">
        {announcement}
      </p>
    </section>
  );
}
