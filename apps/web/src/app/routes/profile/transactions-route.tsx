import { useTranslation } from 'react-i18next';
import { NavLink, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { useLocalizedPath } from '../../../features/language/use-localized-path';
import { PageTitle } from '../../../shared/ui/page-title';

const tabClass =
  'rounded-full border border-border px-4 py-2 text-sm font-semibold text-text-muted aria-[current=page]:border-accent aria-[current=page]:text-accent';

/** /profile/transactions with its deposit and withdrawal tabs, and a transaction by id. */
export function TransactionsRoute() {
  const { t } = useTranslation();
  const { id } = useParams();
  const localized = useLocalizedPath();
  if (id) {
    return (
      <section className="flex flex-col gap-4">
        <PageTitle text={t('profile.transaction', { id })} />
        <p className="text-text-muted">{t('profile.transactions.intro')}</p>
      </section>
    );
  }
  return (
    <section className="flex flex-col gap-4">
      <PageTitle text={t('profile.transactions')} />
      <nav aria-label={t('profile.transactions')} className="flex gap-2">
        <NavLink to={localized(paths.profile.transactions)} end className={tabClass}>
          {t('profile.transactions.all')}
        </NavLink>
        <NavLink to={localized(paths.profile.deposits)} className={tabClass}>
          {t('profile.transactions.deposits')}
        </NavLink>
        <NavLink to={localized(paths.profile.withdrawals)} className={tabClass}>
          {t('profile.transactions.withdrawals')}
        </NavLink>
      </nav>
      <p className="text-text-muted">{t('profile.transactions.intro')}</p>
    </section>
  );
}
