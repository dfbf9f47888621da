import { DEFAULT_LANGUAGE, parseLanguageCode } from '@jackdaw/contracts';
import { formatMoney } from '@jackdaw/money';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { matchPath, NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { paths, PROFILE_PAGES } from '../../config/paths';
import { openSupportChat } from '../../features/support/support-chat';
import { stripLanguage } from '../../shared/lib/detect-language';
import { useLocalizedPath } from '../../shared/lib/use-localized-path';
import { usePopup } from '../../shared/lib/use-popup';
import { useSession } from '../../shared/lib/use-session';
import { useUiStore } from '../../shared/state/ui-store';
import { Button } from '../../shared/ui/button';
import { PrivateRouteGuard } from '../guards/private-route-guard';

const linkClass =
  'flex h-10 items-center rounded-lg px-3 text-sm text-text-muted hover:bg-surface-raised hover:text-text aria-[current=page]:bg-surface-raised aria-[current=page]:text-accent';

function ProfileSidebar() {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const { open } = usePopup();
  const localized = useLocalizedPath();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const unread = useUiStore((state) => state.chatUnread);
  const language = parseLanguageCode(i18n.language) ?? DEFAULT_LANGUAGE;
  const user = session.user;
  // The transactions link stays lit on its deposit and withdrawal tabs and on a detail page.
  const onTransactions = Boolean(matchPath('/profile/transactions/*', stripLanguage(pathname)));
  return (
    <aside className="flex flex-col gap-4 md:w-64 md:shrink-0" aria-label={t('profile.menu')}>
      {user ? (
        <div className="rounded-card border border-border bg-surface p-4">
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
        <ul className="flex flex-col gap-1">
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
              </NavLink>
            </li>
          ))}
          <li>
            <button
              type="button"
              className={`${linkClass} relative w-full`}
              onClick={() => openSupportChat(() => void navigate(localized(paths.info('support'))))}
            >
              {t('nav.support')}
              {unread ? (
                <span
                  className="ml-2 h-2 w-2 rounded-full bg-danger"
                  aria-label={t('support.unread')}
                />
              ) : null}
            </button>
          </li>
          <li>
            <button
              type="button"
              className={`${linkClass} w-full text-danger`}
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
