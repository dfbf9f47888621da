import type { NotificationListItem } from '@jackdaw/contracts';
import { describe, expect, it } from 'vitest';
import { withNewEntry } from './list-cache';

const entry = (id: number, extra: Partial<NotificationListItem> = {}): NotificationListItem => ({
  id,
  type: 'promo',
  kind: null,
  title: `Message ${id}`,
  body: 'Reload bonus on Saturday.',
  customData: {},
  isRead: false,
  createdAt: '2026-11-26T12:00:00.000Z',
  ...extra,
});

const cache = () => ({
  pageParams: [null, 5],
  pages: [
    { unread: 1, nextBefore: 5, notificationList: [entry(7), entry(5, { isRead: true })] },
    { unread: 1, nextBefore: null, notificationList: [entry(3, { isRead: true })] },
  ],
});

describe('withNewEntry (a staff message pushed over the stream)', () => {
  it('puts the entry on top of the first page and raises the unread count', () => {
    const before = cache();
    const after = withNewEntry(before, entry(9));
    expect(after.pages[0]!.notificationList.map((item) => item.id)).toEqual([9, 7, 5]);
    expect(after.pages[0]!.unread).toBe(2);
    expect(after.pages[0]!.nextBefore).toBe(5);
    expect(after.pages[1]).toBe(before.pages[1]);
    expect(after.pageParams).toBe(before.pageParams);
    // The cache given is not changed in place (react-query compares by reference).
    expect(before.pages[0]!.notificationList).toHaveLength(2);
  });

  it('leaves the count alone for an entry already read', () => {
    expect(withNewEntry(cache(), entry(9, { isRead: true })).pages[0]!.unread).toBe(1);
  });

  it('changes nothing for an entry already listed (a replay, or a fetch that found it)', () => {
    const before = cache();
    expect(withNewEntry(before, entry(7))).toBe(before);
    expect(withNewEntry(before, entry(3))).toBe(before);
  });

  it('changes nothing without a loaded page', () => {
    const empty = { pageParams: [], pages: [] };
    expect(withNewEntry(empty, entry(9))).toBe(empty);
  });
});
