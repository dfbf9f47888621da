import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import type { PopupViewProps } from '../../../config/popups';
import { useLocalizedPath } from '../../../shared/lib/use-localized-path';
import { usePopup } from '../../../shared/lib/use-popup';
import { Button } from '../../../shared/ui/button';
import { PopupDescription, PopupTitle } from '../../../shared/ui/popup-dialog';
import { usePaymentProgress } from '../api/get-payment';
import { ProgressLine } from '../components/progress-line';
import { isUnpaid } from '../lib/payment-progress';

export type DepositResultPopupProps = PopupViewProps;

/**
 * deposit-result: where the provider sends the player back (`paymentId` in the query). The
 * request was received (spec core §8); the payment is followed until credited, when the
 * balances refresh, or refused, when the deposit-failed popup takes over.
 */
export function DepositResultPopup({ name }: DepositResultPopupProps) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const paymentId = searchParams.get('paymentId');
  const { progress } = usePaymentProgress(paymentId);
  const { open } = usePopup();
  const navigate = useNavigate();
  const localized = useLocalizedPath();

  useEffect(() => {
    if (isUnpaid(progress) && paymentId) open('deposit-failed', { paymentId });
  }, [progress, paymentId, open]);

  return (
    <div className="flex flex-col items-center gap-4 text-center" data-popup={name}>
      <span className="grid h-14 w-14 place-items-center rounded-full bg-success/15 text-success">
        <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
          <path
            d="M5 12l5 5 9-10"
            stroke="currentColor"
            strokeWidth="2.5"
            fill="none"
            strokeLinecap="round"
          />
        </svg>
      </span>
      <PopupTitle className="text-xl font-bold">{t('popup.deposit-result.title')}</PopupTitle>
      <PopupDescription className="text-sm text-text-muted">
        {t('popup.deposit-result.body')}
      </PopupDescription>
      <div className="w-full">
        <ProgressLine direction="DEPOSIT" progress={progress} />
      </div>
      <Button block onClick={() => navigate(localized(paths.home))}>
        {t('payments.play')}
      </Button>
    </div>
  );
}
