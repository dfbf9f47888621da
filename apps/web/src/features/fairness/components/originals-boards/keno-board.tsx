import { kenoTable, type InstantResult, type KenoParams } from '@jackdaw/games';
import { useTranslation } from 'react-i18next';
import { times } from './board-format';

const NUMBERS = 40;

/**
 * The keno board of 40 numbers: the player's picks, the ten numbers drawn and the hits where
 * they meet, then the count of hits and what it pays.
 */
export function KenoBoard({
  params,
  result,
}: {
  params: KenoParams;
  result: InstantResult<'keno'>;
}) {
  const { t } = useTranslation();
  const picks = new Set(params.picks);
  const drawn = new Set(result.outcome.drawn);
  const hits = result.outcome.hits.length;
  return (
    <div
      className="flex w-full max-w-[420px] flex-col gap-2"
      data-board="keno"
      data-drawn={result.outcome.drawn.join(' ')}
    >
      <div role="group" aria-label={t('verify.originals.board')} className="grid grid-cols-8 gap-1">
        {Array.from({ length: NUMBERS }, (_, i) => {
          const number = i + 1;
          const picked = picks.has(number);
          const wasDrawn = drawn.has(number);
          const state =
            picked && wasDrawn ? 'hit' : picked ? 'picked' : wasDrawn ? 'drawn' : 'idle';
          const marks = [
            picked ? t('verify.originals.keno.picked') : null,
            wasDrawn ? t('verify.originals.keno.drawn') : null,
          ].filter(Boolean);
          return (
            <span
              key={number}
              aria-label={[String(number), ...marks].join(', ')}
              className={`flex aspect-square items-center justify-center rounded-md text-xs font-bold ${
                state === 'hit'
                  ? 'bg-[#ffb703] text-[#1b1b1b] ring-2 ring-white'
                  : state === 'picked'
                    ? 'bg-[#9d4edd] text-white'
                    : state === 'drawn'
                      ? 'bg-[#3a86ff] text-white'
                      : 'bg-[#415a77] text-white/60'
              }`}
              data-number={number}
              data-state={state}
            >
              {number}
            </span>
          );
        })}
      </div>
      <p className="text-sm">
        {t('verify.originals.keno.hits', {
          hits,
          picks: params.picks.length,
          multiplier: times(kenoTable(params)[hits] ?? 0),
        })}
      </p>
    </div>
  );
}
