import { useTranslation } from 'react-i18next';
import type { PopupViewProps } from '../../../config/popups';
import { useSession } from '../../../shared/lib/use-session';
import { PasswordChangeForm } from '../components/password-change-form';
import { SignInRequired } from '../components/sign-in-required';
import { AccountPopupFrame } from './popup-frame';

export type ChangePasswordPopupProps = PopupViewProps;

/**
 * change-password, and password (its mobile page, a full window there): the current password
 * and the new one twice.
 */
export function ChangePasswordPopup({ name }: ChangePasswordPopupProps) {
  const { t } = useTranslation();
  const session = useSession();
  const key = name === 'password' ? 'password' : 'change-password';
  return (
    <AccountPopupFrame
      name={name}
      title={t(`popup.${key}.title`)}
      description={t(`popup.${key}.body`)}
    >
      {session.status === 'unknown' ? (
        <div className="h-40 animate-pulse rounded-lg bg-surface-raised" aria-busy="true" />
      ) : session.status === 'player' ? (
        <PasswordChangeForm />
      ) : (
        <SignInRequired />
      )}
    </AccountPopupFrame>
  );
}
