import type { HolidayPhase, NotificationKind } from '@jackdaw/contracts';

/**
 * The 14 kinds' popups and the three holiday ones (engagement §2 "Notification popups"), and
 * the tournament prize's (issue 25).
 */
export type NotificationPopupName =
  | 'welcome'
  | 'first-deposit'
  | 'transfer-to-main'
  | 'wagering-counter'
  | 'bonus-added'
  | 'independence-counter'
  | 'independence-final'
  | 'independence-day'
  | 'bonus-money'
  | 'cashout-confirm'
  | 'utilization-balance'
  | 'first-failed-deposit'
  | 'second-failed-deposit'
  | 'third-failed-deposit'
  | 'freespin-available'
  | 'freespin-assigned'
  | 'freespin-accured'
  | 'tournament-prize';

/** What the popup's main button does: the action its notification calls for. */
export type PopupAction = 'deposit' | 'bonuses' | 'freespins' | 'balance' | 'play' | 'support';

/** What the popup's figure shows: the amount in customData, the spins, or none. */
export type PopupFigure = 'amount' | 'spins' | 'none';

export interface PopupContent {
  tone: 'success' | 'warning' | 'danger' | 'gift';
  figure: PopupFigure;
  action: PopupAction;
  /** A second way: failed deposits offer support beside trying again. */
  secondary?: PopupAction;
}

/**
 * Each popup's shape; its texts are `popup.<name>.title`, `.body` and `.action` in every
 * language. The failed-deposit steps escalate: try again, then another method, then support.
 */
export const POPUP_CONTENT: Record<NotificationPopupName, PopupContent> = {
  welcome: { tone: 'gift', figure: 'none', action: 'bonuses' },
  'first-deposit': { tone: 'success', figure: 'amount', action: 'bonuses' },
  'cashout-confirm': { tone: 'success', figure: 'amount', action: 'play' },
  'transfer-to-main': { tone: 'success', figure: 'amount', action: 'balance' },
  'wagering-counter': { tone: 'warning', figure: 'none', action: 'bonuses' },
  'bonus-added': { tone: 'warning', figure: 'none', action: 'bonuses' },
  'bonus-money': { tone: 'gift', figure: 'amount', action: 'bonuses' },
  'utilization-balance': { tone: 'warning', figure: 'amount', action: 'deposit' },
  'first-failed-deposit': { tone: 'danger', figure: 'amount', action: 'deposit' },
  'second-failed-deposit': {
    tone: 'danger',
    figure: 'amount',
    action: 'deposit',
    secondary: 'support',
  },
  'third-failed-deposit': {
    tone: 'danger',
    figure: 'amount',
    action: 'support',
    secondary: 'deposit',
  },
  'freespin-available': { tone: 'gift', figure: 'spins', action: 'bonuses' },
  'freespin-assigned': { tone: 'gift', figure: 'spins', action: 'freespins' },
  'freespin-accured': { tone: 'success', figure: 'amount', action: 'bonuses' },
  'tournament-prize': { tone: 'gift', figure: 'amount', action: 'balance' },
  'independence-counter': { tone: 'gift', figure: 'none', action: 'bonuses' },
  'independence-day': { tone: 'gift', figure: 'none', action: 'deposit' },
  'independence-final': { tone: 'warning', figure: 'none', action: 'deposit' },
};

export const isHolidayPopup = (
  name: string,
): name is 'independence-counter' | 'independence-day' | 'independence-final' =>
  name.startsWith('independence-');

export type { HolidayPhase, NotificationKind };

/** Days, hours, minutes and seconds until `target` (all zero once it has passed). */
export function countdownParts(target: number, now: number) {
  const left = Math.max(0, Math.floor((target - now) / 1000));
  return {
    days: Math.floor(left / 86_400),
    hours: Math.floor((left % 86_400) / 3600),
    minutes: Math.floor((left % 3600) / 60),
    seconds: left % 60,
    done: left === 0,
  };
}
