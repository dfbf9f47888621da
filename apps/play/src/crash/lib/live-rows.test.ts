import type { CrashMyBet, CrashPublicBet } from '@jackdaw/contracts';
import { describe, expect, it } from 'vitest';
import { liveRows } from './live-rows';

const pub = (betId: string, patch: Partial<CrashPublicBet> = {}): CrashPublicBet => ({
  betId,
  player: 'a***b',
  currency: 'EUR',
  amount: 100,
  panel: 1,
  cashedOutAt: null,
  win: null,
  ...patch,
});
const mine = (betId: string, patch: Partial<CrashMyBet> = {}): CrashMyBet => ({
  betId,
  roundId: 5,
  panel: 1,
  currency: 'USD',
  amount: 50,
  autoCashOut: null,
  status: 'open',
  cashedOutAt: null,
  win: null,
  result: null,
  createdAt: 0,
  ...patch,
});

describe('the live list rows', () => {
  it('marks own bets the server listed, and lists them once', () => {
    const rows = liveRows([pub('x'), pub('m1', { player: 'me***' })], [mine('m1')], 5, 'You', 10);
    expect(rows.map((r) => [r.betId, r.player, r.own])).toEqual([
      ['m1', 'me***', true],
      ['x', 'a***b', false],
    ]);
  });

  it('adds own bets of the round the server does not broadcast (demo), cash-out included', () => {
    const rows = liveRows(
      [pub('x')],
      [
        mine('d1', { panel: 1, status: 'cashed', cashedOutAt: 150, win: 75 }),
        mine('d2', { panel: 2 }),
        mine('old', { roundId: 4 }),
        mine('gone', { status: 'cancelled' }),
      ],
      5,
      'You',
      10,
    );
    expect(rows.map((r) => [r.betId, r.player, r.cashedOutAt, r.win])).toEqual([
      ['d1', 'You', 150, 75],
      ['d2', 'You', null, null],
      ['x', 'a***b', null, null],
    ]);
  });

  it('puts cash-outs above open bets, higher multipliers and stakes first, within the limit', () => {
    const rows = liveRows(
      [
        pub('a', { amount: 10 }),
        pub('b', { amount: 90 }),
        pub('c', { cashedOutAt: 120 }),
        pub('d', { cashedOutAt: 300 }),
      ],
      [],
      5,
      'You',
      3,
    );
    expect(rows.map((r) => r.betId)).toEqual(['d', 'c', 'b']);
  });
});
