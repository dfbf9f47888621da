import {
  displayMultiplier,
  flipMultiplier,
  FLIP_MAX,
  type CoinSide,
  type FlipParams,
  type FlipState,
} from '@jackdaw/games';
import { useEffect, useRef, useState } from 'preact/hooks';
import { formatMultiplier } from '../../lib/format';
import type { BoardProps } from '../board';
import './flip.css';

const FLIP_MS = 550;
const SIDES: readonly CoinSide[] = ['heads', 'tails'];

/**
 * Flip: the coin, heads or tails for the next flip (each right call doubles the win), the
 * count towards 20 and the row of results; cash out with the panel's button.
 */
export default function FlipBoard({
  round,
  instant,
  disabled,
  t,
  sound,
  onSettled,
  onAction,
}: BoardProps<FlipParams, FlipState>) {
  const flips = round?.outcome.flips ?? [];
  const last = flips.at(-1) ?? null;
  const open = round?.status === 'open';
  const wins = flips.filter((flip) => flip.won).length;
  const lastShownRef = useRef(round);
  const [spinning, setSpinning] = useState(false);

  useEffect(() => {
    if (!round || round === lastShownRef.current) return;
    lastShownRef.current = round;
    const flipped = round.outcome.flips.length > 0 && round.status !== 'cashed';
    if (instant || !flipped) {
      onSettled();
      return;
    }
    setSpinning(true);
    const timer = setTimeout(() => {
      setSpinning(false);
      if (round.outcome.flips.at(-1)?.won) sound('reveal');
      onSettled();
    }, FLIP_MS);
    return () => clearTimeout(timer);
    // A new round object is a new flip; the rest are read as they stand.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [round]);

  const face = last?.result ?? 'heads';
  const next =
    wins < FLIP_MAX ? formatMultiplier(displayMultiplier(flipMultiplier(wins + 1))) : null;

  return (
    <div class="board flip">
      <div class="board-stage flip-stage">
        <div
          class={`flip-coin is-${face} ${spinning ? 'is-spinning' : ''}`}
          data-testid="flip-coin"
          data-side={last?.result ?? ''}
          aria-hidden="true"
        >
          {face === 'heads' ? 'H' : 'T'}
        </div>
        <p class="flip-info" role="status">
          {spinning
            ? ''
            : !round
              ? t('flip.start')
              : round.status === 'lost'
                ? t('board.lost')
                : flips.length === 0
                  ? t('flip.count', { count: 1, max: FLIP_MAX })
                  : `${t('flip.count', { count: flips.length, max: FLIP_MAX })} · ${formatMultiplier(round.multiplier)}`}
        </p>
        {flips.length > 0 && (
          <ol class="flip-row">
            {flips.map((flip, i) => (
              <li key={i} class={flip.won ? 'is-won' : 'is-lost'}>
                {flip.result === 'heads' ? 'H' : 'T'}
              </li>
            ))}
          </ol>
        )}
      </div>
      <div class="board-controls flip-controls">
        {SIDES.map((side) => (
          <button
            type="button"
            key={side}
            data-side={side}
            disabled={!open || disabled || spinning}
            onClick={() => onAction({ type: 'flip', side })}
          >
            <strong>{t(side === 'heads' ? 'flip.heads' : 'flip.tails')}</strong>
            {next && <small>{next}</small>}
          </button>
        ))}
      </div>
    </div>
  );
}
