import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CRASH_GAME_ALIAS, paths } from '../../../config/paths';
import type { PopupViewProps } from '../../../config/popups';
import { useLocalizedPath } from '../../../shared/lib/use-localized-path';
import { usePopup } from '../../../shared/lib/use-popup';
import { LinkButton } from '../../../shared/ui/form';
import { RegistrationTimer } from '../components/registration-timer';
import { SignUpForm } from '../components/sign-up-form';
import { AccountPopupFrame } from './popup-frame';

export type AviatorRegistrationPopupProps = PopupViewProps;

/**
 * aviatore-registration (spec core §2, the aviator landing's popup): the registration form under
 * the crash game's own title; a new account goes straight to the game for real money, whose gate
 * then asks the new player for a first deposit.
 */
export function AviatorRegistrationPopup({ name }: AviatorRegistrationPopupProps) {
  const { t } = useTranslation();
  const { open } = usePopup();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  return (
    <AccountPopupFrame
      name={name}
      title={t('popup.aviatore-registration.title')}
      description={t('popup.aviatore-registration.body')}
    >
      <img
        src="/images/aviator.svg"
        alt=""
        width={120}
        height={40}
        className="mx-auto h-10 w-auto"
      />
      <RegistrationTimer />
      <SignUpForm
        onRegistered={() =>
          void navigate(localized(paths.game(CRASH_GAME_ALIAS, 'real')), { replace: true })
        }
      />
      <p className="text-center text-sm text-text-muted">
        {t('auth.haveAccount')}{' '}
        <LinkButton onClick={() => open('sign-in')}>{t('auth.login')}</LinkButton>
      </p>
    </AccountPopupFrame>
  );
}
