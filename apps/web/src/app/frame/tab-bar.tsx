import { useTranslation } from 'react-i18next';
import { NavLink, useLocation, useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { openSupportChat } from '../../features/support/support-chat';
import { useLocalizedPath } from '../../shared/lib/use-localized-path';
import { usePopup } from '../../shared/lib/use-popup';
import { useSession } from '../../shared/lib/use-session';
import { useUiStore } from '../../shared/state/ui-store';
import { showsTabBar } from './route-kind';

const itemClass =
  'relative flex flex-1 flex-col items-center justify-center gap-0.5 text-[11px] font-medium text-text-muted aria-[current=page]:text-accent';

function Glyph({ d }: { d: string }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
      <path
        d={d}
        stroke="currentColor"
        strokeWidth="2"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** Mobile tab bar: menu, casino, deposit, support, favorites (spec core §2). */
export function TabBar() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const session = useSession();
  const { open } = usePopup();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const unread = useUiStore((state) => state.chatUnread);
  if (!showsTabBar(pathname, session.status === 'player')) return null;
  return (
    <nav
      aria-label={t('nav.tabBar')}
      data-testid="tab-bar"
      className="fixed inset-x-0 bottom-0 z-30 flex h-16 border-t border-border bg-surface/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden"
    >
      <button type="button" className={itemClass} onClick={() => open('side-menu')}>
        <Glyph d="M4 7h16M4 12h16M4 17h16" />
        {t('nav.menu')}
      </button>
      <NavLink to={localized(paths.home)} end className={itemClass}>
        <Glyph d="M4 11l8-6 8 6v8H4z" />
        {t('nav.casino')}
      </NavLink>
      <button type="button" className={itemClass} onClick={() => open('deposit')}>
        <span className="-mt-5 grid h-11 w-11 place-items-center rounded-full bg-accent text-accent-contrast shadow-lg">
          <Glyph d="M12 5v14M5 12h14" />
        </span>
        {t('wallet.deposit')}
      </button>
      <button
        type="button"
        className={itemClass}
        onClick={() => openSupportChat(() => void navigate(localized(paths.info('support'))))}
      >
        <Glyph d="M5 5h14v10H9l-4 4z" />
        {unread ? (
          <span
            className="absolute right-1/3 top-2 h-2 w-2 rounded-full bg-danger"
            aria-label={t('support.unread')}
          />
        ) : null}
        {t('nav.support')}
      </button>
      <NavLink to={localized(paths.category('favorite'))} className={itemClass}>
        <Glyph d="M12 20s-7-4.5-7-10a4 4 0 017-2.6A4 4 0 0119 10c0 5.5-7 10-7 10z" />
        {t('category.favorite')}
      </NavLink>
    </nav>
  );
}
