import type { MinesState } from '@jackdaw/games';
import { useTranslation } from 'react-i18next';

const TILES = 25;

/**
 * The 5×5 mines board (tiles row-major, 0 top left) with every tile turned: mines and gems, the
 * tiles the player revealed bright and numbered in their order, the others dimmed.
 */
export function MinesBoard({ state }: { state: MinesState }) {
  const { t } = useTranslation();
  const mines = new Set(state.minePositions);
  return (
    <div
      role="group"
      aria-label={t('verify.originals.board')}
      className="grid w-full max-w-[320px] grid-cols-5 gap-1.5 rounded-card bg-[#0b1020] p-2"
      data-board="mines"
      data-mines={state.minePositions.join(' ')}
      data-revealed={state.revealed.join(' ')}
    >
      {Array.from({ length: TILES }, (_, tile) => {
        const mine = mines.has(tile);
        const order = state.revealed.indexOf(tile);
        const revealed = order >= 0;
        const kind = t(mine ? 'verify.originals.mines.mine' : 'verify.originals.mines.gem');
        return (
          <div
            key={tile}
            role="img"
            aria-label={`${t('verify.originals.mines.tile', { tile: tile + 1 })}: ${kind}${
              revealed ? `, ${t('verify.originals.mines.revealed', { order: order + 1 })}` : ''
            }`}
            className={`relative flex aspect-square items-center justify-center rounded-lg ${
              revealed ? (mine ? 'bg-[#7a1020]' : 'bg-[#12343b]') : 'bg-[#2b3a55] opacity-50'
            }`}
            data-tile={mine ? 'mine' : 'gem'}
            data-revealed={revealed || undefined}
          >
            <svg viewBox="-30 -30 60 60" className="size-3/5" aria-hidden="true">
              {mine ? (
                <>
                  <path
                    d="M0 -24V24M-24 0H24M-17 -17L17 17M-17 17L17 -17"
                    stroke="#111"
                    strokeWidth={6}
                    strokeLinecap="round"
                  />
                  <circle r={16} fill="#1b1b1b" stroke="#000" strokeWidth={2} />
                  <circle cx={-5} cy={-5} r={4} fill="#fff" opacity={0.5} />
                </>
              ) : (
                <>
                  <polygon
                    points="0,-22 19,-7 12,19 -12,19 -19,-7"
                    fill="#2ee59d"
                    stroke="#064e3b"
                    strokeWidth={3}
                    strokeLinejoin="round"
                  />
                  <path d="M-19 -7H19M0 -22L-7 -7L0 19L7 -7Z" fill="#7dffc8" opacity={0.5} />
                </>
              )}
            </svg>
            {revealed ? (
              <span
                className="absolute top-0.5 left-1 text-[10px] font-bold text-white"
                aria-hidden="true"
              >
                {order + 1}
              </span>
            ) : null}
          </div>
        );
      })}
    </div>
  );
}
