import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useSearchParams } from 'react-router';
import { isPopupName } from '../../config/popups';
import { useLocalizedPath } from '../../shared/lib/use-localized-path';
import { useSession } from '../../shared/lib/use-session';
import { localizedDestination } from '../routes/landing/registered-to';

/**
 * Landing pages are for visitors; a signed-in player is sent to the casino, or, having just
 * registered in the landing's popup, on to the deposit that opens its offer (aviator: its game).
 */
export function LandingLayout() {
  const { t } = useTranslation();
  const session = useSession();
  const localized = useLocalizedPath();
  const [params] = useSearchParams();
  if (session.status === 'player') {
    const popup = params.get('popup');
    return (
      <Navigate to={localizedDestination(isPopupName(popup) ? popup : null, localized)} replace />
    );
  }
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
