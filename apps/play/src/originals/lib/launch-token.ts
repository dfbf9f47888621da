import { ORIGINALS_LAUNCH_PREFIX } from '@jackdaw/contracts';

/** The launch token of `/play/originals/{launchToken}` (the site's originals frame URL), or null. */
export function originalsLaunchToken(pathname: string): string | null {
  if (!pathname.startsWith(ORIGINALS_LAUNCH_PREFIX)) return null;
  return (
    /^([A-Za-z0-9_-]{1,200})\/?$/.exec(pathname.slice(ORIGINALS_LAUNCH_PREFIX.length))?.[1] ?? null
  );
}
