import { ErrorCode, type AdminTournamentPrizeBody } from '@jackdaw/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bodyProblem,
  maskName,
  multiplierPoints,
  prizeFundOf,
  prizeOf,
  prizeTableProblem,
  roundRefOf,
  stakePoints,
  statusOf,
  textsIn,
} from './rules.js';
import { tournamentBody } from './tournaments.test-kit.js';

const money = (placeFrom: number, placeTo: number, amount = '100'): AdminTournamentPrizeBody => ({
  placeFrom,
  placeTo,
  kind: 'money',
  amount,
});

describe('tournament rules', () => {
  it('status follows the schedule; cancelled wins over it', () => {
    const schedule = {
      startsAt: new Date('2026-01-02T00:00:00Z'),
      endsAt: new Date('2026-01-03T00:00:00Z'),
      cancelledAt: null,
    };
    expect(statusOf(schedule, new Date('2026-01-01T23:59:59Z'))).toBe('upcoming');
    expect(statusOf(schedule, new Date('2026-01-02T00:00:00Z'))).toBe('running');
    expect(statusOf(schedule, new Date('2026-01-03T00:00:00Z'))).toBe('finished');
    expect(
      statusOf({ ...schedule, cancelledAt: new Date() }, new Date('2026-01-02T12:00:00Z')),
    ).toBe('cancelled');
  });

  it('a prize table covers places 1…n once each, in any order', () => {
    expect(prizeTableProblem([money(2, 5), money(1, 1)])).toBeNull();
    expect(prizeTableProblem([money(2, 5)])).toMatch(/no prize/);
    expect(prizeTableProblem([money(1, 3), money(3, 4)])).toMatch(/two prizes/);
    expect(prizeTableProblem([money(1, 1), money(3, 2)])).toMatch(/before the first/);
    expect(prizeTableProblem([money(1, 1, '0')])).toMatch(/positive/);
  });

  it('every place of a valid table has exactly one prize (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 20 }), { minLength: 1, maxLength: 10 }),
        (sizes) => {
          let from = 1;
          const rows = sizes.map((size) => {
            const row = money(from, from + size - 1);
            from += size;
            return row;
          });
          expect(prizeTableProblem([...rows].reverse())).toBeNull();
          for (let place = 1; place < from; place++) expect(prizeOf(rows, place)).toBeDefined();
          expect(prizeOf(rows, from)).toBeUndefined();
          expect(prizeFundOf(rows, 'INR').places).toBe(from - 1);
        },
      ),
    );
  });

  it('the body check names what is wrong', () => {
    const now = new Date();
    expect(bodyProblem(tournamentBody(), now)).toBeNull();
    expect(bodyProblem(tournamentBody({ timeZone: 'Nowhere/City' }), now)?.code).toBe(
      ErrorCode.TournamentInvalid,
    );
    expect(
      bodyProblem(
        tournamentBody({
          startsAt: new Date(now.getTime() + 1_000).toISOString(),
          endsAt: new Date(now.getTime() + 400 * 86_400_000).toISOString(),
        }),
        now,
      )?.message,
    ).toMatch(/366 days/);
    expect(bodyProblem(tournamentBody({ categories: ['favorite'] }), now)?.message).toMatch(
      /Unknown category/,
    );
  });

  it('points: stake, win, multiplier in hundredths (rounded down)', () => {
    expect(stakePoints('stake', 500n, 2_000n)).toBe(500n);
    expect(stakePoints('win', 500n, 2_000n)).toBe(2_000n);
    expect(stakePoints('multiplier', 300n, 1_000n)).toBe(333n);
    expect(multiplierPoints(0n, 300n)).toBe(0n);
    expect(multiplierPoints(100n, 0n)).toBe(0n);
  });

  it('texts fall back to English; names are masked; rounds pair bets and wins', () => {
    const texts = [
      { language: 'EN', title: 'Race' },
      { language: 'TR', title: 'Yarış' },
    ];
    expect(textsIn(texts, 'TR').title).toBe('Yarış');
    expect(textsIn(texts, 'FR').title).toBe('Race');
    expect(maskName('Ayşe Kaya', 7)).toBe('A***a');
    expect(maskName('', 1234)).toBe('Player ***34');
    expect(maskName(undefined, 5)).toBe('Player ***05');
    expect(roundRefOf({ roundId: 'r1', game: 'x' }, 'k')).toBe('round:r1');
    expect(roundRefOf({ roundId: 7, betId: 'b' }, 'k')).toBe('round:7:b');
    expect(roundRefOf(undefined, 'k')).toBe('key:k');
  });
});
