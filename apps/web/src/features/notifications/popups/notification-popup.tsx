import {
  bonusesCall,
  DEFAULT_LANGUAGE,
  parseLanguageCode,
  type HolidayCampaign,
  type Notification,
} from '@jackdaw/contracts';
import { formatMoney } from '@jackdaw/money';
import { useQuery } from '@tanstack/react-query';
import { AlertTriangle, CircleCheck, CircleX, Gift, type LucideIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import type { PopupViewProps } from '../../../config/popups';
import { track } from '../../../shared/lib/analytics';
import { apiRequest } from '../../../shared/lib/api-client';
import { useLocalizedPath } from '../../../shared/lib/use-localized-path';
import { usePopup } from '../../../shared/lib/use-popup';
import { useSession } from '../../../shared/lib/use-session';
import { useSessionStore } from '../../../shared/state/session-store';
import { useUiStore } from '../../../shared/state/ui-store';
import { Button } from '../../../shared/ui/button';
import { PopupDescription, PopupTitle } from '../../../shared/ui/popup-dialog';
import { useNotificationStore } from '../state';
import {
  countdownParts,
  isHolidayPopup,
  POPUP_CONTENT,
  type NotificationPopupName,
  type PopupAction,
  type PopupContent,
} from './popup-content';

const TONE_ICON: Record<PopupContent['tone'], { icon: LucideIcon; className: string }> = {
  success: { icon: CircleCheck, className: 'text-success' },
  warning: { icon: AlertTriangle, className: 'text-accent' },
  danger: { icon: CircleX, className: 'text-danger' },
  gift: { icon: Gift, className: 'text-accent' },
};

/** The free-spin campaign's game (GET /bonuses, the bonus page's call): where "play" goes. */
function useFreespinGame(enabled: boolean, bonusId: number | undefined): string | null {
  const token = useSessionStore((state) => state.token);
  const bonuses = useQuery({
    queryKey: ['notifications', 'freespin-game', token],
    queryFn: ({ signal }) => apiRequest(bonusesCall, { signal }),
    enabled: enabled && Boolean(token),
  });
  const campaigns = (bonuses.data?.bonuses.freespins ?? [])
    .map((entry) => ({ entry, campaign: entry.campaign }))
    .filter((item) => item.campaign !== null && item.campaign.status === 'await_spin');
  const match =
    campaigns.find(
      (item) =>
        item.campaign?.id === bonusId ||
        (bonusId !== undefined && item.entry.bonus?.id === bonusId),
    ) ?? campaigns[0];
  return match?.campaign?.game ?? null;
}

/** The holiday popup's live countdown to the day (`counter`) or to its end (`final`). */
function Countdown({ to }: { to: string }) {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const parts = countdownParts(Date.parse(to), now);
  const cells = [
    [parts.days, t('notifications.countdown.days')],
    [parts.hours, t('notifications.countdown.hours')],
    [parts.minutes, t('notifications.countdown.minutes')],
    [parts.seconds, t('notifications.countdown.seconds')],
  ] as const;
  return (
    <div
      className="grid grid-cols-4 gap-2"
      role="timer"
      aria-label={t('notifications.countdown.label')}
    >
      {cells.map(([value, label]) => (
        <div key={label} className="flex flex-col items-center rounded-lg bg-surface-raised py-2">
          <span className="text-2xl font-extrabold tabular-nums">
            {String(value).padStart(2, '0')}
          </span>
          <span className="text-xs text-text-muted">{label}</span>
        </div>
      ))}
    </div>
  );
}

/**
 * Every notification popup (engagement §2): its icon, title, the amount or spins of the
 * notification that opened it (from the store, not the address), its text and the action it
 * calls for. A popup opened by its address alone shows the same without a figure.
 */
export function NotificationPopup({ name, close }: PopupViewProps) {
  const popup = name as NotificationPopupName;
  const { t, i18n } = useTranslation();
  const content = POPUP_CONTENT[popup];
  const session = useSession();
  const { open } = usePopup();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const current = useNotificationStore((state) => state.current);
  const holiday = useNotificationStore((state) => state.holiday);
  const notification: Notification | null = current && !isHolidayPopup(popup) ? current : null;
  const campaign: HolidayCampaign | null = isHolidayPopup(popup) ? holiday : null;
  const needsGame = [content.action, content.secondary].includes('freespins');
  const game = useFreespinGame(needsGame, notification?.customData.bonusId);
  const language = parseLanguageCode(i18n.language) ?? DEFAULT_LANGUAGE;
  const currency = notification?.customData.currency ?? session.user?.currencyCode;
  const amount = notification?.customData.amount;
  const quantity = notification?.customData.quantity;
  const Icon = TONE_ICON[content.tone].icon;

  const run = (action: PopupAction) => {
    switch (action) {
      case 'deposit':
        open('deposit');
        return;
      case 'bonuses':
        void navigate(localized(paths.profile.page('bonus')));
        return;
      case 'balance':
        void navigate(localized(paths.profile.root));
        return;
      case 'freespins':
        void navigate(localized(game ? paths.game(game) : paths.profile.page('bonus')));
        return;
      case 'support': {
        // The chat panel (features/support) follows the shared flag; opening clears the unread
        // marker and counts as the chat being started (spec core §4 "Support chat").
        const ui = useUiStore.getState();
        close();
        ui.setChatUnread(false);
        if (!ui.chatOpen) {
          ui.setChatOpen(true);
          track('support_chat_started');
        }
        return;
      }
      case 'play':
        close();
        return;
    }
  };

  return (
    <div
      className="flex flex-col items-center gap-4 text-center"
      data-popup={name}
      data-testid="notification-popup"
    >
      <Icon aria-hidden className={`h-14 w-14 ${TONE_ICON[content.tone].className}`} />
      <PopupTitle className="text-xl font-bold">{t(`popup.${popup}.title`)}</PopupTitle>
      {content.figure === 'amount' && amount !== undefined && currency ? (
        <p className="text-3xl font-extrabold whitespace-nowrap" data-testid="notification-amount">
          {formatMoney(amount, currency, language)}
        </p>
      ) : null}
      {content.figure === 'spins' && quantity !== undefined ? (
        <p className="text-3xl font-extrabold" data-testid="notification-spins">
          {t('notifications.spins', { count: quantity })}
        </p>
      ) : null}
      {campaign?.percent ? (
        <p className="text-3xl font-extrabold">
          {t('notifications.holiday.percent', { percent: campaign.percent })}
        </p>
      ) : null}
      <PopupDescription className="text-text-muted">{t(`popup.${popup}.body`)}</PopupDescription>
      {campaign && campaign.phase === 'counter' ? <Countdown to={campaign.startsAt} /> : null}
      {campaign && campaign.phase === 'final' ? <Countdown to={campaign.endsAt} /> : null}
      <div className="mt-2 flex w-full flex-col gap-3">
        <Button onClick={() => run(content.action)} data-testid="notification-action">
          {t(`popup.${popup}.action`)}
        </Button>
        {content.secondary ? (
          <Button variant="secondary" onClick={() => run(content.secondary!)}>
            {t(`notifications.action.${content.secondary}`)}
          </Button>
        ) : null}
        <Button variant="secondary" onClick={close}>
          {t('common.close')}
        </Button>
      </div>
    </div>
  );
}
