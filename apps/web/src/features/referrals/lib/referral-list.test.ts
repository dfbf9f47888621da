import type { ReferralItem } from '@jackdaw/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addReferral,
  appendPage,
  emptyReferralList,
  hasMorePages,
  lastPage,
  listFromPages,
  nextPage,
  removeReferral,
  updateProfit,
  type ReferralListState,
} from './referral-list';

const friend = (referralId: number, profit = 0): ReferralItem => ({
  referralId,
  name: `f***${referralId}@e***.com`,
  registeredAt: '2026-11-01T10:00:00.000Z',
  profit,
  currency: 'INR',
  active: true,
  activeUntil: '2027-01-30T10:00:00.000Z',
  selfReferral: false,
});

const ids = (state: ReferralListState) => state.items.map((item) => item.referralId);

describe('lastPage (engagement §4, §9: page size 5)', () => {
  it('is the total divided by 5, rounded up', () => {
    expect([0, 1, 4, 5, 6, 10, 11].map(lastPage)).toEqual([0, 1, 1, 1, 2, 2, 3]);
  });

  it('holds for any total', () => {
    fc.assert(
      fc.property(fc.nat(1_000_000), (total) => {
        const last = lastPage(total);
        expect(last * 5).toBeGreaterThanOrEqual(total);
        expect((last - 1) * 5).toBeLessThan(total === 0 ? 1 : total);
      }),
    );
  });
});

describe('appendPage', () => {
  it('appends the items and takes the total of the answer', () => {
    const first = appendPage(emptyReferralList, {
      items: [5, 4, 3, 2, 1].map((id) => friend(id)),
      total: 7,
      page: 1,
    });
    expect(ids(first)).toEqual([5, 4, 3, 2, 1]);
    expect(first.total).toBe(7);
    expect(hasMorePages(first)).toBe(true);
    expect(nextPage(first)).toBe(2);

    const second = appendPage(first, { items: [friend(7), friend(6)], total: 8, page: 2 });
    expect(ids(second)).toEqual([5, 4, 3, 2, 1, 7, 6]);
    expect(second.total).toBe(8);
    expect(second.page).toBe(2);
  });

  it('never lists a friend twice', () => {
    const first = appendPage(emptyReferralList, {
      items: [5, 4, 3, 2, 1].map((id) => friend(id)),
      total: 6,
      page: 1,
    });
    // A friend registered meanwhile: page 2 starts with page 1's last friend again.
    const second = appendPage(first, { items: [friend(1), friend(0)], total: 7, page: 2 });
    expect(ids(second)).toEqual([5, 4, 3, 2, 1, 0]);
  });

  it('keeps ids unique and every answered friend listed, whatever the pages', () => {
    const page = fc.record({
      items: fc.array(fc.integer({ min: 1, max: 30 }), { maxLength: 5 }),
      total: fc.nat(40),
    });
    fc.assert(
      fc.property(fc.array(page, { maxLength: 8 }), (pages) => {
        const state = listFromPages(
          pages.map((p, index) => ({
            items: p.items.map((id) => friend(id)),
            total: p.total,
            page: index + 1,
          })),
        );
        expect(new Set(ids(state)).size).toBe(state.items.length);
        for (const p of pages) for (const id of p.items) expect(ids(state)).toContain(id);
        if (pages.length > 0) expect(state.total).toBe(pages.at(-1)!.total);
      }),
    );
  });

  it('has no further page once the last one is in', () => {
    const state = appendPage(emptyReferralList, { items: [friend(1)], total: 1, page: 1 });
    expect(hasMorePages(state)).toBe(false);
    expect(hasMorePages(emptyReferralList)).toBe(false);
  });
});

describe('adding, removing and updating a friend', () => {
  const listed = appendPage(emptyReferralList, {
    items: [friend(3, 500), friend(2, 120)],
    total: 2,
    page: 1,
  });

  it('puts a new friend at the top with profit 0 and raises the total by one', () => {
    const added = addReferral(listed, friend(4, 999));
    expect(ids(added)).toEqual([4, 3, 2]);
    expect(added.items[0]!.profit).toBe(0);
    expect(added.total).toBe(3);
  });

  it('adds a friend already listed only once', () => {
    expect(addReferral(listed, friend(3))).toBe(listed);
  });

  it('removes a friend and lowers the total by one', () => {
    const removed = removeReferral(listed, 3);
    expect(ids(removed)).toEqual([2]);
    expect(removed.total).toBe(1);
    expect(removeReferral(emptyReferralList, 1).total).toBe(0);
  });

  it("updates one friend's profit", () => {
    const updated = updateProfit(listed, 2, 777);
    expect(updated.items.map((item) => item.profit)).toEqual([500, 777]);
    expect(updated.total).toBe(2);
    expect(updateProfit(listed, 99, 1)).toBe(listed);
  });
});
