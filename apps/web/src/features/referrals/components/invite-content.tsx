import { lazy, Suspense, useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useLocalizedPath } from '../../../shared/lib/use-localized-path';
import { subscribeRealtime } from '../../../shared/state/realtime-store';
import { Button, buttonClass } from '../../../shared/ui/button';
import { useInvitationLink } from '../api/get-invitation-link';
import { useReferralSummary } from '../api/get-summary';
import { referralsQueryKeyRoot } from '../api/query-keys';
import { InvitationLink } from './invitation-link';
import { ProgrammeTerms } from './programme-terms';
import { ReferralList } from './referral-list';
import { ReferralTotals } from './referral-totals';
import { TransferForm } from './transfer-form';

const InvitationQr = lazy(() =>
  import('./invitation-qr').then((m) => ({ default: m.InvitationQr })),
);

const card = 'flex flex-col gap-4 rounded-card border border-border bg-surface p-4 md:p-6';

/** A friend's deposit or stake moves the referral balance: the totals and profits follow it. */
function useFreshOnBalance() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      subscribeRealtime('balance', () => {
        void queryClient.invalidateQueries({ queryKey: referralsQueryKeyRoot });
      }),
    [queryClient],
  );
}

function Loading() {
  const { t } = useTranslation();
  return (
    <div className="h-40 animate-pulse rounded-card bg-surface-raised" aria-busy="true">
      <span className="sr-only">{t('common.loading')}</span>
    </div>
  );
}

function LoadError({ onRetry }: { onRetry(): void }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-start gap-3" role="alert">
      <p className="text-text-muted">{t('referrals.error')}</p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </div>
  );
}

/**
 * The programme of a player it is open to (service-enabled said yes). `page`: the invite page
 * and the phone's full window, every part with the QR code; `compact`: the desktop popup's link,
 * totals and transfer, with the way to the page for the friends list.
 */
export function InviteContent({
  layout,
  headingLevel = 2,
}: {
  layout: 'page' | 'compact';
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const link = useInvitationLink(true);
  const summary = useReferralSummary(true);
  useFreshOnBalance();
  const Heading = `h${headingLevel}` as const;

  if (link.isPending || summary.isPending) return <Loading />;
  if (link.isError || summary.isError) {
    return (
      <LoadError
        onRetry={() => {
          void link.refetch();
          void summary.refetch();
        }}
      />
    );
  }
  const invitation = link.data.invitationLink;

  if (layout === 'compact') {
    return (
      <div className="flex flex-col gap-4" data-testid="invite-content" data-layout="compact">
        <InvitationLink link={invitation} />
        <ReferralTotals summary={summary.data} />
        <TransferForm summary={summary.data} />
        <Link
          to={localized(paths.profile.page('invite'))}
          className={buttonClass({ variant: 'secondary', block: true })}
        >
          {t('referrals.openPage')}
        </Link>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-4 md:gap-6" data-testid="invite-content" data-layout="page">
      <section className={card} aria-labelledby="invite-link-heading">
        <Heading id="invite-link-heading" className="text-lg font-bold">
          {t('referrals.link.heading')}
        </Heading>
        <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-start">
          <div className="w-full min-w-0 flex-1">
            <InvitationLink link={invitation} />
          </div>
          <Suspense fallback={<div className="h-40 w-40 shrink-0 rounded-lg bg-surface-raised" />}>
            <InvitationQr link={invitation} label={t('referrals.link.qr')} />
          </Suspense>
        </div>
      </section>
      <div className="grid gap-4 md:gap-6 lg:grid-cols-2">
        <section className={card} aria-labelledby="invite-balance-heading">
          <Heading id="invite-balance-heading" className="text-lg font-bold">
            {t('referrals.totals.heading')}
          </Heading>
          <ReferralTotals summary={summary.data} />
          <TransferForm summary={summary.data} />
        </section>
        <section className={card} aria-labelledby="invite-how-heading">
          <Heading id="invite-how-heading" className="text-lg font-bold">
            {t('referrals.how.heading')}
          </Heading>
          <ProgrammeTerms summary={summary.data} />
        </section>
      </div>
      <section className={card} aria-labelledby="invite-friends-heading">
        <Heading id="invite-friends-heading" className="text-lg font-bold">
          {t('referrals.list.heading')}
        </Heading>
        <ReferralList currency={summary.data.currency} />
      </section>
    </div>
  );
}
