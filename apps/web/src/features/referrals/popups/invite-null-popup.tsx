import { useTranslation } from 'react-i18next';
import type { PopupViewProps } from '../../../config/popups';
import { PopupDescription, PopupTitle } from '../../../shared/ui/popup-dialog';
import { InviteUnavailable } from '../components/invite-unavailable';

export type InviteNullPopupProps = PopupViewProps;

/** invite-null (engagement §2, §4): the programme is closed to this player, and why. */
export function InviteNullPopup({ name, close }: InviteNullPopupProps) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-4" data-popup={name}>
      <PopupTitle className="text-xl font-bold">{t('popup.invite-null.title')}</PopupTitle>
      <PopupDescription className="text-text-muted">{t('popup.invite-null.body')}</PopupDescription>
      <InviteUnavailable onLeave={close} withBody={false} />
    </div>
  );
}
