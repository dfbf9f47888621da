import { useTranslation } from 'react-i18next';
import { InviteGate } from '../../../features/referrals/components/invite-page';
import { PageTitle } from '../../../shared/ui/page-title';

/**
 * /profile/invite (engagement §2): the invitation link with copy, share and QR code, how the
 * programme pays, the referral balance and its transfer, and the invited friends. A page on
 * every screen, the phone's included (core §2).
 */
export function InviteRoute() {
  const { t } = useTranslation();
  return (
    <section className="flex flex-col gap-4" data-profile-page="invite" data-testid="invite-page">
      <PageTitle text={t('profile.invite')} />
      <p className="text-text-muted">{t('profile.invite.intro')}</p>
      <InviteGate layout="page" />
    </section>
  );
}
