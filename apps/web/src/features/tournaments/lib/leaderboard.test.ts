import type { TournamentLeader, TournamentLeaderboard } from '@jackdaw/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { newerBoard, ownPosition, placeNews, rowChanges } from './leaderboard';

const row = (place: number, name: string, points: number | string): TournamentLeader => ({
  place,
  name,
  points: String(points),
});

const board = (
  version: number,
  items: TournamentLeader[],
  extra: Partial<TournamentLeaderboard> = {},
): TournamentLeaderboard => ({
  tournamentId: 7,
  status: 'running',
  scoring: 'stake',
  currency: 'USD',
  version,
  updatedAt: '2026-11-26T17:00:00.000Z',
  participants: items.length,
  items,
  final: false,
  ...extra,
});

const me = (place: number, points: number | string) => ({
  place,
  points: String(points),
  joinedAt: '2026-11-26T16:00:00.000Z',
});

describe('the board to keep when the stream and the poll race', () => {
  it('keeps the highest version, and the shown one on a tie', () => {
    const shown = board(5, [row(1, 'Ay***a', 10)]);
    const older = board(4, [row(1, 'Bo***b', 99)]);
    const newer = board(6, [row(1, 'Bo***b', 99)]);
    const same = board(5, [row(1, 'Ay***a', 10)]);
    expect(newerBoard(null, older)).toBe(older);
    expect(newerBoard(shown, older)).toBe(shown);
    expect(newerBoard(shown, same)).toBe(shown);
    expect(newerBoard(shown, newer)).toBe(newer);
  });

  it('takes the final board at the same version and ignores another tournament', () => {
    const shown = board(5, []);
    const final = board(5, [], { final: true, status: 'finished' });
    expect(newerBoard(shown, final)).toBe(final);
    expect(newerBoard(shown, board(50, [], { tournamentId: 8 }))).toBe(shown);
  });

  it('takes a board of the same version with a player more (a join moves no points)', () => {
    const shown = board(5, [row(1, 'Ay***a', 10)]);
    const joined = board(5, [row(1, 'Ay***a', 10), row(2, 'Bo***b', 0)]);
    expect(newerBoard(shown, joined)).toBe(joined);
    expect(newerBoard(joined, shown)).toBe(joined);
  });

  it('never goes back in version whatever order the answers come in', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 1000 }), { minLength: 1 }), (versions) => {
        let shown: TournamentLeaderboard | null = null;
        for (const version of versions) shown = newerBoard(shown, board(version, []));
        expect(shown!.version).toBe(Math.max(...versions));
      }),
    );
  });
});

describe("the player's own row", () => {
  const top = [row(1, 'Ay***a', 500), row(2, 'Bo***b', 300), row(3, 'Ce***c', 300)];

  it('is highlighted in the top when the board agrees with the entry', () => {
    expect(ownPosition(top, me(2, 300))).toEqual({ rowPlace: 2, pinned: null });
  });

  it('among tied points is the row at the own place, never the first tied one', () => {
    expect(ownPosition(top, me(3, 300))).toEqual({ rowPlace: 3, pinned: null });
  });

  it('is pinned under the table when outside the top', () => {
    const entry = me(143, 12);
    expect(ownPosition(top, entry)).toEqual({ rowPlace: null, pinned: entry });
  });

  it('is pinned while the entry and the board disagree (read at another moment)', () => {
    const entry = me(2, 450);
    expect(ownPosition(top, entry)).toEqual({ rowPlace: null, pinned: entry });
  });

  it('is nowhere for a visitor or a player not entered', () => {
    expect(ownPosition(top, null)).toEqual({ rowPlace: null, pinned: null });
  });
});

describe('rows that changed', () => {
  it('marks a climber, the one it passed, a newcomer and a player who scored in place', () => {
    const before = [row(1, 'Ay***a', 500), row(2, 'Bo***b', 300), row(3, 'Ce***c', 200)];
    const after = [
      row(1, 'Ay***a', 520),
      row(2, 'Ce***c', 400),
      row(3, 'Bo***b', 300),
      row(4, 'Di***d', 100),
    ];
    expect(Object.fromEntries(rowChanges(before, after))).toEqual({
      1: 'points',
      2: 'up',
      3: 'down',
      4: 'new',
    });
  });

  it('marks nothing when nothing moved', () => {
    const rows = [row(1, 'Ay***a', 500), row(2, 'Bo***b', 300)];
    expect(
      rowChanges(
        rows,
        rows.map((r) => ({ ...r })),
      ).size,
    ).toBe(0);
  });

  it('follows a shared masked name by its place only', () => {
    const before = [row(1, 'Al***x', 500), row(2, 'Al***x', 300), row(3, 'Bo***b', 200)];
    const after = [row(1, 'Al***x', 500), row(2, 'Al***x', 350), row(3, 'Bo***b', 200)];
    expect(Object.fromEntries(rowChanges(before, after))).toEqual({ 2: 'points' });
    const passed = [row(1, 'Al***x', 500), row(2, 'Bo***b', 400), row(3, 'Al***x', 300)];
    expect(Object.fromEntries(rowChanges(before, passed))).toEqual({ 2: 'up', 3: 'new' });
  });
});

describe('the announcement of the own place', () => {
  it('tells entering, climbing and falling, and nothing when the place stays', () => {
    expect(placeNews(null, 12)).toEqual({ kind: 'entered', place: 12 });
    expect(placeNews(12, 4)).toEqual({ kind: 'up', place: 4, from: 12 });
    expect(placeNews(4, 6)).toEqual({ kind: 'down', place: 6, from: 4 });
    expect(placeNews(4, 4)).toBeNull();
    expect(placeNews(4, null)).toBeNull();
  });
});
