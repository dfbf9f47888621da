import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import {
  MOBILE_ONLY_POPUPS,
  NOTIFICATION_POPUP_NAMES,
  POPUP_NAMES,
  type PopupName,
  type PopupViewProps,
} from '../../config/popups';
import type { PaymentPopupName } from '../../features/payments/popups/load-payment-popup';
import { lazyImport } from '../../shared/lib/lazy-import';

type PopupView = LazyExoticComponent<ComponentType<PopupViewProps>>;

export interface PopupEntry {
  desktop?: PopupView;
  mobile?: PopupView;
}

const frame = lazy(() =>
  lazyImport(() => import('./views/frame-popup')).then((m) => ({
    default: m.FramePopup,
  })),
);
const language = lazy(() =>
  lazyImport(() => import('./views/change-language-popup')).then((m) => ({
    default: m.ChangeLanguagePopup,
  })),
);
const sideMenu = lazy(() =>
  lazyImport(() => import('./views/side-menu-popup')).then((m) => ({
    default: m.SideMenuPopup,
  })),
);
const countries = lazy(() =>
  lazyImport(() => import('./views/country-select-popup')).then((m) => ({
    default: m.CountrySelectPopup,
  })),
);
const logout = lazy(() =>
  lazyImport(() => import('./views/logout-confirm-popup')).then((m) => ({
    default: m.LogoutConfirmPopup,
  })),
);

const signIn = lazy(() =>
  lazyImport(() => import('../../features/auth/popups/sign-in-popup')).then((m) => ({
    default: m.SignInPopup,
  })),
);
const signUp = lazy(() =>
  lazyImport(() => import('../../features/auth/popups/sign-up-popup')).then((m) => ({
    default: m.SignUpPopup,
  })),
);
// The landings' popups compose the registration form with the landing's offer (issue 25).
const gameRegistration = lazy(() =>
  lazyImport(() => import('../routes/landing/popups/game-registration-popup')).then((m) => ({
    default: m.GameRegistrationPopup,
  })),
);
const winWheel = lazy(() =>
  lazyImport(() => import('../routes/landing/popups/win-wheel-popup')).then((m) => ({
    default: m.WinWheelPopup,
  })),
);
const regWheel = lazy(() =>
  lazyImport(() => import('../routes/landing/popups/reg-wheel-popup')).then((m) => ({
    default: m.RegWheelPopup,
  })),
);
const recovery = lazy(() =>
  lazyImport(() => import('../../features/auth/popups/recovery-request-popup')).then((m) => ({
    default: m.RecoveryRequestPopup,
  })),
);
const recoveryComplete = lazy(() =>
  lazyImport(() => import('../../features/auth/popups/recovery-complete-popup')).then((m) => ({
    default: m.RecoveryCompletePopup,
  })),
);
const changePassword = lazy(() =>
  lazyImport(() => import('../../features/auth/popups/change-password-popup')).then((m) => ({
    default: m.ChangePasswordPopup,
  })),
);
const changeEmail = lazy(() =>
  lazyImport(() => import('../../features/auth/popups/change-email-popup')).then((m) => ({
    default: m.ChangeEmailPopup,
  })),
);

const sortTransaction = lazy(() =>
  lazyImport(() => import('../../features/transactions/popups/sort-transaction-popup')).then(
    (m) => ({
      default: m.SortTransactionPopup,
    }),
  ),
);

const providerFilter = lazy(() =>
  lazyImport(() => import('../../features/games/popups/provider-filter-popup')).then((m) => ({
    default: m.ProviderFilterPopup,
  })),
);
const sortProvider = lazy(() =>
  lazyImport(() => import('../../features/games/popups/sort-provider-popup')).then((m) => ({
    default: m.SortProviderPopup,
  })),
);
const gameSearch = lazy(() =>
  lazyImport(() => import('../../features/games/popups/game-search-popup')).then((m) => ({
    default: m.GameSearchPopup,
  })),
);

const promoCodeApply = lazy(() =>
  lazyImport(() => import('../../features/promo-codes/popups/promo-code-apply-popup')).then(
    (m) => ({
      default: m.PromoCodeApplyPopup,
    }),
  ),
);

const bonusDeposit = lazy(() =>
  lazyImport(() => import('../../features/bonuses/popups/bonus-deposit-popup')).then((m) => ({
    default: m.BonusDepositPopup,
  })),
);
const bonusCancel = lazy(() =>
  lazyImport(() => import('../../features/bonuses/popups/bonus-cancel-popup')).then((m) => ({
    default: m.BonusCancelPopup,
  })),
);

const invite = lazy(() =>
  lazyImport(() => import('../../features/referrals/popups/invite-popup')).then((m) => ({
    default: m.InvitePopup,
  })),
);
const inviteNull = lazy(() =>
  lazyImport(() => import('../../features/referrals/popups/invite-null-popup')).then((m) => ({
    default: m.InviteNullPopup,
  })),
);
const share = lazy(() =>
  lazyImport(() => import('../../features/referrals/popups/share-popup')).then((m) => ({
    default: m.SharePopup,
  })),
);

// The notification popups (engagement §2) share one view; its content follows the name.
const notification = lazy(() =>
  lazyImport(() => import('../../features/notifications/popups/notification-popup')).then((m) => ({
    default: m.NotificationPopup,
  })),
);

// The payment popups share one container; each is its own chunk, reached through one loader
// so that the first script does not grow with every popup.
const paymentPopup = (name: PaymentPopupName) =>
  lazy(() =>
    lazyImport(() => import('../../features/payments/popups/load-payment-popup')).then((m) =>
      m.loadPaymentPopup(name),
    ),
  );

const special: Partial<Record<PopupName, PopupView>> = {
  'change-language': language,
  'side-menu': sideMenu,
  countries,
  'logout-confirm': logout,
  'sign-in': signIn,
  'sign-up': signUp,
  'aviatore-registration': gameRegistration,
  'coin-strike-registration': gameRegistration,
  'energy-joker-registration': gameRegistration,
  'plinko-registration': gameRegistration,
  'win-wheel': winWheel,
  'reg-wheel': regWheel,
  recovery,
  'recovery-complete': recoveryComplete,
  'change-password': changePassword,
  // The password page of phones: the same form, a full window there like every popup.
  password: changePassword,
  'change-email': changeEmail,
  'sort-transaction': sortTransaction,
  provider: providerFilter,
  'sort-provider': sortProvider,
  'game-search': gameSearch,
  'promocode-apply': promoCodeApply,
  deposit: paymentPopup('deposit'),
  withdraw: paymentPopup('withdraw'),
  'deposit-result': paymentPopup('deposit-result'),
  'withdraw-result': paymentPopup('withdraw-result'),
  'deposit-failed': paymentPopup('deposit-failed'),
  bonus: bonusDeposit,
  'cancel-bonus': bonusCancel,
  invite,
  'invite-null': inviteNull,
  share,
  ...Object.fromEntries(NOTIFICATION_POPUP_NAMES.map((name) => [name, notification])),
};

/**
 * Popup name → its desktop (modal) and mobile (full window) views, loaded on demand. Views whose
 * content arrives with later features show their final frame: title, text and actions.
 */
export const popupRegistry: Record<PopupName, PopupEntry> = Object.fromEntries(
  POPUP_NAMES.map((name) => {
    const view = special[name] ?? frame;
    return [
      name,
      MOBILE_ONLY_POPUPS.has(name) ? { mobile: view } : { desktop: view, mobile: view },
    ];
  }),
) as Record<PopupName, PopupEntry>;
