import { describe, expect, it } from 'vitest';
import { latestTransactions } from './latest-transactions';

/** A history item as far as the merge reads it. */
const item = (id: string, type: 'deposit' | 'withdraw', createdAt: string) => ({
  id,
  type,
  createdAt,
});

describe('latestTransactions', () => {
  it('merges both histories newest first and keeps the newest `count`', () => {
    const deposits = [
      item('d3', 'deposit', '2026-11-05T10:00:00Z'),
      item('d2', 'deposit', '2026-11-03T10:00:00Z'),
      item('d1', 'deposit', '2026-11-01T10:00:00Z'),
    ];
    const withdrawals = [
      item('w2', 'withdraw', '2026-11-04T10:00:00Z'),
      item('w1', 'withdraw', '2026-11-02T10:00:00Z'),
    ];
    expect(latestTransactions(deposits, withdrawals, 4).map((entry) => entry.id)).toEqual([
      'd3',
      'w2',
      'd2',
      'w1',
    ]);
  });

  it('compares instants, not text, and keeps deposits first at the same instant', () => {
    const deposits = [item('d', 'deposit', '2026-11-02T10:00:00.000Z')];
    const withdrawals = [
      item('w-late', 'withdraw', '2026-11-02T12:30:00+02:00'),
      item('w-same', 'withdraw', '2026-11-02T10:00:00Z'),
    ];
    expect(latestTransactions(deposits, withdrawals, 5).map((entry) => entry.id)).toEqual([
      'w-late',
      'd',
      'w-same',
    ]);
  });

  it('answers fewer when the histories hold fewer, and nothing for none', () => {
    expect(latestTransactions([item('d', 'deposit', '2026-11-02T10:00:00Z')], [], 5)).toHaveLength(
      1,
    );
    expect(latestTransactions([], [], 5)).toEqual([]);
  });
});
