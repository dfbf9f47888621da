import { useTranslation } from 'react-i18next';
import type { LandingGame, LandingWheel } from '../../../config/paths';
import type { PopupName } from '../../../config/popups';
import { usePopup } from '../../../shared/lib/use-popup';
import { Button } from '../../../shared/ui/button';
import { PageTitle } from '../../../shared/ui/page-title';

const registrationPopup: Record<LandingGame, PopupName> = {
  aviator: 'aviatore-registration',
  'coin-strike': 'coin-strike-registration',
  'energy-joker': 'energy-joker-registration',
  plinko: 'plinko-registration',
};

/** A landing page for visitors: the offer and the way to register. */
export function LandingRoute({ game, wheel }: { game?: LandingGame; wheel?: LandingWheel }) {
  const { t } = useTranslation();
  const { open } = usePopup();
  const key = wheel ? 'landing.wheel' : game ? `landing.${game}` : 'landing.index';
  return (
    <section
      className="flex flex-col items-center gap-6 py-10 text-center"
      data-landing={wheel ?? game ?? 'index'}
    >
      <PageTitle text={t(`${key}.title`)} />
      <p className="max-w-xl text-lg text-text-muted">{t(`${key}.body`)}</p>
      <Button
        onClick={() => open(wheel ? 'reg-wheel' : game ? registrationPopup[game] : 'sign-up')}
        size="hero"
      >
        {t('landing.cta')}
      </Button>
      <p className="text-xs text-text-muted">{t('footer.adultsOnly')}</p>
    </section>
  );
}
