import type { DiceParams, InstantResult } from '@jackdaw/games';
import { useTranslation } from 'react-i18next';
import { hundredths } from './board-format';

const WIDTH = 400;
const PAD = 16;
const at = (value: number) => PAD + (value / 10_000) * (WIDTH - 2 * PAD);

/**
 * The dice slider as the game shows it: the 0–100 bar, green where the bet wins and red where it
 * loses, the target at their border and the roll marked on it.
 */
export function DiceBoard({ result }: { params: DiceParams; result: InstantResult<'dice'> }) {
  const { t } = useTranslation();
  const { roll, target, direction, won } = result.outcome;
  const winFrom = direction === 'over' ? target : 0;
  const winTo = direction === 'over' ? 10_000 : target;
  const label = `${t('verify.originals.dice.roll', { roll: hundredths(roll) })}, ${t(
    direction === 'over' ? 'verify.originals.dice.over' : 'verify.originals.dice.under',
    { target: hundredths(target) },
  )}`;
  return (
    <svg
      viewBox={`0 0 ${WIDTH} 76`}
      role="img"
      aria-label={label}
      className="w-full max-w-[480px]"
      data-board="dice"
      data-roll={roll}
    >
      <rect x={PAD} y={40} width={WIDTH - 2 * PAD} height={12} rx={6} fill="#e63946" />
      <rect
        x={at(winFrom)}
        y={40}
        width={at(winTo) - at(winFrom)}
        height={12}
        rx={6}
        fill="#2ec27e"
      />
      {[0, 2_500, 5_000, 7_500, 10_000].map((tick) => (
        <text
          key={tick}
          x={at(tick)}
          y={70}
          textAnchor="middle"
          fontSize={10}
          fill="currentColor"
          opacity={0.6}
        >
          {tick / 100}
        </text>
      ))}
      <path d={`M${at(target)} 36V56`} stroke="#fff" strokeWidth={3} />
      <g transform={`translate(${at(roll)} 0)`}>
        <rect x={-24} y={4} width={48} height={24} rx={6} fill={won ? '#2ec27e' : '#e63946'} />
        <path d="M-6 28L0 36L6 28Z" fill={won ? '#2ec27e' : '#e63946'} />
        <text y={21} textAnchor="middle" fontSize={13} fontWeight={700} fill="#fff">
          {hundredths(roll)}
        </text>
      </g>
    </svg>
  );
}
