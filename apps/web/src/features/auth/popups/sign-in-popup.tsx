import { useTranslation } from 'react-i18next';
import type { PopupViewProps } from '../../../config/popups';
import { usePopup } from '../../../shared/lib/use-popup';
import { LinkButton } from '../../../shared/ui/form';
import { SignInForm } from '../components/sign-in-form';
import { AccountPopupFrame } from './popup-frame';

export type SignInPopupProps = PopupViewProps;

/** sign-in: e-mail and password; success closes the popup. */
export function SignInPopup({ name, close }: SignInPopupProps) {
  const { t } = useTranslation();
  const { open } = usePopup();
  return (
    <AccountPopupFrame
      name={name}
      title={t('popup.sign-in.title')}
      description={t('popup.sign-in.body')}
    >
      <SignInForm onSignedIn={close} onForgotPassword={() => open('recovery')} />
      <p className="text-center text-sm text-text-muted">
        {t('auth.noAccount')}{' '}
        <LinkButton onClick={() => open('sign-up')}>{t('auth.signUp')}</LinkButton>
      </p>
    </AccountPopupFrame>
  );
}
