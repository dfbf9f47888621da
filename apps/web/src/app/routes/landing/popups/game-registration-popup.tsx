import { GAME_LANDING_POPUPS } from '@jackdaw/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { PopupViewProps } from '../../../../config/popups';
import { RegistrationTimer } from '../../../../features/auth/components/registration-timer';
import { SignUpForm } from '../../../../features/auth/components/sign-up-form';
import { AccountPopupFrame } from '../../../../features/auth/popups/popup-frame';
import { useLanding } from '../../../../features/landings/api/get-landing';
import { PrizeCard } from '../../../../features/landings/components/prize-card';
import { useLocalizedPath } from '../../../../shared/lib/use-localized-path';
import { usePopup } from '../../../../shared/lib/use-popup';
import { LinkButton } from '../../../../shared/ui/form';
import { localizedDestination } from '../registered-to';

export type GameRegistrationPopupProps = PopupViewProps;

const isGamePopup = (name: string): name is keyof typeof GAME_LANDING_POPUPS =>
  name in GAME_LANDING_POPUPS;

/**
 * The game landings' registration popups (engagement §2: aviatore-, coin-strike-,
 * energy-joker-, plinko-registration): the game's offer from its landing call above the real
 * registration form, sent with `landing: game:{name}` so the new account holds that offer.
 * The new player goes on to the deposit that opens it (aviator: to its game, whose gate asks
 * for the deposit).
 */
export function GameRegistrationPopup({ name }: GameRegistrationPopupProps) {
  const { t } = useTranslation();
  const { open } = usePopup();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const source = isGamePopup(name) ? GAME_LANDING_POPUPS[name] : undefined;
  const landing = useLanding(source ?? 'game:aviator', Boolean(source));
  return (
    <AccountPopupFrame
      name={name}
      title={t(`popup.${name}.title`)}
      description={t(`popup.${name}.body`)}
    >
      {name === 'aviatore-registration' ? (
        <img
          src="/images/aviator.svg"
          alt=""
          width={120}
          height={40}
          className="mx-auto h-10 w-auto"
        />
      ) : null}
      {source ? (
        <PrizeCard prize={landing.data?.prize} line={landing.data?.texts.prizeLine} compact />
      ) : null}
      <RegistrationTimer />
      <SignUpForm
        landing={source}
        onRegistered={() => void navigate(localizedDestination(name, localized), { replace: true })}
      />
      <p className="text-center text-sm text-text-muted">
        {t('auth.haveAccount')}{' '}
        <LinkButton onClick={() => open('sign-in')}>{t('auth.login')}</LinkButton>
      </p>
    </AccountPopupFrame>
  );
}
