import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { paths } from '../../config/paths';
import type { PopupName } from '../../config/popups';
import { useGeo } from '../../shared/api/get-geo';
import { useLocalizedPath } from '../../shared/lib/use-localized-path';
import { useGeoBlockStore } from '../../shared/state/geo-block';

/** The popups that register a player or move money: refused in a blocked country (core §6). */
const REFUSED_POPUPS: ReadonlySet<string> = new Set<PopupName>([
  'sign-up',
  'deposit',
  'withdraw',
  'aviatore-registration',
  'coin-strike-registration',
  'energy-joker-registration',
  'plinko-registration',
]);

/**
 * The not-available page (spec core §6): after a call the server refused with 451 GEO.BLOCKED,
 * or at once when a visitor whose country GET /geo reports blocked opens sign-up or a payment.
 * Browsing and demo play stay open.
 */
export function GeoBlockRedirect() {
  const refused = useGeoBlockStore((state) => state.blocked);
  const setRefused = useGeoBlockStore((state) => state.setBlocked);
  const geo = useGeo();
  const { pathname, search } = useLocation();
  const localized = useLocalizedPath();
  const onPage = pathname.endsWith(paths.pages.notAvailable);
  const popup = new URLSearchParams(search).get('popup');
  const gated = geo.data?.blocked === true && popup !== null && REFUSED_POPUPS.has(popup);
  useEffect(() => {
    // Shown: the visitor may go on browsing and playing demo games from here.
    if (refused && onPage) setRefused(false);
  }, [refused, onPage, setRefused]);
  return (refused || gated) && !onPage ? (
    <Navigate to={localized(paths.pages.notAvailable)} replace />
  ) : null;
}
