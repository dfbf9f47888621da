import { useTranslation } from 'react-i18next';
import type { PopupViewProps } from '../../../config/popups';
import { usePopup } from '../../../shared/lib/use-popup';
import { Button } from '../../../shared/ui/button';
import { PopupDescription, PopupTitle } from '../../../shared/ui/popup-dialog';

export type DepositFailedPopupProps = PopupViewProps;

/** deposit-failed: Error, the text of spec core §8 and Try again, which reopens the deposit. */
export function DepositFailedPopup({ name }: DepositFailedPopupProps) {
  const { t } = useTranslation();
  const { open } = usePopup();
  return (
    <div className="flex flex-col items-center gap-4 text-center" data-popup={name}>
      <span className="grid h-14 w-14 place-items-center rounded-full bg-danger/15 text-danger">
        <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
          <path
            d="M12 7v6M12 17h.01"
            stroke="currentColor"
            strokeWidth="2.5"
            strokeLinecap="round"
          />
        </svg>
      </span>
      <PopupTitle className="text-xl font-bold">{t('popup.deposit-failed.title')}</PopupTitle>
      <PopupDescription className="text-sm text-text-muted">
        {t('popup.deposit-failed.body')}
      </PopupDescription>
      <Button block onClick={() => open('deposit')}>
        {t('common.retry')}
      </Button>
    </div>
  );
}
