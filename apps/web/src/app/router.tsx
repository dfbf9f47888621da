import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from '@jackdaw/contracts';
import {
  Suspense,
  useCallback,
  useState,
  type ComponentProps,
  type ComponentType,
  type ReactNode,
} from 'react';
import {
  BrowserRouter,
  Navigate,
  Outlet,
  useLocation,
  useParams,
  useRoutes,
  type RouteObject,
} from 'react-router';
import {
  CASINO_CATEGORIES,
  INFO_PAGES,
  LANDING_GAMES,
  LANDING_WHEELS,
  PROFILE_PAGES,
} from '../config/paths';
import { canonicalLanguagePath } from '../shared/lib/detect-language';
import { retryableLazy } from '../shared/lib/lazy-import';
import { AppShell } from './layouts/app-shell';
import { CasinoLayout } from './layouts/casino-layout';
import { CategoryRoute } from './routes/casino/category-route';
import { OfflineBoundary } from './routes/pages/offline-boundary';

/**
 * Loads a screen's module when its route is first visited. Its error element: a module that
 * cannot be loaded (offline) shows the offline page in the shell, which loads it again once the
 * connection is back.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component, props kept below
function screen<C extends ComponentType<any>>(load: () => Promise<{ default: C }>) {
  const loader = retryableLazy(load);
  return function Screen(props: ComponentProps<C>): ReactNode {
    // A retry renders the screen again, with the fresh lazy component.
    const [, setAttempt] = useState(0);
    const retry = useCallback(() => {
      loader.retry();
      setAttempt((attempt) => attempt + 1);
    }, []);
    const Component = loader.current();
    return (
      <OfflineBoundary onRetry={retry}>
        <Suspense
          fallback={
            <div className="m-6 h-40 animate-pulse rounded-card bg-surface" aria-busy="true" />
          }
        >
          <Component {...props} />
        </Suspense>
      </OfflineBoundary>
    );
  };
}

const ProvidersRoute = screen(() =>
  import('./routes/casino/providers-route').then((m) => ({ default: m.ProvidersRoute })),
);
const PromoRoute = screen(() =>
  import('./routes/promo-route').then((m) => ({ default: m.PromoRoute })),
);
const GameRoute = screen(() =>
  import('./routes/casino/game-route').then((m) => ({ default: m.GameRoute })),
);
const ProfileLayout = screen(() =>
  import('./layouts/profile-layout').then((m) => ({ default: m.ProfileLayout })),
);
const ProfilePageRoute = screen(() =>
  import('./routes/profile/profile-page-route').then((m) => ({ default: m.ProfilePageRoute })),
);
const PersonalRoute = screen(() =>
  import('./routes/profile/personal-route').then((m) => ({ default: m.PersonalRoute })),
);
const GamesHistoryRoute = screen(() =>
  import('./routes/profile/games-history-route').then((m) => ({ default: m.GamesHistoryRoute })),
);
const BonusRoute = screen(() =>
  import('./routes/profile/bonus-route').then((m) => ({ default: m.BonusRoute })),
);
const InviteRoute = screen(() =>
  import('./routes/profile/invite-route').then((m) => ({ default: m.InviteRoute })),
);
const NotificationRoute = screen(() =>
  import('./routes/profile/notification-route').then((m) => ({ default: m.NotificationRoute })),
);
const SafetyRoute = screen(() =>
  import('./routes/profile/safety-route').then((m) => ({ default: m.SafetyRoute })),
);
const TransactionsRoute = screen(() =>
  import('./routes/profile/transactions-route').then((m) => ({ default: m.TransactionsRoute })),
);
const TournamentLayout = screen(() =>
  import('./layouts/tournament-layout').then((m) => ({ default: m.TournamentLayout })),
);
const TournamentListRoute = screen(() =>
  import('./routes/tournament/tournament-routes').then((m) => ({ default: m.TournamentListRoute })),
);
const TournamentRoute = screen(() =>
  import('./routes/tournament/tournament-routes').then((m) => ({ default: m.TournamentRoute })),
);
const LandingLayout = screen(() =>
  import('./layouts/landing-layout').then((m) => ({ default: m.LandingLayout })),
);
const LandingRoute = screen(() =>
  import('./routes/landing/landing-route').then((m) => ({ default: m.LandingRoute })),
);
const VerifyRoute = screen(() =>
  import('./routes/verify-route').then((m) => ({ default: m.VerifyRoute })),
);
const InfoLayout = screen(() =>
  import('./layouts/info-layout').then((m) => ({ default: m.InfoLayout })),
);
const InfoRoute = screen(() =>
  import('./routes/info/info-route').then((m) => ({ default: m.InfoRoute })),
);
const status = (name: 'ServiceErrorPage' | 'NotAvailablePage' | 'BannedPage' | 'NotFoundPage') =>
  screen(() => import('./routes/pages/status-pages').then((m) => ({ default: m[name] })));
const ServiceErrorPage = status('ServiceErrorPage');
const NotAvailablePage = status('NotAvailablePage');
const BannedPage = status('BannedPage');
const NotFoundPage = status('NotFoundPage');

/** The pages of spec core §2, mounted once without a prefix and once under each language's. */
function pages(): RouteObject[] {
  return [
    {
      element: <CasinoLayout />,
      children: [
        { index: true, element: <CategoryRoute category="popular" /> },
        ...CASINO_CATEGORIES.map((category) => ({
          path: category,
          element: <CategoryRoute category={category} />,
        })),
        { path: 'providers', element: <ProvidersRoute /> },
        { path: 'providers/:provider', element: <ProvidersRoute /> },
        // Under a language prefix; without one, LanguagePrefix resolves `/{provider}`.
        { path: ':provider', element: <ProvidersRoute /> },
        { path: 'promo', element: <PromoRoute /> },
      ],
    },
    { path: 'slots/:alias', element: <GameRoute /> },
    { path: 'verify', element: <VerifyRoute /> },
    { path: 'profile/banned', element: <BannedPage /> },
    {
      path: 'profile',
      element: <ProfileLayout />,
      children: [
        { index: true, element: <ProfilePageRoute page="overview" /> },
        { path: 'transactions', element: <TransactionsRoute /> },
        { path: 'transactions/deposit', element: <TransactionsRoute /> },
        { path: 'transactions/withdrawal', element: <TransactionsRoute /> },
        { path: 'transactions/:id', element: <TransactionsRoute /> },
        { path: 'personal', element: <PersonalRoute /> },
        { path: 'safety', element: <SafetyRoute /> },
        { path: 'games', element: <GamesHistoryRoute /> },
        { path: 'bonus', element: <BonusRoute /> },
        { path: 'notification', element: <NotificationRoute /> },
        { path: 'invite', element: <InviteRoute /> },
        ...PROFILE_PAGES.filter(
          (page) =>
            page !== 'personal' &&
            page !== 'safety' &&
            page !== 'games' &&
            page !== 'bonus' &&
            page !== 'invite' &&
            page !== 'notification',
        ).map((page) => ({
          path: page,
          element: <ProfilePageRoute page={page} />,
        })),
      ],
    },
    {
      path: 'tournament',
      element: <TournamentLayout />,
      children: [
        { index: true, element: <TournamentListRoute /> },
        { path: ':id', element: <TournamentRoute /> },
      ],
    },
    {
      path: 'land',
      element: <LandingLayout />,
      children: [
        { index: true, element: <LandingRoute /> },
        ...LANDING_GAMES.map((game) => ({ path: game, element: <LandingRoute game={game} /> })),
        ...LANDING_WHEELS.map((wheel) => ({
          path: `wheels/${wheel}`,
          element: <LandingRoute wheel={wheel} />,
        })),
      ],
    },
    {
      path: 'info',
      element: <InfoLayout />,
      children: [
        { index: true, element: <Navigate to="about" replace /> },
        ...INFO_PAGES.map((page) => ({ path: page, element: <InfoRoute page={page} /> })),
      ],
    },
    // The shell sends these to the casino home with the sign-in or sign-up popup open.
    { path: 'login', element: null },
    { path: 'register', element: null },
    { path: 'pages/service_error', element: <ServiceErrorPage /> },
    { path: 'pages/not_available', element: <NotAvailablePage /> },
    { path: 'pages/banned', element: <BannedPage /> },
    { path: '404', element: <NotFoundPage /> },
    { path: '*', element: <NotFoundPage /> },
  ];
}

