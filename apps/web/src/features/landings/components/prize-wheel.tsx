import type { WheelType } from '@jackdaw/contracts';
import { memo, useState, type ReactNode } from 'react';
import { segmentKinds, segmentPath, segmentRotation, type SegmentKind } from '../lib/wheel-layout';
import type { WheelState } from '../lib/wheel-machine';
import { WHEEL_THEMES, type WheelTheme } from '../lib/wheel-themes';
import { Emblem } from './wheel-emblem';

/** The words on the segments, in the visitor's language; lines are stacked toward the hub. */
export interface WheelLabels {
  prize: readonly string[];
  percent: readonly string[];
  spins: readonly string[];
  again: readonly string[];
}

export interface PrizeWheelProps {
  state: WheelState;
  labels: WheelLabels;
  /** How long the turn to the state's angle takes, in ms. */
  duration: number;
  /** The centre button: pressed to spin, its content says the attempts left. */
  button: ReactNode;
  /**
   * The rim's bulbs twinkle. Off while a popup covers the wheel: the popup's blurred backdrop
   * would be redrawn on every frame of the animation, which stalls a phone without a GPU.
   */
  twinkle: boolean;
}

// The drawing's units: the rim's outer edge at 210, the turning disk under it at 184.
const VIEW = 220;
const DISK = 184;
const RIM_INNER = 178;
const RIM_OUTER = 210;
const HUB = 54;

/**
 * A prize wheel drawn for its theme (issue 25): glow and ornaments behind, the turning disk of
 * segments, then the fixed rim with its bulbs, the pointer at the top and the hub, over which
 * the landing puts its spin button. The disk turns by a CSS transition of its transform: the
 * browser eases it on the compositor, which cheap phones keep smooth.
 */
export function PrizeWheel({ state, labels, duration, button, twinkle }: PrizeWheelProps) {
  const theme = WHEEL_THEMES[state.type];
  const ids = useIds();
  const diskInset = `${((VIEW - DISK) / (2 * VIEW)) * 100}%`;
  const hubSize = `${((2 * HUB) / (2 * VIEW)) * 100}%`;
  return (
    <div className="relative mx-auto aspect-square w-full max-w-[440px]" data-wheel={state.type}>
      <svg
        viewBox={`${-VIEW} ${-VIEW} ${2 * VIEW} ${2 * VIEW}`}
        className="absolute inset-0 h-full w-full"
        aria-hidden="true"
      >
        <defs>
          <radialGradient id={ids.glow}>
            <stop offset="0.55" stopColor={theme.glow} stopOpacity="0.55" />
            <stop offset="1" stopColor={theme.glow} stopOpacity="0" />
          </radialGradient>
        </defs>
        <circle r={VIEW} fill={`url(#${ids.glow})`} />
        {theme.ornaments.map((name, index) => {
          const corner = [
            [-180, -178],
            [182, -170],
            [-182, 176],
            [180, 180],
          ][index] ?? [0, 0];
          return (
            <Emblem
              key={`${name}-${index}`}
              name={name}
              x={corner[0]}
              y={corner[1]}
              size={index % 2 === 0 ? 58 : 46}
              rotate={index % 2 === 0 ? -14 : 12}
              opacity={0.9}
            />
          );
        })}
      </svg>

      <div
        className="absolute will-change-transform"
        data-wheel-disk
        data-angle={state.angle}
        style={{
          inset: diskInset,
          transform: `rotate(${state.angle}deg)`,
          transition: `transform ${duration}ms cubic-bezier(0.15, 0.75, 0.18, 1)`,
        }}
      >
        <WheelDisk type={state.type} labels={labels} />
      </div>

      <svg
        viewBox={`${-VIEW} ${-VIEW} ${2 * VIEW} ${2 * VIEW}`}
        className="pointer-events-none absolute inset-0 h-full w-full"
        aria-hidden="true"
      >
        <defs>
          <linearGradient id={ids.rim} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor={theme.rim[0]} />
            <stop offset="0.45" stopColor={theme.rim[1]} />
            <stop offset="1" stopColor={theme.rim[2]} />
          </linearGradient>
          <radialGradient id={ids.hub} cx="0.35" cy="0.25" r="0.8">
            <stop offset="0" stopColor={theme.hub[0]} />
            <stop offset="0.55" stopColor={theme.hub[1]} />
          </radialGradient>
          <radialGradient id={ids.shade}>
            <stop offset="0.8" stopColor="#000000" stopOpacity="0" />
            <stop offset="1" stopColor="#000000" stopOpacity="0.35" />
          </radialGradient>
        </defs>
        <circle r={DISK} fill={`url(#${ids.shade})`} />
        <path
          fillRule="evenodd"
          d={`M${-RIM_OUTER} 0a${RIM_OUTER} ${RIM_OUTER} 0 1 0 ${2 * RIM_OUTER} 0a${RIM_OUTER} ${RIM_OUTER} 0 1 0 ${-2 * RIM_OUTER} 0ZM${-RIM_INNER} 0a${RIM_INNER} ${RIM_INNER} 0 1 0 ${2 * RIM_INNER} 0a${RIM_INNER} ${RIM_INNER} 0 1 0 ${-2 * RIM_INNER} 0Z`}
          fill={`url(#${ids.rim})`}
        />
        <circle r={RIM_INNER} fill="none" stroke="#000000" strokeOpacity="0.35" strokeWidth="3" />
        {Array.from({ length: 24 }, (_, index) => {
          const angle = (index / 24) * 2 * Math.PI;
          const radius = (RIM_INNER + RIM_OUTER) / 2;
          return (
            <circle
              key={index}
              cx={(radius * Math.sin(angle)).toFixed(1)}
              cy={(-radius * Math.cos(angle)).toFixed(1)}
              r="5.5"
              fill={theme.bulb}
              className={
                !twinkle
                  ? undefined
                  : index % 2 === 0
                    ? 'motion-safe:animate-pulse'
                    : 'motion-safe:animate-pulse motion-safe:[animation-delay:1s]'
              }
            />
          );
        })}
        <Pointer theme={theme} />
        <circle r={HUB + 8} fill={`url(#${ids.rim})`} />
        <circle r={HUB} fill={`url(#${ids.hub})`} />
        <Emblem name={theme.emblem} size={56} opacity={0.25} />
      </svg>

      <div
        className="absolute top-1/2 left-1/2 -translate-x-1/2 -translate-y-1/2"
        style={{ width: hubSize, height: hubSize }}
      >
        {button}
      </div>
    </div>
  );
}

