import { KENO_RISKS, type KenoOutcome, type KenoParams } from '@jackdaw/games';
import { useEffect, useRef, useState } from 'preact/hooks';
import type { BoardProps, BoardRound } from '../board';
import { BoardSelect, RISK_TEXT } from '../board-select';
import { compactMultiplier, payoutRow } from './keno-payouts';
import {
  KENO_GRID_NUMBERS,
  KENO_PICK_LIMIT,
  hitsSoFar,
  quickPick,
  samePicks,
  tileState,
  togglePick,
} from './keno-picks';
import './keno.css';

/** Between two drawn numbers: the ten show in about a second. */
const REVEAL_MS = 100;
const NUMBERS = Array.from({ length: KENO_GRID_NUMBERS }, (_, i) => i + 1);

type KenoRound = BoardRound<KenoParams, KenoOutcome>;

interface Shown {
  round: KenoRound;
  /** Drawn numbers revealed so far. */
  count: number;
}

/**
 * Keno: the 40 numbers (8 × 5) to pick up to ten of, a random pick and clear, the risk; a round's
 * ten drawn numbers are revealed one by one, hits lit, and the payout row under the grid lights
 * the count of hits reached. Picking again clears the last draw from the grid.
 */
export default function KenoBoard({
  params,
  onParams,
  round,
  instant,
  disabled,
  t,
  money,
  sound,
  onSettled,
}: BoardProps<KenoParams, KenoOutcome>) {
  const [shown, setShown] = useState<Shown | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const seenRef = useRef<KenoRound | null>(null);
  const timerRef = useRef(0);
  /** Settles the round being revealed, if any: a new round or an unmount never leaves one hanging. */
  const finishRef = useRef<(() => void) | null>(null);
  const latestRef = useRef({ onSettled, sound, t, money });
  useEffect(() => {
    latestRef.current = { onSettled, sound, t, money };
  });

  useEffect(() => {
    if (!round || round === seenRef.current) return;
    seenRef.current = round;
    window.clearTimeout(timerRef.current);
    finishRef.current?.();
    const { drawn, hits } = round.outcome;
    const finish = () => {
      finishRef.current = null;
      window.clearTimeout(timerRef.current);
      setShown({ round, count: drawn.length });
      const { t, money, onSettled } = latestRef.current;
      setAnnouncement(
        `${t('keno.hits', { hits: hits.length, picks: round.params.picks.length })}. ${
          round.win > 0 ? t('board.won', { amount: money.format(round.win) }) : t('board.lost')
        }`,
      );
      onSettled();
    };
    // A hidden tab's timers crawl: its draw shows at once rather than hold up auto-bet.
    if (instant || document.hidden) {
      finish();
      return;
    }
    finishRef.current = finish;
    let count = 0;
    setShown({ round, count });
    const step = () => {
      count += 1;
      const n = drawn[count - 1]!;
      latestRef.current.sound(round.params.picks.includes(n) ? 'reveal' : 'tick');
      if (count >= drawn.length) {
        finish();
        return;
      }
      setShown({ round, count });
      timerRef.current = window.setTimeout(step, REVEAL_MS);
    };
    timerRef.current = window.setTimeout(step, REVEAL_MS);
  }, [round, instant]);

  useEffect(
    () => () => {
      window.clearTimeout(timerRef.current);
      finishRef.current?.();
    },
    [],
  );

  const revealing = shown !== null && shown.count < shown.round.outcome.drawn.length;
  const showsDraw = shown !== null && samePicks(params.picks, shown.round.params.picks);
  const revealed = showsDraw ? shown.round.outcome.drawn.slice(0, shown.count) : [];
  const locked = disabled || revealing;
  const row = payoutRow(params.risk, params.picks.length);
  const reached =
    showsDraw && !revealing && shown.round.params.risk === params.risk
      ? hitsSoFar(params.picks, revealed)
      : null;

  const setPicks = (picks: number[]) => onParams({ ...params, picks });

  return (
    <section class="keno" data-testid="keno-board" data-revealing={revealing}>
      <div class="keno-grid" role="group" aria-label={t('keno.grid')} data-testid="keno-grid">
        {NUMBERS.map((n) => {
          const state = tileState(n, params.picks, revealed);
          const label =
            state === 'hit'
              ? t('keno.numberHit', { number: n })
              : state === 'miss'
                ? t('keno.numberDrawn', { number: n })
                : undefined;
          return (
            <button
              key={n}
              type="button"
              class={`keno-tile keno-tile-${state}`}
              data-state={state}
              aria-pressed={params.picks.includes(n)}
              aria-label={label}
              disabled={locked}
              onClick={() => setPicks(togglePick(params.picks, n))}
            >
              {n}
            </button>
          );
        })}
      </div>
      <div class="keno-controls">
        <BoardSelect
          label={t('board.risk')}
          testId="keno-risk"
          value={params.risk}
          choices={KENO_RISKS}
          text={(risk) => t(RISK_TEXT[risk])}
          disabled={locked}
          onChange={(risk) => onParams({ ...params, risk })}
        />
        <button
          type="button"
          data-testid="keno-random"
          disabled={locked}
          onClick={() => setPicks(quickPick(params.picks.length || KENO_PICK_LIMIT))}
        >
          {t('keno.random')}
        </button>
        <button
          type="button"
          data-testid="keno-clear"
          disabled={locked || params.picks.length === 0}
          onClick={() => setPicks([])}
        >
          {t('keno.clear')}
        </button>
      </div>
      {row.length === 0 ? (
        <p class="keno-hint">{t('keno.hint')}</p>
      ) : (
        <ol
          class="keno-payouts"
          aria-label={t('keno.payouts', { picks: params.picks.length })}
          data-testid="keno-payouts"
          style={{ gridTemplateColumns: `repeat(${row.length}, minmax(0, 1fr))` }}
        >
          {row.map(({ hits, multiplier }) => (
            <li
              key={hits}
              class={hits === reached ? 'keno-payout keno-payout-reached' : 'keno-payout'}
              aria-current={hits === reached ? 'true' : undefined}
              aria-label={t('keno.payoutFor', {
                hits,
                multiplier: compactMultiplier(multiplier),
              })}
            >
              <span class="keno-payout-multiplier">{compactMultiplier(multiplier)}</span>
              <span class="keno-payout-hits">{hits}</span>
            </li>
          ))}
        </ol>
      )}
      <p class="visually-hidden" aria-live="polite" data-testid="keno-result">
        {announcement}
      </p>
    </section>
  );
}
