import {
  displayMultiplier,
  hiloMultiplier,
  hiloRank,
  hiloWinningRanks,
  ORIGINALS_INFO,
  type HiloCard,
  type HiloGuess,
  type HiloParams,
  type HiloState,
} from '@jackdaw/games';
import { useEffect, useRef } from 'preact/hooks';
import type { OriginalsMessageKey } from '../../i18n/dictionaries/en';
import { formatChance, formatMultiplier } from '../../lib/format';
import type { BoardProps } from '../board';
import { cardFace } from './cards';
import './hilo.css';

const DRAW_MS = 260;
const GUESSES: readonly { guess: HiloGuess; label: OriginalsMessageKey; mark: string }[] = [
  { guess: 'higher', label: 'hilo.higher', mark: '▲' },
  { guess: 'lower', label: 'hilo.lower', mark: '▼' },
  { guess: 'same', label: 'hilo.same', mark: '=' },
];

function Card({ index, small }: { index: number | null; small?: boolean }) {
  if (index === null) return <div class={`hilo-card is-back ${small ? 'is-small' : ''}`} />;
  const face = cardFace(index);
  return (
    <div class={`hilo-card ${face.red ? 'is-red' : ''} ${small ? 'is-small' : ''}`}>
      <span>{face.rank}</span>
      <span>{face.suit}</span>
    </div>
  );
}

/**
 * Hilo: the current card, higher / lower / same with each one's chance and the multiplier a
 * right guess would reach, skip, and the trail of the round's cards.
 */
export default function HiloBoard({
  round,
  instant,
  disabled,
  t,
  sound,
  onSettled,
  onAction,
}: BoardProps<HiloParams, HiloState>) {
  const state = round?.outcome ?? null;
  const open = round?.status === 'open';
  const cards = state?.cards ?? [];
  const current = cards.at(-1) ?? null;
  const lastShownRef = useRef(round);

  useEffect(() => {
    if (!round || round === lastShownRef.current) return;
    lastShownRef.current = round;
    if (round.status !== 'lost') sound('reveal');
    if (instant) {
      onSettled();
      return;
    }
    const timer = setTimeout(onSettled, DRAW_MS);
    return () => clearTimeout(timer);
    // A new round object is a new card; the rest are read as they stand.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [round]);

  const rank = current ? hiloRank(current.index) : 0;
  const options = GUESSES.map((option) => {
    const wins = hiloWinningRanks(rank, option.guess);
    const next: HiloCard = { index: 0, via: option.guess, won: true };
    return {
      ...option,
      wins,
      chance: formatChance(Math.floor((wins / 13) * 10_000)),
      multiplier:
        wins > 0 ? formatMultiplier(displayMultiplier(hiloMultiplier([...cards, next]))) : '–',
    };
  });
  const canSkip = open && (state?.skips ?? 0) < ORIGINALS_INFO.hilo.maxSkips;

  return (
    <div class="board hilo">
      <div class="board-stage hilo-stage">
        <div class="hilo-current" key={cards.length} data-testid="hilo-card">
          <Card index={current?.index ?? null} />
        </div>
        <p class="hilo-info" role="status">
          {!round
            ? t('hilo.start')
            : round.status === 'lost'
              ? t('board.lost')
              : // Before a won guess there is nothing to cash out: the choices show the odds.
                (state?.wins ?? 0) > 0
                ? formatMultiplier(round.multiplier)
                : ''}
        </p>
        {cards.length > 1 && (
          <ol class="hilo-trail" aria-label={t('hilo.trail')}>
            {cards.slice(0, -1).map((card, i) => (
              <li key={i} data-via={cards[i + 1]?.via} data-won={String(cards[i + 1]?.won ?? '')}>
                <Card index={card.index} small />
              </li>
            ))}
          </ol>
        )}
      </div>
      <div class="board-controls hilo-controls">
        {options.map((option) => (
          <button
            type="button"
            key={option.guess}
            class="hilo-guess"
            data-guess={option.guess}
            disabled={!open || disabled || option.wins === 0}
            onClick={() => onAction({ type: 'guess', guess: option.guess })}
          >
            <strong>
              {option.mark} {t(option.label)}
            </strong>
            <small>
              {option.chance} · {option.multiplier}
            </small>
          </button>
        ))}
        <button
          type="button"
          class="hilo-skip"
          data-testid="hilo-skip"
          disabled={!canSkip || disabled}
          onClick={() => onAction({ type: 'skip' })}
        >
          {t('hilo.skip')}
        </button>
      </div>
    </div>
  );
}
