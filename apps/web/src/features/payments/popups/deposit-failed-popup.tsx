import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { PopupViewProps } from '../../../config/popups';
import { usePopup } from '../../../shared/lib/use-popup';
import { Button } from '../../../shared/ui/button';
import { PopupDescription, PopupTitle } from '../../../shared/ui/popup-dialog';
import { usePaymentProgress } from '../api/get-payment';
import { unpaidText } from '../components/status-screens';

export type DepositFailedPopupProps = PopupViewProps;

/**
 * deposit-failed: the deposit brought no money, and Try again reopens the deposit. A refusal
 * says the text of spec core §8; a payment the player cancelled at the provider, or one left
 * unpaid past its time, says so instead of "Error".
 */
export function DepositFailedPopup({ name }: DepositFailedPopupProps) {
  const { t } = useTranslation();
  const { open } = usePopup();
  const [searchParams] = useSearchParams();
  const { progress } = usePaymentProgress(searchParams.get('paymentId'));
  const text = unpaidText(progress);
  const failed = progress !== 'canceled' && progress !== 'expired';
  return (
    <div
      className="flex flex-col items-center gap-4 text-center"
      data-popup={name}
      data-outcome={progress ?? 'failed'}
    >
      <span
        className={`grid h-14 w-14 place-items-center rounded-full ${
          failed ? 'bg-danger/15 text-danger' : 'bg-info/15 text-info'
        }`}
      >
        <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
          <path
            d={failed ? 'M12 7v6M12 17h.01' : 'M12 8h.01M12 11v6'}
            stroke="currentColor"
            strokeWidth="2.5"
            strokeLinecap="round"
          />
        </svg>
      </span>
      <PopupTitle className="text-xl font-bold">{t(text.title)}</PopupTitle>
      <PopupDescription className="text-sm text-text-muted">{t(text.body)}</PopupDescription>
      <Button block onClick={() => open('deposit')}>
        {t('common.retry')}
      </Button>
    </div>
  );
}
