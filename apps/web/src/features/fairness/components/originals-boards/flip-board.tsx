import type { FlipState } from '@jackdaw/games';
import { useTranslation } from 'react-i18next';

const SIDE_KEYS = {
  heads: 'verify.originals.flip.heads',
  tails: 'verify.originals.flip.tails',
} as const;

/** The coin sequence: each flip's landed side (gold heads, silver tails) under the side called. */
export function FlipBoard({ state }: { state: FlipState }) {
  const { t } = useTranslation();
  return (
    <ol
      className="flex flex-wrap gap-2"
      data-board="flip"
      data-results={state.flips.map((flip) => flip.result).join(' ')}
    >
      {state.flips.map((flip, i) => (
        <li key={i} className="flex flex-col items-center gap-1" data-won={flip.won}>
          <span
            role="img"
            aria-label={t('verify.originals.flip.call', {
              side: t(SIDE_KEYS[flip.side]),
              result: t(SIDE_KEYS[flip.result]),
            })}
            className={`flex size-11 items-center justify-center rounded-full border-4 text-lg font-bold ${
              flip.result === 'heads'
                ? 'border-[#e09f00] bg-[#ffd60a] text-[#7a4f00]'
                : 'border-[#adb5bd] bg-[#dee2e6] text-[#343a40]'
            }`}
          >
            {flip.result === 'heads' ? '★' : '●'}
          </span>
          <span className={`text-xs font-bold ${flip.won ? 'text-success' : 'text-danger'}`}>
            {t(SIDE_KEYS[flip.side])} {flip.won ? '✓' : '✗'}
          </span>
        </li>
      ))}
    </ol>
  );
}
