import {
  TOURNAMENT_LEADERBOARD_SIZE,
  type TournamentLeader,
  type TournamentLeaderboard,
  type TournamentStatus,
} from '@jackdaw/contracts';
import { ArrowDown, ArrowUp, Sparkles, Trophy } from 'lucide-react';
import { memo, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ownPosition, placeNews, type RowChange } from '../lib/leaderboard';
import type { BoardMode, LiveBoard } from '../lib/live-board';
import { formatPoints } from '../lib/points';
import { useLanguageCode } from './use-date-format';
import { useLiveBoardState } from './use-live-board';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
/** Rows shown before "Show all": the top of the board fits a phone's screen. */
const COLLAPSED_ROWS = 10;

// Gold, silver and bronze from the theme: the cup's colour fades with the place.
const medal = ['', 'text-accent', 'text-text', 'text-text-muted'] as const;

type Points = (points: string) => string;

/**
 * One row. Memoised on its own values, so a new board redraws only the rows that changed; a
 * changed row flashes and slides from where it came from, and keeps an arrow until the next
 * board. With reduced motion the arrow alone tells the change.
 */
const LeaderRow = memo(function LeaderRow({
  row,
  own,
  change,
  flash,
  points,
}: {
  row: TournamentLeader;
  own: boolean;
  change: RowChange | undefined;
  /** The board's version when this row changed: each new change animates again. */
  flash: number;
  points: Points;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLTableRowElement>(null);
  useEffect(() => {
    const node = ref.current;
    if (!flash || !change || !node || typeof node.animate !== 'function') return;
    if (window.matchMedia(REDUCED_MOTION).matches) return;
    const from = change === 'up' ? '10px' : change === 'down' ? '-10px' : '0';
    node.animate(
      [
        {
          transform: `translateY(${from})`,
          backgroundColor: 'color-mix(in srgb, var(--color-accent) 28%, transparent)',
        },
        { transform: 'none', backgroundColor: 'transparent' },
      ],
      { duration: 900, easing: 'ease-out' },
    );
  }, [flash, change]);
  const Arrow = change === 'up' ? ArrowUp : change === 'down' ? ArrowDown : null;
  return (
    <tr
      ref={ref}
      className={`border-t border-border ${own ? 'bg-accent/15' : ''}`}
      data-testid="leaderboard-row"
      data-place={row.place}
      data-own={own || undefined}
      data-change={change}
      aria-current={own ? 'true' : undefined}
    >
      <td className="w-16 py-2.5 pr-2 pl-3 font-bold tabular-nums">
        <span className="inline-flex items-center gap-1">
          {row.place <= 3 ? (
            <Trophy aria-hidden="true" size={14} className={medal[row.place]} />
          ) : null}
          {row.place}
        </span>
      </td>
      <td className="min-w-0 py-2.5 pr-2">
        <span className="inline-flex max-w-full items-center gap-1.5">
          <span className="truncate">{row.name}</span>
          {own ? (
            <span className="shrink-0 rounded-full bg-accent px-2 text-xs font-bold text-accent-contrast">
              {t('tournament.leaderboard.you')}
            </span>
          ) : null}
          {Arrow ? (
            <Arrow
              aria-hidden="true"
              size={14}
              className={change === 'up' ? 'shrink-0 text-success' : 'shrink-0 text-danger'}
            />
          ) : change === 'new' ? (
            <Sparkles aria-hidden="true" size={14} className="shrink-0 text-accent" />
          ) : null}
        </span>
      </td>
      <td className="py-2.5 pr-3 text-right font-semibold whitespace-nowrap tabular-nums">
        {points(row.points)}
      </td>
    </tr>
  );
});

function ModeBadge({ mode, board }: { mode: BoardMode; board: TournamentLeaderboard | null }) {
  const { t } = useTranslation();
  if (board?.final) {
    return (
      <span className="text-xs font-semibold text-text-muted">
        {t('tournament.leaderboard.final')}
      </span>
    );
  }
  if (board?.status === 'finished') {
    return (
      <span className="text-xs font-semibold text-text-muted">
        {t('tournament.leaderboard.settling')}
      </span>
    );
  }
  if (mode === 'live') {
    return (
      <span
        className="inline-flex items-center gap-1.5 text-xs font-semibold text-success"
        data-testid="leaderboard-live"
      >
        <span
          className="h-2 w-2 rounded-full bg-success motion-safe:animate-pulse"
          aria-hidden="true"
        />
        {t('tournament.leaderboard.live')}
      </span>
    );
  }
  if (mode === 'polling') {
    return (
      <span className="text-xs font-semibold text-text-muted">
        {t('tournament.leaderboard.reconnecting')}
      </span>
    );
  }
  return null;
}

/**
 * The live leaderboard (issue 25): top 100 with places, masked names and points, the player's
 * own row highlighted, or pinned under the table when it is not among the rows shown. Fed by
 * the live board (stream, polling while the stream is down); only this section re-renders when
 * it moves. The player's own place change is announced politely.
 */
export function Leaderboard({
  live,
  status,
}: {
  live: LiveBoard;
  /** The tournament's status as the page shows it (the board's own wins once it has one). */
  status: TournamentStatus;
}) {
  const { t } = useTranslation();
  const language = useLanguageCode();
  const { board, me, mode, loaded, changes } = useLiveBoardState(live);
  const [expanded, setExpanded] = useState(false);

  // The polite announcement of the own place: not for the first reading, which the page shows.
  const [news, setNews] = useState('');
  const lastPlace = useRef<number | null | undefined>(undefined);
  const place = me?.place ?? null;
  useEffect(() => {
    if (!loaded) return;
    if (lastPlace.current !== undefined) {
      const next = placeNews(lastPlace.current, place);
      if (next) setNews(t(`tournament.news.${next.kind}`, { place: next.place }));
    }
    lastPlace.current = place;
  }, [loaded, place, t]);

  const items = board?.items ?? [];
  const scoring = board?.scoring ?? 'stake';
  const currency = board?.currency ?? 'USD';
  // Stable while the board's units stay, so unchanged rows are not redrawn.
  const points = useCallback<Points>(
    (value) => formatPoints(value, scoring, currency, language),
    [scoring, currency, language],
  );
  const own = ownPosition(items, me);
  const visible = expanded ? items : items.slice(0, COLLAPSED_ROWS);
  const ownHidden = own.rowPlace !== null && own.rowPlace > visible.length;
  const pinned = own.pinned ?? (ownHidden && me ? me : null);
  const boardStatus = board?.status ?? status;

  return (
    <section
      aria-labelledby="leaderboard-title"
      className="flex flex-col gap-3 rounded-card border border-border bg-surface p-3 md:p-5"
      data-testid="leaderboard"
      data-version={board?.version}
      data-mode={mode}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="leaderboard-title" className="text-lg font-bold md:text-xl">
          {t('tournament.leaderboard')}
        </h2>
        <ModeBadge mode={mode} board={board} />
      </div>
      <p aria-live="polite" className="sr-only" data-testid="leaderboard-news">
        {news}
      </p>
      {me ? (
        <dl
          className="grid grid-cols-2 gap-2 rounded-lg bg-accent/15 p-3"
          data-testid="leaderboard-own"
        >
          <div className="flex flex-col">
            <dt className="text-xs text-text-muted">{t('tournament.leaderboard.yourPlace')}</dt>
            <dd className="text-2xl font-extrabold tabular-nums" data-testid="own-place">
              {me.place}
            </dd>
          </div>
          <div className="flex flex-col text-right">
            <dt className="text-xs text-text-muted">{t('tournament.leaderboard.points')}</dt>
            <dd
              className="text-2xl font-extrabold whitespace-nowrap tabular-nums"
              data-testid="own-points"
            >
              {points(me.points)}
            </dd>
          </div>
        </dl>
      ) : null}
      {!board ? (
        loaded ? null : (
          <div
            className="h-40 animate-pulse rounded-lg bg-surface-raised motion-reduce:animate-none"
            aria-busy="true"
          />
        )
      ) : items.length === 0 ? (
        <p
          className="rounded-lg border border-dashed border-border p-6 text-center text-sm text-text-muted"
          data-testid="leaderboard-empty"
        >
          {t(
            boardStatus === 'upcoming'
              ? 'tournament.leaderboard.notStarted'
              : 'tournament.leaderboard.empty',
          )}
        </p>
      ) : (
        <>
          <table className="w-full table-fixed border-collapse text-sm">
            <caption className="pb-2 text-left text-xs text-text-muted">
              {t('tournament.leaderboard.caption', { count: TOURNAMENT_LEADERBOARD_SIZE })}
              {' · '}
              {t('tournament.players')}: {board.participants}
            </caption>
            <thead>
              <tr className="text-left text-xs text-text-muted">
                <th scope="col" className="w-16 pb-2 pl-3 font-semibold">
                  {t('tournament.leaderboard.place')}
                </th>
                <th scope="col" className="pb-2 font-semibold">
                  {t('tournament.leaderboard.player')}
                </th>
                <th scope="col" className="w-32 pr-3 pb-2 text-right font-semibold">
                  {t('tournament.leaderboard.points')}
                </th>
              </tr>
            </thead>
            <tbody>
              {visible.map((row) => {
                const change = changes.get(row.place);
                return (
                  <LeaderRow
                    key={row.place}
                    row={row}
                    own={own.rowPlace === row.place}
                    change={change}
                    flash={change ? board.version : 0}
                    points={points}
                  />
                );
              })}
            </tbody>
            {pinned ? (
              <tfoot data-testid="leaderboard-pinned">
                <tr
                  className="border-t-2 border-dashed border-border bg-accent/15"
                  aria-current="true"
                >
                  <td className="py-2.5 pl-3 font-bold tabular-nums">{pinned.place}</td>
                  <td className="py-2.5 pr-2">
                    <span className="rounded-full bg-accent px-2 text-xs font-bold text-accent-contrast">
                      {t('tournament.leaderboard.you')}
                    </span>
                  </td>
                  <td className="py-2.5 pr-3 text-right font-semibold whitespace-nowrap tabular-nums">
                    {points(pinned.points)}
                  </td>
                </tr>
              </tfoot>
            ) : null}
          </table>
          {items.length > COLLAPSED_ROWS ? (
            <button
              type="button"
              className="h-10 self-center rounded-lg px-4 text-sm font-semibold text-accent hover:bg-surface-raised"
              aria-expanded={expanded}
              onClick={() => setExpanded((open) => !open)}
            >
              {expanded
                ? t('tournament.leaderboard.showFewer')
                : t('tournament.leaderboard.showAll', { count: items.length })}
            </button>
          ) : null}
        </>
      )}
    </section>
  );
}
