import { useTranslation } from 'react-i18next';
import { Navigate, Outlet } from 'react-router';
import { paths } from '../../config/paths';
import { useLocalizedPath } from '../../shared/lib/use-localized-path';
import { useSession } from '../../shared/lib/use-session';

/** Landing pages are for visitors; a signed-in player is sent to the casino. */
export function LandingLayout() {
  const { t } = useTranslation();
  const session = useSession();
  const localized = useLocalizedPath();
  if (session.status === 'player') return <Navigate to={localized(paths.home)} replace />;
  return (
    <div className="min-h-dvh bg-radial-[ellipse_at_top] from-landing-glow to-bg to-60%">
      <header className="flex h-16 items-center gap-2 px-4 text-lg font-extrabold">
        <img src="/favicon.svg" alt="" width={32} height={32} />
        {t('app.name')}
      </header>
      <main id="content" className="mx-auto max-w-[960px] px-4 py-8">
        <Outlet />
      </main>
    </div>
  );
}
