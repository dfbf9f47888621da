import { House, Menu, MessageSquare, Plus, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { SUPPORT_LAUNCHER } from '../../features/support/support-chat';
import { useSupportLauncher } from '../../features/support/use-support-launcher';
import { useLocalizedPath } from '../../shared/lib/use-localized-path';
import { usePopup } from '../../shared/lib/use-popup';
import { useSession } from '../../shared/lib/use-session';
import { useUiStore } from '../../shared/state/ui-store';
import { CATEGORY_ICONS } from './nav-icon';
import { showsTabBar } from './route-kind';

const itemClass =
  'relative flex flex-1 flex-col items-center justify-center gap-0.5 text-[11px] font-medium text-text-muted aria-[current=page]:text-accent';

/** The tab bar draws with the same icon set as the category menus (favorites is their heart). */
function Glyph({ icon: Icon }: { icon: LucideIcon }) {
  return <Icon aria-hidden="true" size={22} strokeWidth={2} />;
}

/** Mobile tab bar: menu, casino, deposit, support, favorites (spec core §2). */
export function TabBar() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const session = useSession();
  const { open } = usePopup();
  const localized = useLocalizedPath();
  const unread = useUiStore((state) => state.chatUnread);
  const openSupport = useSupportLauncher();
  if (!showsTabBar(pathname, session.status === 'player')) return null;
  return (
    <nav
      aria-label={t('nav.tabBar')}
      data-testid="tab-bar"
      className="fixed inset-x-0 bottom-0 z-30 flex h-16 border-t border-border bg-surface/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden"
    >
      <button type="button" className={itemClass} onClick={() => open('side-menu')}>
        <Glyph icon={Menu} />
        {t('nav.menu')}
      </button>
      <NavLink to={localized(paths.home)} end className={itemClass}>
        <Glyph icon={House} />
        {t('nav.casino')}
      </NavLink>
      <button type="button" className={itemClass} onClick={() => open('deposit')}>
        <span className="-mt-5 grid h-11 w-11 place-items-center rounded-full bg-accent text-accent-contrast shadow-lg">
          <Glyph icon={Plus} />
        </span>
        {t('wallet.deposit')}
      </button>
      <button type="button" className={itemClass} onClick={openSupport} {...SUPPORT_LAUNCHER}>
        <Glyph icon={MessageSquare} />
        {unread ? (
          <span
            data-testid="support-unread-dot"
            className="absolute right-1/3 top-2 h-2 w-2 rounded-full bg-danger"
          />
        ) : null}
        {t('nav.support')}
        {unread ? <span className="sr-only">{t('support.unread')}</span> : null}
      </button>
      <NavLink to={localized(paths.category('favorite'))} className={itemClass}>
        <Glyph icon={CATEGORY_ICONS.favorite} />
        {t('category.favorite')}
      </NavLink>
    </nav>
  );
}
