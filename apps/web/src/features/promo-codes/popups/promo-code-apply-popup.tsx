import type { PromoUseResponse } from '@jackdaw/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PopupViewProps } from '../../../config/popups';
import { usePopup } from '../../../shared/lib/use-popup';
import { useSession } from '../../../shared/lib/use-session';
import { Button } from '../../../shared/ui/button';
import { PopupDescription, PopupTitle } from '../../../shared/ui/popup-dialog';
import { PromoCodeForm } from '../components/promo-code-form';
import { PromoCodeGranted } from '../components/promo-code-granted';

export type PromoCodeApplyPopupProps = PopupViewProps;

/**
 * promocode-apply (engagement §2): a code, then what it gave (bonus money, free spins, bet
 * insurance, a refund) or why it was refused. A visitor is asked to sign in first.
 */
export function PromoCodeApplyPopup({ name }: PromoCodeApplyPopupProps) {
  const { t } = useTranslation();
  const session = useSession();
  const { open } = usePopup();
  const [granted, setGranted] = useState<PromoUseResponse | null>(null);

  return (
    <div className="flex flex-col gap-4" data-popup={name}>
      <PopupTitle className="text-xl font-bold">{t('popup.promocode-apply.title')}</PopupTitle>
      <PopupDescription className="text-sm text-text-muted">
        {t('popup.promocode-apply.body')}
      </PopupDescription>
      {session.status === 'unknown' ? (
        <div className="h-32 animate-pulse rounded-lg bg-surface-raised" aria-busy="true" />
      ) : !session.user ? (
        <div className="flex flex-col gap-3">
          <p className="text-sm text-text-muted">{t('promo.code.signIn')}</p>
          <Button onClick={() => open('sign-in')}>{t('auth.login')}</Button>
        </div>
      ) : granted ? (
        <PromoCodeGranted granted={granted} onAnother={() => setGranted(null)} />
      ) : (
        <PromoCodeForm onRedeemed={setGranted} />
      )}
    </div>
  );
}
