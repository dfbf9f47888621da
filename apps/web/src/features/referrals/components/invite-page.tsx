import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../shared/lib/use-session';
import { usePopup } from '../../../shared/lib/use-popup';
import { Button } from '../../../shared/ui/button';
import { useReferralServiceEnabled } from '../api/get-service-enabled';
import { InviteContent } from './invite-content';
import { InviteUnavailable } from './invite-unavailable';

/**
 * The programme as a player reaches it: a visitor is asked to sign in, a player it is closed to
 * is told so (§4: usable only while the server's enabled flag is true), anyone else gets it.
 */
export function InviteGate({
  layout,
  headingLevel,
  onUnavailable,
}: {
  layout: 'page' | 'compact';
  headingLevel?: 2 | 3;
  /** The popup hands a closed programme to `invite-null`; the page shows it in place. */
  onUnavailable?(): void;
}) {
  const { t } = useTranslation();
  const session = useSession();
  const { open } = usePopup();
  const enabled = useReferralServiceEnabled();
  const closed = enabled.data === false;
  // After the render, not during it: the popup changes the address in answer.
  useEffect(() => {
    if (closed) onUnavailable?.();
  }, [closed, onUnavailable]);

  if (session.status === 'unknown') {
    return <div className="h-40 animate-pulse rounded-card bg-surface-raised" aria-busy="true" />;
  }
  if (!session.user) {
    return (
      <div className="flex flex-col gap-3" data-testid="invite-sign-in">
        <p className="text-text-muted">{t('referrals.signIn')}</p>
        <Button onClick={() => open('sign-in')}>{t('auth.login')}</Button>
      </div>
    );
  }
  if (enabled.isPending) {
    return <div className="h-40 animate-pulse rounded-card bg-surface-raised" aria-busy="true" />;
  }
  if (enabled.isError) {
    return (
      <div className="flex flex-col items-start gap-3" role="alert">
        <p className="text-text-muted">{t('referrals.error')}</p>
        <Button variant="secondary" size="sm" onClick={() => void enabled.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  }
  if (!enabled.data) return onUnavailable ? null : <InviteUnavailable />;
  return <InviteContent layout={layout} headingLevel={headingLevel} />;
}