function Pointer({ theme }: { theme: WheelTheme }) {
  return (
    <g transform={`translate(0 ${-RIM_OUTER + 4})`}>
      <path
        d="M-22-12Q0-24 22-12L4 40Q0 46-4 40Z"
        fill={theme.pointer}
        stroke="#ffffff"
        strokeWidth="4"
        strokeLinejoin="round"
      />
      <circle cy="-6" r="6" fill="#ffffff" />
    </g>
  );
}

/** The turning part: segments, their labels and emblems. Redrawn only when its words change. */
const WheelDisk = memo(function WheelDisk({
  type,
  labels,
}: {
  type: WheelType;
  labels: WheelLabels;
}) {
  const theme = WHEEL_THEMES[type];
  const ids = useIds();
  const kinds = segmentKinds(type, theme.segments);
  return (
    // Hidden from assistive technology: the words on the segments are decoration there; the
    // button says the attempts left and the live line under the wheel says what was won.
    <svg
      viewBox={`${-DISK} ${-DISK} ${2 * DISK} ${2 * DISK}`}
      className="h-full w-full"
      aria-hidden="true"
    >
      <defs>
        <radialGradient id={ids.sheen} cx="0.5" cy="0.5" r="0.5">
          <stop offset="0.25" stopColor="#ffffff" stopOpacity="0.22" />
          <stop offset="0.7" stopColor="#ffffff" stopOpacity="0" />
          <stop offset="1" stopColor="#000000" stopOpacity="0.25" />
        </radialGradient>
      </defs>
      {kinds.map((kind, index) => {
        const paint = theme.paints[index % theme.paints.length] ?? theme.paints[0];
        if (!paint) return null;
        return (
          <g key={index} data-segment={kind}>
            <path
              d={segmentPath(index, theme.segments, DISK)}
              fill={kind === 'prize' ? theme.rim[1] : paint.fill}
              stroke="#ffffff"
              strokeOpacity="0.55"
              strokeWidth="2"
            />
            <SegmentFace
              kind={kind}
              index={index}
              theme={theme}
              labels={labels}
              ink={kind === 'prize' ? '#1a1300' : paint.ink}
            />
          </g>
        );
      })}
      <circle r={DISK} fill={`url(#${ids.sheen})`} />
    </svg>
  );
});

function SegmentFace({
  kind,
  index,
  theme,
  labels,
  ink,
}: {
  kind: SegmentKind;
  index: number;
  theme: WheelTheme;
  labels: WheelLabels;
  ink: string;
}) {
  const rotation = segmentRotation(index, theme.segments);
  // The width of the segment where the first line sits: the words must fit inside it.
  const radius = DISK * 0.7;
  const width = 2 * radius * Math.sin(Math.PI / theme.segments) * 0.86;
  const lines = kind === 'emblem' ? [] : labels[kind];
  if (lines.length === 0) {
    return (
      <g transform={`rotate(${rotation})`}>
        <Emblem name={theme.emblem} y={-radius + 6} size={Math.min(54, width * 0.9)} />
      </g>
    );
  }
  const base = theme.segments === 8 ? 30 : theme.segments === 10 ? 25 : 21;
  return (
    <g transform={`rotate(${rotation})`}>
      {kind === 'prize' ? <Emblem name="star" y={-DISK + 24} size={26} tone="#fff8e1" /> : null}
      {lines.map((line, row) => {
        // Each line is narrower than the one above it: the segment narrows toward the hub.
        const lineWidth = width * (1 - row * 0.2);
        const size = Math.min(base * (row === 0 ? 1 : 0.72), lineWidth / (line.length * 0.6));
        const y = -radius + 4 + row * base * 0.95;
        return (
          <text
            key={row}
            y={y}
            textAnchor="middle"
            dominantBaseline="middle"
            fontSize={size.toFixed(1)}
            fontWeight={800}
            fill={ink}
            style={{ fontFamily: 'inherit' }}
          >
            {line}
          </text>
        );
      })}
    </g>
  );
}

let drawn = 0;

/** Gradient ids unique to each drawn wheel, fixed for its life. */
function useIds() {
  const [base] = useState(() => (drawn += 1));
  return {
    glow: `wheel-glow-${base}`,
    rim: `wheel-rim-${base}`,
    hub: `wheel-hub-${base}`,
    shade: `wheel-shade-${base}`,
    sheen: `wheel-sheen-${base}`,
  };
}
