import { useTranslation } from 'react-i18next';
import type { PopupViewProps } from '../../../config/popups';
import { Button } from '../../../shared/ui/button';
import { PopupDescription, PopupTitle } from '../../../shared/ui/popup-dialog';

/** The frame of a popup whose content comes with its feature: title, text and a way out. */
export function FramePopup({ name, close }: PopupViewProps) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-4" data-popup={name}>
      <PopupTitle className="text-xl font-bold">{t(`popup.${name}.title`)}</PopupTitle>
      <PopupDescription className="text-text-muted">{t(`popup.${name}.body`)}</PopupDescription>
      <Button onClick={close} className="mt-2">
        {t('common.ok')}
      </Button>
    </div>
  );
}
