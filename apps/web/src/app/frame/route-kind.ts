import { stripLanguage } from '../../shared/lib/detect-language';

/** Which area a path belongs to, for the tab bar and layout rules. */
export function routeKind(
  pathname: string,
): 'profile' | 'tournament' | 'game' | 'landing' | 'other' {
  const bare = stripLanguage(pathname);
  if (bare === '/profile' || bare.startsWith('/profile/')) return 'profile';
  if (bare === '/tournament' || bare.startsWith('/tournament/')) return 'tournament';
  if (bare.startsWith('/slots/')) return 'game';
  if (bare === '/land' || bare.startsWith('/land/')) return 'landing';
  return 'other';
}

/** The mobile tab bar shows to signed-in players, never on profile, tournament or game pages. */
export function showsTabBar(pathname: string, signedIn: boolean): boolean {
  const kind = routeKind(pathname);
  return (
    signedIn && kind !== 'profile' && kind !== 'tournament' && kind !== 'game' && kind !== 'landing'
  );
}
