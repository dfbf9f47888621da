import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { PopupViewProps } from '../../../config/popups';
import { useIsMobile } from '../../../shared/lib/use-media-query';
import { usePopup } from '../../../shared/lib/use-popup';
import { PopupDescription, PopupTitle } from '../../../shared/ui/popup-dialog';
import { InviteGate } from '../components/invite-page';

export type InvitePopupProps = PopupViewProps;

/**
 * invite (engagement §2): the link, totals and transfer in a modal on a wide screen; on a phone
 * the full window is the invite page itself (core §2: the invite page exists as a mobile page).
 * A programme closed to the player hands over to `invite-null`.
 */
export function InvitePopup({ name }: InvitePopupProps) {
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  const { open } = usePopup();
  const toNull = useCallback(() => open('invite-null'), [open]);
  return (
    <div className="flex flex-col gap-4" data-popup={name}>
      <PopupTitle className="text-xl font-bold">{t('popup.invite.title')}</PopupTitle>
      <PopupDescription className="text-sm text-text-muted">
        {t('popup.invite.body')}
      </PopupDescription>
      <InviteGate layout={isMobile ? 'page' : 'compact'} headingLevel={3} onUnavailable={toNull} />
    </div>
  );
}
