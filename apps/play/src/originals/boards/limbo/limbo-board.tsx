import {
  displayMultiplier,
  limboCount,
  limboPayout,
  LIMBO_MAX_TARGET,
  LIMBO_MIN_TARGET,
  type LimboOutcome,
  type LimboParams,
} from '@jackdaw/games';
import { useEffect, useRef, useState } from 'preact/hooks';
import { formatHundredths, formatMultiplier, parseHundredths } from '../../lib/format';
import type { BoardProps } from '../board';
import './limbo.css';

const CLIMB_MS = 600;

/** The chance of reaching `target` as shown: count / 2^32, in percent with 2 decimals. */
const chanceText = (target: number): string =>
  `${(Math.floor((limboCount(target) / 2 ** 32) * 10_000) / 100).toFixed(2)} %`;

/**
 * Limbo: the result climbs from 1.00× to the round's multiplier and turns green when it
 * reached the target. The target multiplier and its win chance below.
 */
export default function LimboBoard({
  params,
  onParams,
  round,
  instant,
  disabled,
  t,
  onSettled,
}: BoardProps<LimboParams, LimboOutcome>) {
  const resultRef = useRef<HTMLParagraphElement>(null);
  const [text, setText] = useState(formatHundredths(params.target));
  const [done, setDone] = useState<LimboOutcome | null>(round?.outcome ?? null);
  useEffect(() => setText(formatHundredths(params.target)), [params.target]);

  useEffect(() => {
    // The number is written to the DOM only here (never rendered), so frames and renders
    // cannot fight over its text node.
    const write = (hundredths: number) => {
      if (resultRef.current) resultRef.current.textContent = `${formatHundredths(hundredths)}×`;
    };
    if (!round) {
      write(100);
      return;
    }
    const outcome = round.outcome;
    if (instant) {
      write(outcome.result);
      setDone(outcome);
      onSettled();
      return;
    }
    setDone(null);
    // Climbs on a log scale, so 1.5× and 500× both take the same short time; no render per
    // frame, light on a cheap phone.
    const start = performance.now();
    const end = Math.log(outcome.result / 100);
    let frame = requestAnimationFrame(function tick(now) {
      const progress = Math.min(1, (now - start) / CLIMB_MS);
      write(progress < 1 ? Math.floor(100 * Math.exp(end * progress)) : outcome.result);
      if (progress < 1) frame = requestAnimationFrame(tick);
      else {
        setDone(outcome);
        onSettled();
      }
    });
    return () => cancelAnimationFrame(frame);
    // A new round object is a new result; the rest are read as they stand.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [round]);

  const apply = () => {
    const hundredths = parseHundredths(text);
    if (hundredths === null) {
      setText(formatHundredths(params.target));
      return;
    }
    const target = Math.min(LIMBO_MAX_TARGET, Math.max(LIMBO_MIN_TARGET, hundredths));
    onParams({ target });
    setText(formatHundredths(target));
  };

  return (
    <div class="board limbo">
      <div class="board-stage limbo-stage">
        <p
          ref={resultRef}
          class={`limbo-result ${done ? (done.won ? 'is-won' : 'is-lost') : ''}`}
          data-testid="limbo-result"
          aria-hidden="true"
        />
        <p class="visually-hidden" role="status">
          {done ? `${formatHundredths(done.result)}×` : ''}
        </p>
      </div>
      <div class="board-controls">
        <label class="board-field">
          <span>{t('limbo.target')}</span>
          <span class="board-input">
            <input
              inputMode="decimal"
              data-testid="limbo-target"
              value={text}
              disabled={disabled}
              onInput={(event) => setText(event.currentTarget.value)}
              onBlur={apply}
              onKeyDown={(event) => {
                if (event.key === 'Enter') apply();
              }}
            />
            <span aria-hidden="true">×</span>
          </span>
        </label>
        <div class="board-field">
          <span>{t('board.chance')}</span>
          <output class="board-output">{chanceText(params.target)}</output>
        </div>
        <div class="board-field">
          <span>{t('board.multiplier')}</span>
          <output class="board-output">
            {formatMultiplier(displayMultiplier(limboPayout(params.target)))}
          </output>
        </div>
      </div>
    </div>
  );
}
