import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { PopupViewProps } from '../../../config/popups';
import { Button } from '../../../shared/ui/button';
import { PopupDescription, PopupTitle } from '../../../shared/ui/popup-dialog';
import { usePaymentProgress } from '../api/get-payment';
import { ProgressLine } from '../components/progress-line';

export type WithdrawResultPopupProps = PopupViewProps;

/**
 * withdraw-result: the withdrawal request was received (spec core §8); with `paymentId` in the
 * query it follows the request until it is completed (engagement §4) or refused. A cancelled,
 * rejected or failed request reads as the payment failure of spec core §8, not as received.
 */
export function WithdrawResultPopup({ name, close }: WithdrawResultPopupProps) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const { progress } = usePaymentProgress(searchParams.get('paymentId'));
  const failed = progress === 'failed';
  return (
    <div
      className="flex flex-col items-center gap-4 text-center"
      data-popup={name}
      data-testid={failed ? 'payment-failed' : undefined}
    >
      <PopupTitle className="text-xl font-bold">
        {t(failed ? 'popup.deposit-failed.title' : 'popup.withdraw-result.title')}
      </PopupTitle>
      <PopupDescription className="text-sm text-text-muted">
        {t(failed ? 'popup.deposit-failed.body' : 'popup.withdraw-result.body')}
      </PopupDescription>
      <div className="w-full">
        <ProgressLine direction="WITHDRAW" progress={progress} />
      </div>
      <Button block onClick={close}>
        {t('common.ok')}
      </Button>
    </div>
  );
}
