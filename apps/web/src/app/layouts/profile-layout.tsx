import { DEFAULT_LANGUAGE, parseLanguageCode } from '@jackdaw/contracts';
import { formatMoney } from '@jackdaw/money';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { matchPath, NavLink, Outlet, useLocation } from 'react-router';
import { paths, PROFILE_PAGES } from '../../config/paths';
import { NotificationUnreadBadge } from '../../features/notifications/components/unread-badge';
import { SUPPORT_LAUNCHER } from '../../features/support/support-chat';
import { useSupportLauncher } from '../../features/support/use-support-launcher';
import { stripLanguage } from '../../shared/lib/detect-language';
import { useLocalizedPath } from '../../shared/lib/use-localized-path';
import { usePopup } from '../../shared/lib/use-popup';
import { useSession } from '../../shared/lib/use-session';
import { useUiStore } from '../../shared/state/ui-store';
import { Button } from '../../shared/ui/button';
import { PrivateRouteGuard } from '../guards/private-route-guard';

// On a phone the menu is one row that scrolls sideways, so each page starts at the top.
const linkClass =
  'flex h-10 shrink-0 items-center whitespace-nowrap rounded-lg px-3 text-sm text-text-muted hover:bg-surface-raised hover:text-text aria-[current=page]:bg-surface-raised aria-[current=page]:text-accent';

function ProfileSidebar() {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const { open } = usePopup();
  const localized = useLocalizedPath();
  const { pathname } = useLocation();
  const unread = useUiStore((state) => state.chatUnread);
  const openSupport = useSupportLauncher();
  const language = parseLanguageCode(i18n.language) ?? DEFAULT_LANGUAGE;
  const user = session.user;
  // The transactions link stays lit on its deposit and withdrawal tabs and on a detail page.
  const onTransactions = Boolean(matchPath('/profile/transactions/*', stripLanguage(pathname)));
  const menu = useRef<HTMLUListElement>(null);
  useEffect(() => {
    // The phone's one-row menu brings the open page's link into view.
    menu.current
      ?.querySelector('[aria-current="page"]')
      ?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [pathname]);
  return (
    <aside
      className="flex min-w-0 flex-col gap-4 md:w-64 md:shrink-0"
      aria-label={t('profile.menu')}
    >
      {user ? (
        // The overview shows every balance on a phone; the card is for the wide screen's column.
        <div className="hidden rounded-card border border-border bg-surface p-4 md:block">
          <p className="text-xs text-text-muted">{t('wallet.balance')}</p>
          <p className="text-xl font-extrabold whitespace-nowrap">
            {formatMoney(user.balance.balance, user.currencyCode, language)}
          </p>
          <p className="mt-2 text-xs text-text-muted">{t('wallet.bonus')}</p>
          <p className="font-semibold whitespace-nowrap">
            {formatMoney(user.balance.bonusBalance, user.currencyCode, language)}
          </p>
          <Button onClick={() => open('deposit')} size="sm" className="mt-4 w-full">
            {t('wallet.deposit')}
          </Button>
          <Button
            onClick={() => open('withdraw')}
            variant="secondary"
            size="sm"
            className="mt-2 w-full"
          >
            {t('popup.withdraw.title')}
          </Button>
        </div>
      ) : null}
      <nav>
        <ul
          ref={menu}
          className="-mx-3 flex gap-1 overflow-x-auto px-3 md:mx-0 md:flex-col md:px-0"
        >
          <li>
            <NavLink to={localized(paths.profile.root)} end className={linkClass}>
              {t('profile.overview')}
            </NavLink>
          </li>
          <li>
            <NavLink
              to={localized(paths.profile.transactions)}
              className={linkClass}
              aria-current={onTransactions ? 'page' : undefined}
            >
              {t('profile.transactions')}
            </NavLink>
          </li>
          {PROFILE_PAGES.map((page) => (
            <li key={page}>
              <NavLink to={localized(paths.profile.page(page))} className={linkClass}>
                {t(`profile.${page}`)}
                {page === 'notification' ? <NotificationUnreadBadge /> : null}
              </NavLink>
            </li>
          ))}
          <li>
            <button
              type="button"
              className={`${linkClass} relative md:w-full`}
              onClick={openSupport}
              {...SUPPORT_LAUNCHER}
            >
              {t('nav.support')}
              {unread ? (
                <>
                  <span
                    data-testid="support-unread-dot"
                    className="ml-2 h-2 w-2 rounded-full bg-danger"
                  />
                  <span className="sr-only">{t('support.unread')}</span>
                </>
              ) : null}
            </button>
          </li>
          <li>
            <button
              type="button"
              className={`${linkClass} text-danger md:w-full`}
              onClick={() => open('logout-confirm')}
            >
              {t('nav.logout')}
            </button>
          </li>
        </ul>
      </nav>
    </aside>
  );
}

function ScrollToTopOnRouteChange() {
  const { pathname } = useLocation();
  useEffect(() => {
    // In braces: newer browsers answer scrollTo with a promise, which React would take for the
    // effect's cleanup and call on unmount.
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

export function ProfileLayout() {
  return (
    <PrivateRouteGuard
      fallback={
        <div className="mx-auto h-64 max-w-[1180px] animate-pulse rounded-card bg-surface m-6" />
      }
    >
      <ScrollToTopOnRouteChange />
      <div className="mx-auto flex max-w-[1180px] flex-col gap-6 px-3 py-6 md:flex-row md:px-6">
        <ProfileSidebar />
        <main id="content" className="min-w-0 flex-1">
          <Outlet />
        </main>
      </div>
    </PrivateRouteGuard>
  );
}
