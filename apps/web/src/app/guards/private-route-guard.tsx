import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { paths } from '../../config/paths';
import { useGeo } from '../../shared/api/get-geo';
import { useLocalizedPath } from '../../shared/lib/use-localized-path';
import { useSession } from '../../shared/lib/use-session';
import { useUiStore } from '../../shared/state/ui-store';

/**
 * Private routes (spec core §4): a visitor is sent to the casino with the sign-in popup open
 * (after the 100 ms auth check); a banned player to the banned page; a service error to its
 * page; a player located in a country the operator blocks (the US, core §6; GET /geo tells)
 * to the not-available page.
 */
export function PrivateRouteGuard({
  children,
  fallback,
}: {
  children: ReactNode;
  fallback: ReactNode;
}) {
  const session = useSession();
  const localized = useLocalizedPath();
  const serviceError = useUiStore((state) => state.serviceError);
  const geo = useGeo();
  if (serviceError) return <Navigate to={localized(paths.pages.serviceError)} replace />;
  if (session.status === 'unknown') return fallback;
  if (session.status === 'guest' || !session.user) {
    return <Navigate to={`${localized(paths.home)}?popup=sign-in`} replace />;
  }
  if (geo.isPending) return fallback;
  if (geo.data?.blocked) return <Navigate to={localized(paths.pages.notAvailable)} replace />;
  if (session.user.banned) return <Navigate to={localized(paths.profile.banned)} replace />;
  return children;
}
