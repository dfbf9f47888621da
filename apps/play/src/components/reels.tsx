import type { PlayGameConfig, PlaySpinOutcome } from '@jackdaw/contracts';
import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import { spinDuration, type Timings } from '../game/timings';
import { SymbolArt } from './symbol-art';

interface ReelsProps {
  game: PlayGameConfig;
  grid: string[][];
  spinId: number;
  waiting: boolean;
  timings: Timings;
  outcome: PlaySpinOutcome | null;
  /** The win presented on its own, or null for every win at once. */
  winIndex: number | null;
  /** Win presentation and line drawing happen once the reels have stopped. */
  settled: boolean;
}

/** Filler symbols that scroll past before a reel stops: the reel's own strip, from anywhere. */
function filler(strip: readonly string[], count: number, seed: number): string[] {
  const start = Math.abs(seed * 7919) % Math.max(1, strip.length);
  return Array.from({ length: count }, (_, i) => strip[(start + i) % strip.length] as string);
}

/**
 * The reel window. On a new outcome each reel shows [new symbols, filler, old symbols] shifted
 * up so the old ones sit in view, then slides down to the new ones with a CSS transform (the
 * compositor's work, smooth on a cheap phone); later reels carry more filler and stop later.
 */
export function Reels({
  game,
  grid,
  spinId,
  waiting,
  timings,
  outcome,
  winIndex,
  settled,
}: ReelsProps) {
  const symbols = new Map(game.symbols.map((symbol) => [symbol.id, symbol]));
  const shown = settled && outcome ? outcome.wins : [];
  const presented = winIndex === null ? shown : shown.slice(winIndex, winIndex + 1);
  const lit = new Set(
    presented.flatMap((win) => win.positions.map(([reel, row]) => `${reel}:${row}`)),
  );
  const line =
    presented.length === 1 && presented[0]?.kind === 'line' ? presented[0].line : undefined;
  const lineRows =
    game.pay.kind === 'lines' && line !== undefined ? game.pay.lines[line] : undefined;

  return (
    <div
      class="reels"
      // --ratio sizes the window to its box in styles.css (.reels-box container units).
      style={{ aspectRatio: `${game.reels} / ${game.rows}`, '--ratio': game.reels / game.rows }}
      data-spin={spinId}
      data-settled={settled ? 'true' : 'false'}
    >
      {grid.map((column, reel) => (
        <Reel
          key={reel}
          reel={reel}
          column={column}
          strip={game.strips[reel] ?? column}
          rows={game.rows}
          spinId={spinId}
          waiting={waiting}
          duration={spinDuration(timings, reel + 1)}
          render={(id, row) => {
            const symbol = symbols.get(id);
            const state =
              row === null || lit.size === 0
                ? ''
                : lit.has(`${reel}:${row}`)
                  ? 'cell--win'
                  : 'cell--dim';
            return (
              <div class={`cell ${state}`} data-symbol={id}>
                {symbol ? <SymbolArt symbol={symbol} titleId={game.titleId} /> : null}
              </div>
            );
          }}
        />
      ))}
      {lineRows ? (
        <svg
          class="win-line"
          viewBox={`0 0 ${game.reels} ${game.rows}`}
          preserveAspectRatio="none"
          aria-hidden="true"
          data-win-line={line}
        >
          <polyline
            points={lineRows.map((row, reel) => `${reel + 0.5},${row + 0.5}`).join(' ')}
            vector-effect="non-scaling-stroke"
          />
        </svg>
      ) : null}
    </div>
  );
}

interface ReelProps {
  reel: number;
  column: string[];
  strip: readonly string[];
  rows: number;
  spinId: number;
  waiting: boolean;
  duration: number;
  render: (symbol: string, row: number | null) => preact.JSX.Element;
}

function Reel({ reel, column, strip, rows, spinId, waiting, duration, render }: ReelProps) {
  const previousRef = useRef<string[]>(column);
  const shownSpinRef = useRef(spinId);
  const [rolling, setRolling] = useState<{ cells: string[]; from: number } | null>(null);
  const stripRef = useRef<HTMLDivElement>(null);

  // A new outcome: lay out the long strip at its start position before the browser paints.
  useLayoutEffect(() => {
    if (spinId === shownSpinRef.current) return;
    shownSpinRef.current = spinId;
    const extra = filler(strip, 6 + reel * 3, spinId + reel);
    const cells = [...column, ...extra, ...previousRef.current];
    previousRef.current = column;
    setRolling({ cells, from: column.length + extra.length });
  }, [spinId, column, strip, reel]);

  // Then, next frame, let it slide to the outcome.
  useLayoutEffect(() => {
    const element = stripRef.current;
    if (!rolling || !element) return;
    const total = rolling.cells.length;
    element.style.transition = 'none';
    element.style.transform = `translateY(${(-100 * rolling.from) / total}%)`;
    // Reading layout commits the start position, so the transition runs from it.
    void element.offsetHeight;
    element.style.transition = `transform ${duration}ms cubic-bezier(0.2, 0.7, 0.3, 1.05)`;
    element.style.transform = 'translateY(0)';
  }, [rolling, duration]);

  const cells = waiting
    ? [...column, ...filler(strip, rows * 3, reel), ...column]
    : (rolling?.cells ?? column);
  const total = cells.length;
  return (
    <div class={`reel${waiting ? ' reel--waiting' : ''}`}>
      <div
        ref={waiting ? undefined : stripRef}
        class="reel-strip"
        style={{
          height: `${(100 * total) / rows}%`,
          ...(waiting ? { transform: 'none', transition: 'none' } : {}),
        }}
      >
        {cells.map((symbol, index) => (
          <div key={index} class="reel-slot" style={{ height: `${100 / total}%` }}>
            {render(symbol, index < rows && !waiting ? index : null)}
          </div>
        ))}
      </div>
    </div>
  );
}
