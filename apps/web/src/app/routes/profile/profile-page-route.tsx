import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { AccountBalances } from '../../../features/profile/components/account-balances';
import { IdentityStatus } from '../../../features/profile/components/identity-status';
import { LatestTransactions } from '../../../features/profile/components/latest-transactions';
import { MethodLabel } from '../../../features/transactions/components/method-label';
import { StatusBadge } from '../../../features/transactions/components/status-badge';
import { formatDisplayDateTime } from '../../../features/transactions/lib/display-date-time';
import { useLocalizedPath } from '../../../shared/lib/use-localized-path';
import { usePopup } from '../../../shared/lib/use-popup';
import { useSession } from '../../../shared/lib/use-session';
import { Button, buttonClass } from '../../../shared/ui/button';
import { PageTitle } from '../../../shared/ui/page-title';

const card = 'flex flex-col gap-4 rounded-card border border-border bg-surface p-4 md:p-6';

/**
 * /profile: the account at a glance. Balances of every account, quick actions, the identity
 * verification step and the newest transactions. The active bonus joins them with the bonus
 * engine (web README "Decisions").
 */
function ProfileOverview() {
  const { t } = useTranslation();
  const { user } = useSession();
  const { open } = usePopup();
  const localized = useLocalizedPath();
  if (!user) return null;
  return (
    <section className="flex flex-col gap-4 md:gap-6" data-profile-page="overview">
      <PageTitle text={t('profile.overview')} />
      <p className="text-text-muted">{t('profile.overview.intro')}</p>
      <div className="grid gap-4 md:gap-6 lg:grid-cols-2">
        <section className={card} aria-labelledby="overview-balances">
          <h2 id="overview-balances" className="text-lg font-bold">
            {t('profile.overview.balances')}
          </h2>
          <AccountBalances />
          <div
            className="grid grid-cols-3 gap-2"
            role="group"
            aria-label={t('profile.overview.actions')}
          >
            <Button
              size="sm"
              className="px-2"
              onClick={() => open('deposit')}
              data-testid="overview-deposit"
            >
              {t('wallet.deposit')}
            </Button>
            <Button
              size="sm"
              variant="secondary"
              className="px-2"
              onClick={() => open('withdraw')}
              data-testid="overview-withdraw"
            >
              {t('popup.withdraw.title')}
            </Button>
            <Link
              to={localized(paths.profile.transactions)}
              className={buttonClass({ variant: 'secondary', size: 'sm', className: 'px-2' })}
              data-testid="overview-history"
            >
              {t('profile.overview.history')}
            </Link>
          </div>
        </section>
        <section className={card} aria-labelledby="overview-verification">
          <h2 id="overview-verification" className="text-lg font-bold">
            {t('profile.verification')}
          </h2>
          <IdentityStatus personal={user.personal} />
        </section>
      </div>
      <section className={card} aria-labelledby="overview-transactions">
        <div className="flex items-center justify-between gap-3">
          <h2 id="overview-transactions" className="text-lg font-bold">
            {t('profile.overview.latest')}
          </h2>
          <Link
            to={localized(paths.profile.transactions)}
            className="text-sm font-semibold text-accent hover:underline"
          >
            {t('profile.overview.allTransactions')}
          </Link>
        </div>
        <LatestTransactions
          StatusBadge={StatusBadge}
          MethodLabel={MethodLabel}
          formatDateTime={formatDisplayDateTime}
        />
      </section>
    </section>
  );
}

/** A profile page's frame: its title and its section (content arrives with its feature). */
export function ProfilePageRoute({ page }: { page: string }) {
  const { t } = useTranslation();
  if (page === 'overview') return <ProfileOverview />;
  return (
    <section className="flex flex-col gap-4" data-profile-page={page}>
      <PageTitle text={t(`profile.${page}`)} />
      <p className="text-text-muted">{t(`profile.${page}.intro`)}</p>
    </section>
  );
}
