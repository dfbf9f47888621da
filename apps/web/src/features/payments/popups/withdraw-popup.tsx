import type { PopupViewProps } from '../../../config/popups';
import { PaymentContainer } from '../components/payment-container';

export type WithdrawPopupProps = PopupViewProps;

/** withdraw: the payment container for withdrawals. */
export function WithdrawPopup(_props: WithdrawPopupProps) {
  return <PaymentContainer direction="WITHDRAW" popup="withdraw" />;
}
