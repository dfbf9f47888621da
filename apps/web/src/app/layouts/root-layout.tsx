import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { paths } from '../../config/paths';

export function RootLayout() {
  const { t } = useTranslation();
  return (
    <div className="min-h-dvh bg-bg text-text">
      <a
        href="#content"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:rounded focus:bg-accent focus:px-3 focus:py-2 focus:text-accent-contrast"
      >
        {t('a11y.skipToContent')}
      </a>
      <header className="sticky top-0 z-20 flex h-16 items-center border-b border-border bg-surface/95 px-4 backdrop-blur">
        <Link to={paths.home} className="flex items-center gap-2 text-lg font-bold tracking-tight">
          <img src="/favicon.svg" alt="" width={32} height={32} />
          <span>{t('app.name')}</span>
        </Link>
      </header>
      <main id="content" className="mx-auto max-w-[1440px] px-4 py-8">
        <Outlet />
      </main>
    </div>
  );
}
