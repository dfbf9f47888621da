import { useTranslation } from 'react-i18next';
import { AccountSummary } from '../../../features/profile/components/account-summary';
import { OneClickDepositSwitch } from '../../../features/profile/components/one-click-deposit-switch';
import { PersonalDetailsForm } from '../../../features/profile/components/personal-details-form';
import { useSession } from '../../../shared/lib/use-session';
import { PageTitle } from '../../../shared/ui/page-title';

const card = 'flex flex-col gap-4 rounded-card border border-border bg-surface p-4 md:p-6';

/** /profile/personal: identity details and the Personal Account settings (engagement §2). */
export function PersonalRoute() {
  const { t } = useTranslation();
  const { user } = useSession();
  if (!user) return null;
  return (
    <section className="flex flex-col gap-6" data-profile-page="personal">
      <PageTitle text={t('profile.personal')} />
      <p className="text-text-muted">{t('profile.personal.intro')}</p>
      <div className={card}>
        <AccountSummary user={user} />
      </div>
      <section className={card} aria-labelledby="personal-details-heading">
        <h2 id="personal-details-heading" className="text-lg font-bold">
          {t('profile.personal.details')}
        </h2>
        <PersonalDetailsForm key={user.id} personal={user.personal} />
      </section>
      <section className={card} aria-labelledby="personal-account-heading">
        <h2 id="personal-account-heading" className="text-lg font-bold">
          {t('profile.personal.account')}
        </h2>
        <OneClickDepositSwitch enabled={user.personal.oneClickDeposit} />
      </section>
    </section>
  );
}
