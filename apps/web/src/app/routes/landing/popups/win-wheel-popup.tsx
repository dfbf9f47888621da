import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { PopupViewProps } from '../../../../config/popups';
import { useLanding } from '../../../../features/landings/api/get-landing';
import { PrizeCard } from '../../../../features/landings/components/prize-card';
import { WheelBadge } from '../../../../features/landings/components/wheel-badge';
import { useLandingStore } from '../../../../features/landings/state';
import { usePopup } from '../../../../shared/lib/use-popup';
import { Button } from '../../../../shared/ui/button';
import { PopupDescription, PopupTitle } from '../../../../shared/ui/popup-dialog';
import { wheelOfPath } from '../registered-to';

export type WinWheelPopupProps = PopupViewProps;

/**
 * win-wheel (engagement §2): the prize the wheel's spin call answered (the landing's prize
 * until it has), and "Get it", which opens the registration that ties it to the new account.
 */
export function WinWheelPopup({ name, close }: WinWheelPopupProps) {
  const { t } = useTranslation();
  const { open } = usePopup();
  const { pathname } = useLocation();
  const type = wheelOfPath(pathname);
  const landing = useLanding(type ? `wheel:${type}` : 'wheel:fruity', Boolean(type));
  const won = useLandingStore((state) => (type ? state.wheels[type]?.prize : null));
  const prize = won ?? (type ? landing.data?.prize : undefined);
  return (
    <div className="flex flex-col items-center gap-4 text-center" data-popup={name}>
      {type ? <WheelBadge type={type} /> : null}
      <PopupTitle className="text-2xl font-extrabold">{t('popup.win-wheel.title')}</PopupTitle>
      <PopupDescription className="text-text-muted">{t('popup.win-wheel.body')}</PopupDescription>
      {type ? <PrizeCard prize={prize} line={landing.data?.texts.prizeLine} /> : null}
      {type ? (
        <Button size="lg" block onClick={() => open('reg-wheel')}>
          {t('popup.win-wheel.get')}
        </Button>
      ) : (
        <Button onClick={close}>{t('common.ok')}</Button>
      )}
    </div>
  );
}
