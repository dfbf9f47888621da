import { useTranslation } from 'react-i18next';
import type { PopupViewProps } from '../../../config/popups';
import { usePopup } from '../../../shared/lib/use-popup';
import { LinkButton } from '../../../shared/ui/form';
import { RegistrationTimer } from '../components/registration-timer';
import { SignUpForm } from '../components/sign-up-form';
import { AccountPopupFrame } from './popup-frame';

export type SignUpPopupProps = PopupViewProps;

/** sign-up: the increased-bonus timer and the registration form; success closes the popup. */
export function SignUpPopup({ name, close }: SignUpPopupProps) {
  const { t } = useTranslation();
  const { open } = usePopup();
  return (
    <AccountPopupFrame
      name={name}
      title={t('popup.sign-up.title')}
      description={t('popup.sign-up.body')}
    >
      <RegistrationTimer />
      <SignUpForm onRegistered={close} />
      <p className="text-center text-sm text-text-muted">
        {t('auth.haveAccount')}{' '}
        <LinkButton onClick={() => open('sign-in')}>{t('auth.login')}</LinkButton>
      </p>
    </AccountPopupFrame>
  );
}
