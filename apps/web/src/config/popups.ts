/** The notification popups (engagement §2), each shown by the notification queue. */
export const NOTIFICATION_POPUP_NAMES = [
  'welcome',
  'first-deposit',
  'transfer-to-main',
  'wagering-counter',
  'bonus-added',
  'independence-counter',
  'independence-final',
  'independence-day',
  'bonus-money',
  'cashout-confirm',
  'utilization-balance',
  'first-failed-deposit',
  'second-failed-deposit',
  'third-failed-deposit',
  'freespin-available',
  'freespin-assigned',
  'freespin-accured',
  'tournament-prize',
] as const;

/** Every popup the query parameter `popup` can name (spec core §2, engagement §2). */
export const POPUP_NAMES = [
  'sign-in',
  'sign-up',
  'recovery',
  'recovery-complete',
  'deposit',
  'withdraw',
  'win-wheel',
  'reg-wheel',
  'aviatore-registration',
  'coin-strike-registration',
  'energy-joker-registration',
  'plinko-registration',
  'change-password',
  'change-email',
  'deposit-result',
  'withdraw-result',
  'deposit-failed',
  'bonus',
  'cancel-bonus',
  'change-language',
  'logout-confirm',
  'password',
  'invite',
  'invite-null',
  'promocode-apply',
  // Mobile only.
  'provider',
  'sort-provider',
  'game-search',
  'side-menu',
  'countries',
  'sort-transaction',
  'share',
  ...NOTIFICATION_POPUP_NAMES,
] as const;

export type PopupName = (typeof POPUP_NAMES)[number];

/** What every popup view receives; the views themselves are mapped in app/popups/popup-registry.ts. */
export interface PopupViewProps {
  name: PopupName;
  close(): void;
}

/** Popups that exist only as full windows on phones (spec core §2). */
export const MOBILE_ONLY_POPUPS: ReadonlySet<PopupName> = new Set<PopupName>([
  'provider',
  'sort-provider',
  'game-search',
  'side-menu',
  'countries',
  'sort-transaction',
  'share',
]);

/** Sub-popups, named by the query parameter `subpopup` (mobile only). */
export const SUBPOPUP_NAMES = ['bank-select'] as const;
export type SubpopupName = (typeof SUBPOPUP_NAMES)[number];

export function isPopupName(value: string | null): value is PopupName {
  return value !== null && (POPUP_NAMES as readonly string[]).includes(value);
}
