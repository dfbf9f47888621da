import type { NotificationListItem } from '@jackdaw/contracts';
import { readFileSync } from 'node:fs';
import i18next from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { initReactI18next } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  canCollapse,
  COLLAPSED_COUNT,
  isListRead,
  markListRead,
  unreadCount,
  visibleEntries,
} from '../lib/list';
import { NotificationList } from './notification-list';

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

const item = (id: number, extra: Partial<NotificationListItem> = {}): NotificationListItem => ({
  id,
  type: 'deposit',
  kind: 'SystemSuccessfulDeposit',
  title: null,
  body: null,
  customData: { amount: 125_050, currency: 'USD' },
  isRead: false,
  createdAt: '2026-11-26T10:00:00Z',
  ...extra,
});

describe('profile notification rules (engagement §4 "Profile notifications")', () => {
  it('marking read sets every entry read, and the list then counts as read', () => {
    const items = [item(1), item(2, { isRead: true }), item(3)];
    expect(isListRead(items)).toBe(false);
    expect(unreadCount(items)).toBe(2);
    const read = markListRead(items);
    expect(read.every((entry) => entry.isRead)).toBe(true);
    expect(isListRead(read)).toBe(true);
  });

  it('counts as read only if none is unread', () => {
    expect(isListRead([item(1, { isRead: true }), item(2)])).toBe(false);
    expect(isListRead([])).toBe(true);
  });

  it('collapsed shows the newest few; the toggle shows them all', () => {
    const items = Array.from({ length: 8 }, (_, index) => item(index + 1));
    expect(visibleEntries(items, true)).toHaveLength(COLLAPSED_COUNT);
    expect(visibleEntries(items, false)).toHaveLength(8);
    expect(canCollapse(2, false)).toBe(false);
    expect(canCollapse(2, true)).toBe(true);
    expect(canCollapse(COLLAPSED_COUNT + 1, false)).toBe(true);
  });
});

describe('NotificationList', () => {
  it('draws each type with its label, the kind texts with the amount, and marks unread', () => {
    const html = renderToStaticMarkup(
      <NotificationList
        currency="USD"
        items={[
          item(1),
          item(2, {
            type: 'promo',
            kind: null,
            title: 'Weekend tournament',
            body: 'Join before Sunday',
            isRead: true,
          }),
          item(3, { type: 'transfer', kind: 'BonusTransferToMain', isRead: true }),
          item(4, { type: 'withdrawal', kind: null, title: null, body: null }),
          item(5, { type: 'identification', kind: null, title: 'Documents checked', body: null }),
        ]}
      />,
    );
    expect(html).toContain('Deposit credited');
    // §9: space thousands separator, comma decimal, sign after USD.
    expect(html).toContain('1 250,5');
    expect(html).toContain('Weekend tournament');
    expect(html).toContain('Join before Sunday');
    expect(html).toContain('Bonus moved to your balance');
    expect(html).toContain('Message from the casino');
    for (const type of ['Deposit', 'Promotion', 'Transfer', 'Withdrawal', 'Identification'])
      expect(html).toContain(type);
    expect(html.match(/data-read="false"/g)).toHaveLength(3);
    expect(html.match(/aria-label="Unread"/g)).toHaveLength(3);
  });
});
