import { plinkoTable, type InstantResult, type PlinkoParams } from '@jackdaw/games';
import { useTranslation } from 'react-i18next';
import { times } from './board-format';

const GAP = 24;
const ROW_GAP = 22;
const TOP = 20;

/** A bucket's colour: the edges (high multipliers) warm, the middle cool. */
function bucketColour(multiplier: number) {
  if (multiplier >= 10) return '#ff006e';
  if (multiplier >= 2) return '#fb5607';
  if (multiplier >= 1) return '#ffbe0b';
  return '#8ac926';
}

/**
 * The plinko pyramid as the game lays it out (row r has r + 3 pins; after s rights in its
 * first r rows the ball touches pin s + 1 of row r), the ball's path through it and the bucket
 * it fell in, with every bucket's multiplier.
 */
export function PlinkoBoard({
  params,
  result,
}: {
  params: PlinkoParams;
  result: InstantResult<'plinko'>;
}) {
  const { t } = useTranslation();
  const { path, bucket } = result.outcome;
  const rows = params.rows;
  const table = plinkoTable(params);
  const width = (rows + 3) * GAP;
  const centre = width / 2;
  const pin = (row: number, index: number) => ({
    x: centre + (index - (row + 2) / 2) * GAP,
    y: TOP + row * ROW_GAP,
  });
  const bucketY = TOP + rows * ROW_GAP;
  let rights = 0;
  const stops = [{ x: centre, y: TOP - 14 }];
  for (let row = 0; row < rows; row++) {
    const touched = pin(row, rights + 1);
    stops.push({ x: touched.x, y: touched.y - 6 });
    rights += path[row] ?? 0;
  }
  stops.push({ x: centre + (bucket - rows / 2) * GAP, y: bucketY + 8 });
  const arrows = path.map((step) => (step ? '→' : '←')).join('');
  return (
    <svg
      viewBox={`0 0 ${width} ${bucketY + 26}`}
      role="img"
      aria-label={t('verify.originals.plinko.path', {
        path: arrows,
        bucket: bucket + 1,
        multiplier: times(table[bucket] ?? 0),
      })}
      className="w-full max-w-[480px]"
      data-board="plinko"
      data-path={path.join('')}
      data-bucket={bucket}
    >
      <rect width={width} height={bucketY + 26} rx={12} fill="#1b0a3c" />
      {Array.from({ length: rows }, (_, row) =>
        Array.from({ length: row + 3 }, (_, index) => {
          const { x, y } = pin(row, index);
          return <circle key={`${row}:${index}`} cx={x} cy={y} r={3} fill="#fff" opacity={0.85} />;
        }),
      )}
      {table.map((multiplier, i) => {
        const x = centre + (i - rows / 2) * GAP;
        return (
          <g key={i} data-bucket-index={i} opacity={i === bucket ? 1 : 0.55}>
            <rect
              x={x - GAP * 0.45}
              y={bucketY}
              width={GAP * 0.9}
              height={18}
              rx={4}
              fill={bucketColour(multiplier)}
              stroke={i === bucket ? '#fff' : 'none'}
              strokeWidth={2}
            />
            <text
              x={x}
              y={bucketY + 13}
              textAnchor="middle"
              fontSize={7}
              fontWeight={700}
              fill={multiplier >= 2 ? '#fff' : '#1b0a3c'}
            >
              {multiplier}
            </text>
          </g>
        );
      })}
      <polyline
        points={stops.map(({ x, y }) => `${x},${y}`).join(' ')}
        fill="none"
        stroke="#ffd60a"
        strokeWidth={2}
        strokeLinejoin="round"
      />
      <circle
        cx={stops.at(-1)?.x}
        cy={bucketY - 4}
        r={6}
        fill="#ffd60a"
        stroke="#7a4f00"
        strokeWidth={1.5}
      />
    </svg>
  );
}
