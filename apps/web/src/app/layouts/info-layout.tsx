import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';
import { INFO_PAGES, paths } from '../../config/paths';
import { useLocalizedPath } from '../../shared/lib/use-localized-path';
import { Footer } from '../frame/footer';

export function InfoLayout() {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  return (
    <>
      <div className="mx-auto flex max-w-[1180px] flex-col gap-6 px-3 py-6 md:flex-row md:px-6">
        <nav aria-label={t('info.menu')} className="md:w-60 md:shrink-0">
          <ul className="flex gap-2 overflow-x-auto md:sticky md:top-20 md:flex-col md:overflow-visible">
            {INFO_PAGES.map((page) => (
              <li key={page} className="shrink-0">
                <NavLink
                  to={localized(paths.info(page))}
                  className="block rounded-lg px-3 py-2 text-sm text-text-muted hover:bg-surface-raised hover:text-text aria-[current=page]:bg-surface-raised aria-[current=page]:text-accent"
                >
                  {t(`info.${page}`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <main id="content" className="min-w-0 flex-1">
          <Outlet />
        </main>
      </div>
      <Footer />
    </>
  );
}
