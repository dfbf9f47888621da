import type { ComponentType } from 'react';
import type { PopupViewProps } from '../../../config/popups';
import { lazyImport } from '../../../shared/lib/lazy-import';

export type PaymentPopupName =
  'deposit' | 'withdraw' | 'deposit-result' | 'withdraw-result' | 'deposit-failed';

type Loaded = { default: ComponentType<PopupViewProps> };

const loaders: Record<PaymentPopupName, () => Promise<Loaded>> = {
  deposit: () => import('./deposit-popup').then((m) => ({ default: m.DepositPopup })),
  withdraw: () => import('./withdraw-popup').then((m) => ({ default: m.WithdrawPopup })),
  'deposit-result': () =>
    import('./deposit-result-popup').then((m) => ({ default: m.DepositResultPopup })),
  'withdraw-result': () =>
    import('./withdraw-result-popup').then((m) => ({ default: m.WithdrawResultPopup })),
  'deposit-failed': () =>
    import('./deposit-failed-popup').then((m) => ({ default: m.DepositFailedPopup })),
};

/**
 * The payment popups' one entry from the popup registry: the page's first script holds a single
 * import of this small module rather than one per popup, and each popup is still its own chunk.
 */
export function loadPaymentPopup(name: PaymentPopupName): Promise<Loaded> {
  return lazyImport(loaders[name]);
}
