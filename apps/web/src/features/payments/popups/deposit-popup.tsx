import type { PopupViewProps } from '../../../config/popups';
import { usePopupParams } from '../../../shared/lib/use-popup-params';
import { PaymentContainer } from '../components/payment-container';

export type DepositPopupProps = PopupViewProps;

const BONUS_PARAMS = ['amount', 'bonusOfferId'] as const;

/** deposit: the payment container for deposits. */
export function DepositPopup(_props: DepositPopupProps) {
  // The amount and offer the `bonus` popup opened it with go with it.
  usePopupParams(BONUS_PARAMS);
  return <PaymentContainer direction="DEPOSIT" popup="deposit" />;
}
