import {
  displayMultiplier,
  ORIGINALS_INFO,
  minesMultiplier,
  type MinesParams,
  type MinesPublicView,
} from '@jackdaw/games';
import { useEffect, useRef } from 'preact/hooks';
import { formatMultiplier } from '../../lib/format';
import type { BoardProps } from '../board';
import './mines.css';

const { tiles: TILES, minMines, maxMines } = ORIGINALS_INFO.mines;
const MINE_CHOICES = Array.from({ length: maxMines - minMines + 1 }, (_, i) => minMines + i);
const REVEAL_MS = 180;

type TileState = 'hidden' | 'gem' | 'mine' | 'hit' | 'gem-dim' | 'mine-dim';

/** Each tile as shown: revealed gems, the mine hit, and once over every other tile dimmed. */
function tileStates(view: MinesPublicView | null): TileState[] {
  const states: TileState[] = Array.from({ length: TILES }, () => 'hidden');
  if (!view) return states;
  const mines = new Set(view.minePositions ?? []);
  if (view.status !== 'open') {
    for (let tile = 0; tile < TILES; tile++)
      states[tile] = mines.has(tile) ? 'mine-dim' : 'gem-dim';
  }
  for (const tile of view.revealed) states[tile] = mines.has(tile) ? 'hit' : 'gem';
  return states;
}

/**
 * Mines: the 5×5 grid and the number of mines. Tap a tile to reveal it; cash out with the
 * panel's button; at the end every tile shows what it hid.
 */
export default function MinesBoard({
  params,
  onParams,
  round,
  instant,
  disabled,
  t,
  sound,
  onSettled,
  onAction,
}: BoardProps<MinesParams, MinesPublicView>) {
  const view = round?.outcome ?? null;
  const open = round?.status === 'open';
  const lastShownRef = useRef(round);

  useEffect(() => {
    if (!round || round === lastShownRef.current) return;
    lastShownRef.current = round;
    const hit = round.status === 'lost';
    if (!hit && round.outcome.revealed.length > 0) sound('reveal');
    if (instant) {
      onSettled();
      return;
    }
    const timer = setTimeout(onSettled, REVEAL_MS);
    return () => clearTimeout(timer);
    // A new round object is a new state; the rest are read as they stand.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [round]);

  const states = tileStates(view);
  const mines = open && round ? (round.params.mines ?? params.mines) : params.mines;
  const revealed = open && view ? view.revealed.length : 0;
  const safeLeft = TILES - mines - revealed;
  const next =
    safeLeft > 0 ? formatMultiplier(displayMultiplier(minesMultiplier(mines, revealed + 1))) : null;

  return (
    <div class="board mines">
      <div class="board-stage mines-stage">
        <div class="mines-grid" data-testid="mines-grid" data-status={round?.status ?? 'none'}>
          {states.map((state, tile) => (
            <button
              type="button"
              key={tile}
              class={`mines-tile is-${state}`}
              data-tile={tile}
              data-state={state}
              aria-label={t('mines.tile', { number: tile + 1 })}
              disabled={!open || disabled || state !== 'hidden'}
              onClick={() => onAction({ type: 'reveal', tile })}
            >
              {state === 'gem' || state === 'gem-dim' ? '◆' : state === 'hidden' ? '' : '✸'}
            </button>
          ))}
        </div>
        <p class="mines-info" role="status">
          {open
            ? next
              ? t('mines.next', { multiplier: next })
              : ''
            : round
              ? round.status === 'lost'
                ? t('board.lost')
                : formatMultiplier(round.multiplier)
              : t('mines.start')}
        </p>
      </div>
      <div class="board-controls">
        <label class="board-field">
          <span>{t('mines.count')}</span>
          <select
            data-testid="mines-count"
            value={mines}
            disabled={disabled || open}
            onChange={(event) => onParams({ mines: Number(event.currentTarget.value) })}
          >
            {MINE_CHOICES.map((count) => (
              <option key={count} value={count}>
                {count}
              </option>
            ))}
          </select>
        </label>
        <div class="board-field">
          <span>{t('mines.gems')}</span>
          <output class="board-output">{safeLeft}</output>
        </div>
      </div>
    </div>
  );
}
