import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { LanguageSync } from '../../features/language/language-sync';
import { NotificationHost } from '../../features/notifications/components/notification-host';
import { SupportChatMount } from '../../features/support/support-chat-mount';
import { linkDestination } from '../../features/tracking/link-destination';
import { ShellBehaviours } from '../../features/tracking/shell-behaviours';
import { useLocalizedPath } from '../../shared/lib/use-localized-path';
import { useUiStore } from '../../shared/state/ui-store';
import { SkipLink } from '../../shared/ui/skip-link';
import { useFullscreenOnMobile } from '../frame/fullscreen';
import { GoToTop } from '../frame/go-to-top';
import { Header } from '../frame/header';
import { LoaderOverlay, Preloader } from '../frame/preloader';
import { routeKind } from '../frame/route-kind';
import { TabBar } from '../frame/tab-bar';
import { GeoBlockRedirect } from '../guards/geo-block-redirect';
import { PopupHost } from '../popups/popup-host';

/** The frame around every page: header, popups, tab bar, loaders and the shell's behaviours. */
export function AppShell() {
  const { pathname, search } = useLocation();
  const localized = useLocalizedPath();
  const serviceError = useUiStore((state) => state.serviceError);
  useFullscreenOnMobile();
  useEffect(() => {
    const onPreloadError = () =>
      console.warn('a part of the site failed to load; reload to update');
    window.addEventListener('preload-error', onPreloadError);
    return () => window.removeEventListener('preload-error', onPreloadError);
  }, []);
  const onServiceErrorPage = pathname.endsWith(paths.pages.serviceError);
  // /login, /register and the query parameters that name a screen land on that screen.
  const destination = linkDestination(pathname, search);
  return (
    <div className="min-h-dvh bg-bg text-text">
      <SkipLink />
      <Preloader variant={routeKind(pathname) === 'landing' ? 'landing' : 'main'} />
      <LanguageSync />
      <ShellBehaviours />
      {destination ? <Navigate to={destination} replace /> : null}
      {serviceError && !onServiceErrorPage ? (
        <Navigate
          to={localized(paths.pages.serviceError)}
          replace
          state={{ from: pathname + search }}
        />
      ) : null}
      <GeoBlockRedirect />
      {routeKind(pathname) === 'landing' ? null : <Header />}
      <Outlet />
      <TabBar />
      <GoToTop />
      <LoaderOverlay />
      <PopupHost />
      {/* The notification queue opens its popups here; never over a game page. */}
      <NotificationHost gamePage={routeKind(pathname) === 'game'} />
      <SupportChatMount />
    </div>
  );
}
