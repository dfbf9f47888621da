import type { PopupViewProps } from '../../../config/popups';
import { PaymentContainer } from '../components/payment-container';

export type DepositPopupProps = PopupViewProps;

/** deposit: the payment container for deposits. */
export function DepositPopup(_props: DepositPopupProps) {
  return <PaymentContainer direction="DEPOSIT" popup="deposit" />;
}
