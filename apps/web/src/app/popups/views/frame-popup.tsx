import { useTranslation } from 'react-i18next';
import type { PopupViewProps } from '../../../config/popups';
import { PopupDescription, PopupTitle } from '../../../shared/ui/popup-dialog';

/** The frame of a popup whose content comes with its feature: title, text and a way out. */
export function FramePopup({ name, close }: PopupViewProps) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-4" data-popup={name}>
      <PopupTitle className="text-xl font-bold">{t(`popup.${name}.title`)}</PopupTitle>
      <PopupDescription className="text-text-muted">{t(`popup.${name}.body`)}</PopupDescription>
      <button
        type="button"
        onClick={close}
        className="mt-2 h-11 rounded-lg bg-accent font-semibold text-accent-contrast hover:bg-accent-strong"
      >
        {t('common.ok')}
      </button>
    </div>
  );
}
