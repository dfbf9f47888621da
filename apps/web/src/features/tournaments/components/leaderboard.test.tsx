import type { TournamentLeaderboard, TournamentOwnEntry } from '@jackdaw/contracts';
import { readFileSync } from 'node:fs';
import i18next from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { initReactI18next } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import type { LiveBoard, LiveBoardState } from '../lib/live-board';
import { Leaderboard } from './leaderboard';

const english = JSON.parse(
  readFileSync(new URL('../../../../public/langs/Localization+(en).json', import.meta.url), 'utf8'),
) as Record<string, string>;

beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: 'EN',
    resources: { EN: { translation: english } },
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
  });
});

const board = (
  count: number,
  extra: Partial<TournamentLeaderboard> = {},
): TournamentLeaderboard => ({
  tournamentId: 7,
  status: 'running',
  scoring: 'stake',
  currency: 'INR',
  version: 3,
  updatedAt: '2026-11-26T17:00:00.000Z',
  participants: count,
  items: Array.from({ length: count }, (_, index) => ({
    place: index + 1,
    name: `P${index + 1}***x`,
    points: String((count - index) * 1000),
  })),
  final: false,
  ...extra,
});

/** A live board frozen in one state: the component only reads and subscribes. */
const frozen = (state: Partial<LiveBoardState>): LiveBoard => {
  const full: LiveBoardState = {
    board: null,
    me: null,
    mode: 'live',
    loaded: true,
    changes: new Map(),
    ...state,
  };
  return {
    getState: () => full,
    subscribe: () => () => undefined,
    start: () => undefined,
    stop: () => undefined,
    refresh: () => undefined,
  };
};

const me = (place: number, points: string): TournamentOwnEntry => ({
  place,
  points,
  joinedAt: '2026-11-26T16:00:00.000Z',
});

const render = (state: Partial<LiveBoardState>, status: 'running' | 'upcoming' = 'running') =>
  renderToStaticMarkup(<Leaderboard live={frozen(state)} status={status} />);

const rows = (html: string) => html.match(/data-testid="leaderboard-row"/g)?.length ?? 0;

describe('the leaderboard table', () => {
  it('is a table with a caption, column headers and the top 10 first', () => {
    const html = render({ board: board(12) });
    expect(html).toContain('<table');
    expect(html).toContain('<caption');
    expect(html).toContain('Top 100 by points');
    expect(html.match(/<th scope="col"/g)).toHaveLength(3);
    expect(rows(html)).toBe(10);
    expect(html).toContain('Show all 12');
    expect(html).toContain('aria-expanded="false"');
    expect(html).toMatch(/aria-live="polite"/);
    expect(html).toContain('Live');
  });

  it("highlights the player's own row in the top and names it", () => {
    const html = render({ board: board(12), me: me(3, '10000') });
    expect(html).toMatch(/data-place="3" data-own="true"[^>]*aria-current="true"/);
    expect(html).not.toContain('leaderboard-pinned');
    expect(html).toContain('Your place');
  });

  it('pins the own entry under the table when outside the top, or below the rows shown', () => {
    const outside = render({ board: board(12), me: me(143, '120') });
    expect(outside).toContain('data-testid="leaderboard-pinned"');
    expect(outside).toMatch(/<tfoot[^>]*><tr[^>]*aria-current="true"><td[^>]*>143<\/td>/);
    const hidden = render({ board: board(12), me: me(12, '1000') });
    expect(hidden).toContain('data-testid="leaderboard-pinned"');
    expect(hidden).not.toContain('data-own="true"');
  });

  it('marks the rows that moved', () => {
    const html = render({
      board: board(5),
      changes: new Map([
        [2, 'up'],
        [3, 'down'],
      ]),
    });
    expect(html).toContain('data-place="2" data-change="up"');
    expect(html).toContain('data-place="3" data-change="down"');
  });

  it('says the board is empty, or not open before the start, and the final results', () => {
    expect(render({ board: board(0) })).toContain('No points scored yet');
    expect(render({ board: board(0, { status: 'upcoming' }) }, 'upcoming')).toContain(
      'The leaderboard opens when the tournament starts.',
    );
    expect(
      render({ board: board(3, { status: 'finished', final: true }), mode: 'final' }),
    ).toContain('Final results');
    expect(render({ board: board(3, { status: 'finished' }), mode: 'live' })).toContain(
      'Counting the final results',
    );
    expect(render({ board: board(3), mode: 'polling' })).toContain('Reconnecting');
  });
});
