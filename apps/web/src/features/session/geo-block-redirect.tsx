import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { useLocalizedPath } from '../language/use-localized-path';
import { useGeoBlockStore } from './geo-block';

/** After a 451 GEO.BLOCKED: the not-available page (spec core §6), once per refusal. */
export function GeoBlockRedirect() {
  const blocked = useGeoBlockStore((state) => state.blocked);
  const setBlocked = useGeoBlockStore((state) => state.setBlocked);
  const { pathname } = useLocation();
  const localized = useLocalizedPath();
  const onPage = pathname.endsWith(paths.pages.notAvailable);
  useEffect(() => {
    // Shown: the visitor may go on browsing and playing demo games from here.
    if (blocked && onPage) setBlocked(false);
  }, [blocked, onPage, setBlocked]);
  return blocked && !onPage ? <Navigate to={localized(paths.pages.notAvailable)} replace /> : null;
}
