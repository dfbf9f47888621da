import {
  DEFAULT_LANGUAGE,
  parseLanguageCode,
  type CurrencyCode,
  type NotificationListItem,
  type NotificationType,
} from '@jackdaw/contracts';
import { formatMoney } from '@jackdaw/money';
import {
  ArrowDownToLine,
  ArrowLeftRight,
  ArrowUpFromLine,
  Gift,
  ShieldCheck,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { entryTextKeys } from '../lib/list';

const TYPE_ICON: Record<NotificationType, LucideIcon> = {
  transfer: ArrowLeftRight,
  deposit: ArrowDownToLine,
  withdrawal: ArrowUpFromLine,
  identification: ShieldCheck,
  promo: Gift,
};

/** The entries of the profile notification page, newest first, the unread ones marked. */
export function NotificationList({
  items,
  currency,
}: {
  items: readonly NotificationListItem[];
  currency: CurrencyCode | null;
}) {
  const { t, i18n } = useTranslation();
  const language = parseLanguageCode(i18n.language) ?? DEFAULT_LANGUAGE;
  return (
    <ul className="flex flex-col gap-2" data-testid="notification-list">
      {items.map((item) => {
        const Icon = TYPE_ICON[item.type];
        const texts = entryTextKeys(item);
        const itemCurrency = item.customData.currency ?? currency;
        const values = {
          amount:
            item.customData.amount !== undefined && itemCurrency
              ? formatMoney(item.customData.amount, itemCurrency, language)
              : '',
          count: item.customData.quantity ?? 0,
        };
        const text = (part: { key: string } | { text: string }) =>
          'text' in part ? part.text : t(part.key, values);
        return (
          <li
            key={item.id}
            data-notification-id={item.id}
            data-read={item.isRead ? 'true' : 'false'}
            className={`flex gap-3 rounded-card border p-3 ${item.isRead ? 'border-border bg-surface' : 'border-accent/60 bg-surface-raised'}`}
          >
            <span
              className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-bg text-accent"
              title={t(`notifications.type.${item.type}`)}
            >
              <Icon aria-hidden className="h-5 w-5" />
              <span className="sr-only">{t(`notifications.type.${item.type}`)}</span>
            </span>
            <div className="flex min-w-0 flex-1 flex-col gap-1">
              <p className="flex items-start justify-between gap-2">
                <span className="break-words font-semibold">{text(texts.title)}</span>
                {item.isRead ? null : (
                  <span
                    className="mt-1.5 h-2 w-2 shrink-0 rounded-full bg-accent"
                    role="img"
                    aria-label={t('notifications.unread')}
                  />
                )}
              </p>
              {texts.body ? (
                <p className="break-words text-sm text-text-muted">{text(texts.body)}</p>
              ) : null}
              <time className="text-xs text-text-muted" dateTime={item.createdAt}>
                {new Date(item.createdAt).toLocaleString(i18n.language)}
              </time>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
