import type { HiloState } from '@jackdaw/games';
import { useTranslation } from 'react-i18next';
import { cardFace } from './board-format';

const VIA_KEYS = {
  start: 'verify.originals.hilo.start',
  skip: 'verify.originals.hilo.skip',
  higher: 'verify.originals.hilo.higher',
  lower: 'verify.originals.hilo.lower',
  same: 'verify.originals.hilo.same',
} as const;

/** The hilo trail: every card drawn in order, each with the guess (or skip) that led to it. */
export function HiloBoard({ state }: { state: HiloState }) {
  const { t } = useTranslation();
  return (
    <ol
      className="flex flex-wrap items-end gap-2"
      data-board="hilo"
      data-cards={state.cards.map((card) => card.index).join(' ')}
    >
      {state.cards.map((card, i) => {
        const face = cardFace(card.index);
        const outcome = card.won === undefined ? null : card.won;
        return (
          <li
            key={i}
            className="flex flex-col items-center gap-1"
            data-via={card.via}
            data-won={outcome ?? undefined}
          >
            <span
              className={`text-xs font-bold ${
                outcome === null ? 'text-text-muted' : outcome ? 'text-success' : 'text-danger'
              }`}
            >
              {t(VIA_KEYS[card.via])}
              {outcome === null ? '' : outcome ? ' ✓' : ' ✗'}
            </span>
            <span
              role="img"
              aria-label={`${face.rank}${face.suit}`}
              className={`flex h-16 w-11 flex-col items-center justify-center rounded-lg border-2 bg-white font-bold ${
                face.red ? 'text-[#d62839]' : 'text-[#1b1b2f]'
              } ${outcome === false ? 'border-danger' : outcome ? 'border-success' : 'border-[#1b1b2f]'}`}
            >
              <span className="text-base leading-none">{face.rank}</span>
              <span className="text-xl leading-none">{face.suit}</span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
