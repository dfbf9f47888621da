import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { paths } from '../../config/paths';
import { useLocalizedPath } from '../../shared/lib/use-localized-path';

export function TournamentLayout() {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  return (
    <main id="content" className="mx-auto flex max-w-[1180px] flex-col gap-6 px-3 py-6 md:px-6">
      <nav aria-label={t('nav.breadcrumbs')} className="text-sm text-text-muted">
        <Link to={localized(paths.tournaments)} className="hover:text-text">
          {t('nav.tournaments')}
        </Link>
      </nav>
      <Outlet />
    </main>
  );
}
