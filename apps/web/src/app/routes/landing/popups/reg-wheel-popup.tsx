import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { PopupViewProps } from '../../../../config/popups';
import { SignUpForm } from '../../../../features/auth/components/sign-up-form';
import { AccountPopupFrame } from '../../../../features/auth/popups/popup-frame';
import { useLanding } from '../../../../features/landings/api/get-landing';
import { PrizeCard } from '../../../../features/landings/components/prize-card';
import { useLandingStore } from '../../../../features/landings/state';
import { useLocalizedPath } from '../../../../shared/lib/use-localized-path';
import { usePopup } from '../../../../shared/lib/use-popup';
import { LinkButton } from '../../../../shared/ui/form';
import { localizedDestination, wheelOfPath } from '../registered-to';

export type RegWheelPopupProps = PopupViewProps;

/**
 * reg-wheel (engagement §2): the prize recalled above the real registration form, sent with
 * `landing: wheel:{type}` so the new account holds that wheel's offer; then the new player goes
 * to the deposit that opens it.
 */
export function RegWheelPopup({ name }: RegWheelPopupProps) {
  const { t } = useTranslation();
  const { open } = usePopup();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const { pathname } = useLocation();
  const type = wheelOfPath(pathname);
  const landing = useLanding(type ? `wheel:${type}` : 'wheel:fruity', Boolean(type));
  const won = useLandingStore((state) => (type ? state.wheels[type]?.prize : null));
  const prize = won ?? (type ? landing.data?.prize : undefined);
  return (
    <AccountPopupFrame
      name={name}
      title={t('popup.reg-wheel.title')}
      description={t('popup.reg-wheel.body')}
    >
      {type ? <PrizeCard prize={prize} compact /> : null}
      <SignUpForm
        landing={type ? `wheel:${type}` : undefined}
        onRegistered={() =>
          void navigate(localizedDestination('reg-wheel', localized), { replace: true })
        }
      />
      <p className="text-center text-sm text-text-muted">
        {t('auth.haveAccount')}{' '}
        <LinkButton onClick={() => open('sign-in')}>{t('auth.login')}</LinkButton>
      </p>
    </AccountPopupFrame>
  );
}
