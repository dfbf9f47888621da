import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useSearchParams } from 'react-router';
import { CRASH_GAME_ALIAS, paths } from '../../config/paths';
import type { PopupName } from '../../config/popups';
import { useLocalizedPath } from '../../shared/lib/use-localized-path';
import { useSession } from '../../shared/lib/use-session';

/**
 * Where a visitor who has just registered in a landing's popup goes: the game that landing
 * offers (for real money; its gate asks for the first deposit).
 */
const REGISTERED_TO: Partial<Record<PopupName, string>> = {
  'aviatore-registration': paths.game(CRASH_GAME_ALIAS, 'real'),
};

/**
 * Landing pages are for visitors; a signed-in player is sent to the casino, or, having just
 * registered in the landing's game popup, to that game.
 */
export function LandingLayout() {
  const { t } = useTranslation();
  const session = useSession();
  const localized = useLocalizedPath();
  const [params] = useSearchParams();
  if (session.status === 'player') {
    const game = REGISTERED_TO[params.get('popup') as PopupName];
    return <Navigate to={localized(game ?? paths.home)} replace />;
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
