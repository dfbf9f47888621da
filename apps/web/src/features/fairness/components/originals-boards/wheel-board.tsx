import { wheelTable, type InstantResult, type WheelParams } from '@jackdaw/games';
import { useTranslation } from 'react-i18next';
import { times } from './board-format';

const R = 90;

/** A segment's colour by what it pays: nothing grey, more warmer. */
function segmentColour(multiplier: number) {
  if (multiplier === 0) return '#3d405b';
  if (multiplier < 2) return '#3a86ff';
  if (multiplier < 5) return '#06d6a0';
  if (multiplier < 10) return '#ffbe0b';
  return '#ff006e';
}

/**
 * The wheel as the game leaves it: segment i spans [i, i + 1) × 360° / N clockwise from the top,
 * turned so that the landed segment's middle sits under the pointer.
 */
export function WheelBoard({
  params,
  result,
}: {
  params: WheelParams;
  result: InstantResult<'wheel'>;
}) {
  const { t } = useTranslation();
  const table = wheelTable(params);
  const { segment } = result.outcome;
  const sweep = 360 / params.segments;
  const point = (degrees: number) => {
    const radians = (degrees * Math.PI) / 180;
    return `${(R * Math.sin(radians)).toFixed(2)} ${(-R * Math.cos(radians)).toFixed(2)}`;
  };
  const rotation = (360 - (segment + 0.5) * sweep) % 360;
  return (
    <svg
      viewBox="-110 -118 220 228"
      role="img"
      aria-label={t('verify.originals.wheel.segment', {
        segment: segment + 1,
        segments: params.segments,
        multiplier: times(table[segment] ?? 0),
      })}
      className="w-full max-w-[260px]"
      data-board="wheel"
      data-segment={segment}
    >
      <circle r={R + 8} fill="#14112a" />
      <g transform={`rotate(${rotation})`}>
        {table.map((multiplier, i) => (
          <path
            key={i}
            d={`M0 0L${point(i * sweep)}A${R} ${R} 0 0 1 ${point((i + 1) * sweep)}Z`}
            fill={segmentColour(multiplier)}
            stroke={i === segment ? '#fff' : '#14112a'}
            strokeWidth={i === segment ? 3 : 1}
            data-segment-index={i}
          />
        ))}
      </g>
      <circle r={R * 0.45} fill="#14112a" />
      <text y={7} textAnchor="middle" fontSize={20} fontWeight={700} fill="#fff">
        {times(table[segment] ?? 0)}
      </text>
      <path d="M-10 -112H10L0 -92Z" fill="#ff4d5e" stroke="#14112a" strokeWidth={2} />
    </svg>
  );
}
