/** The launch token of `/play/{launchToken}` (the site's game frame URL), or null. */
export function launchTokenFromPath(pathname: string): string | null {
  return /^\/play\/([A-Za-z0-9_-]{1,200})\/?$/.exec(pathname)?.[1] ?? null;
}