/** Prefixes of the languages other than English, as the router matches them (any casing). */
const languagePrefixes = new Set(
  LANGUAGE_CODES.filter((code) => code !== DEFAULT_LANGUAGE).map((code) => code.toLowerCase()),
);

/**
 * The language prefix is one dynamic segment rather than a copy of the pages per language: the
 * router ranks and matches every route on each render, and eleven copies made that the costliest
 * work of the first paint. Static routes outrank it, so `/profile` is never read as a language;
 * a first segment that is no supported prefix is an unknown path.
 */
function LanguagePrefix() {
  const { language = '' } = useParams();
  const { pathname, search, hash } = useLocation();
  if (languagePrefixes.has(language.toLowerCase())) {
    const canonical = canonicalLanguagePath(pathname);
    return canonical ? <Navigate to={{ pathname: canonical, search, hash }} replace /> : <Outlet />;
  }
  // `/{provider}`: one segment that is no language may be a provider's page.
  if (pathname.replace(/\/+$/, '') === `/${language}`) {
    return (
      <CasinoLayout>
        <ProvidersRoute alias={language} />
      </CasinoLayout>
    );
  }
  return <NotFoundPage />;
}

export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    children: [
      { path: '/', children: pages() },
      { path: '/:language', element: <LanguagePrefix />, children: pages() },
    ],
  },
];

function AppRoutes() {
  return useRoutes(routes);
}

/** Declarative mode: the site loads no data through the router, so its data layer stays out. */
export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
