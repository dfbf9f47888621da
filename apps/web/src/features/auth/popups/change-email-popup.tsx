import { useTranslation } from 'react-i18next';
import type { PopupViewProps } from '../../../config/popups';
import { useSession } from '../../../shared/lib/use-session';
import { EmailChangeForm } from '../components/email-change-form';
import { SignInRequired } from '../components/sign-in-required';
import { AccountPopupFrame } from './popup-frame';

export type ChangeEmailPopupProps = PopupViewProps;

/** change-email: a new sign-in e-mail, confirmed with the password. */
export function ChangeEmailPopup({ name }: ChangeEmailPopupProps) {
  const { t } = useTranslation();
  const session = useSession();
  return (
    <AccountPopupFrame
      name={name}
      title={t('popup.change-email.title')}
      description={t('popup.change-email.body')}
    >
      {session.status === 'unknown' ? (
        <div className="h-40 animate-pulse rounded-lg bg-surface-raised" aria-busy="true" />
      ) : session.user ? (
        <EmailChangeForm currentEmail={session.user.login} />
      ) : (
        <SignInRequired />
      )}
    </AccountPopupFrame>
  );
}
