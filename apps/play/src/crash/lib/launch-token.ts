/** The launch token of `/play/crash/{launchToken}` (the site's crash frame URL), or null. */
export function crashLaunchToken(pathname: string): string | null {
  return /^\/play\/crash\/([A-Za-z0-9_-]{1,200})\/?$/.exec(pathname)?.[1] ?? null;
}
