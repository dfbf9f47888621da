import { useTranslation } from 'react-i18next';
import type { PopupViewProps } from '../../../config/popups';
import { usePopup } from '../../../shared/lib/use-popup';
import { useSession } from '../../../shared/lib/use-session';
import { Button } from '../../../shared/ui/button';
import { PopupDescription, PopupTitle } from '../../../shared/ui/popup-dialog';
import { useInvitationLink } from '../api/get-invitation-link';
import { useReferralServiceEnabled } from '../api/get-service-enabled';
import { ShareTargetsList } from '../components/share-targets-list';

export type SharePopupProps = PopupViewProps;

/**
 * share (engagement §2, phones only): the invitation link to a messenger, for a phone whose
 * browser has no share sheet.
 */
export function SharePopup({ name, close }: SharePopupProps) {
  const { t } = useTranslation();
  const session = useSession();
  const { open } = usePopup();
  const enabled = useReferralServiceEnabled();
  const link = useInvitationLink(enabled.data === true);
  return (
    <div className="flex flex-col gap-4" data-popup={name}>
      <PopupTitle className="text-xl font-bold">{t('popup.share.title')}</PopupTitle>
      <PopupDescription className="text-sm text-text-muted">
        {t('popup.share.body')}
      </PopupDescription>
      {session.status === 'guest' ? (
        <div className="flex flex-col gap-3">
          <p className="text-sm text-text-muted">{t('referrals.signIn')}</p>
          <Button onClick={() => open('sign-in')}>{t('auth.login')}</Button>
        </div>
      ) : enabled.data === false ? (
        <Button onClick={() => open('invite-null')}>{t('referrals.unavailable.why')}</Button>
      ) : link.data ? (
        <>
          <p className="truncate rounded-lg bg-surface-raised px-3 py-2 font-mono text-sm">
            {link.data.invitationLink}
          </p>
          <ShareTargetsList link={link.data.invitationLink} />
          <Button variant="secondary" onClick={close}>
            {t('common.close')}
          </Button>
        </>
      ) : link.isError || enabled.isError ? (
        <Button
          variant="secondary"
          onClick={() => {
            void enabled.refetch();
            void link.refetch();
          }}
        >
          {t('common.retry')}
        </Button>
      ) : (
        <div className="h-40 animate-pulse rounded-lg bg-surface-raised" aria-busy="true" />
      )}
    </div>
  );
}
