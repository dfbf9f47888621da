import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { useLocalizedPath } from '../../shared/lib/use-localized-path';
import { PageTitle } from '../../shared/ui/page-title';

/** Promotions: the welcome offer, with its terms one click away. */
export function PromoRoute() {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  return (
    <section className="flex flex-col gap-4">
      <PageTitle text={t('promo.title')} />
      <article className="rounded-card border border-border bg-gradient-to-br from-surface-raised to-surface p-6">
        <h2 className="text-xl font-extrabold text-accent">{t('promo.welcome.title')}</h2>
        <p className="mt-2 text-text-muted">{t('promo.welcome.body')}</p>
        <Link
          to={localized(paths.info('welcome-bonus'))}
          className="mt-4 inline-block font-semibold text-accent underline"
        >
          {t('promo.welcome.terms')}
        </Link>
      </article>
    </section>
  );
}
