/**
 * Where a game's close or lobby button may lead (`returnUrl` of a launch): a page of this site
 * (PUBLIC_URL) or of a configured game provider, nothing else. Anything else would make a
 * launch link that opens the casino's game and then sends the player to a look-alike page.
 */
export interface ReturnUrlPolicy {
  /** Whether the address, absolute or a path of this site, leads to an allowed origin. */
  allows(returnUrl: string): boolean;
}

/**
 * @example
 * const policy = returnUrlPolicy('https://casino.example', ['https://lobby.acme.example']);
 * policy.allows('/games?category=slots') === true;
 * policy.allows('https://evil.example/') === false;
 * policy.allows('/\\evil.example') === false; // browsers read `/\` as `//`
 */
export function returnUrlPolicy(
  publicUrl: string,
  providerOrigins: readonly string[] = [],
): ReturnUrlPolicy {
  const site = new URL(publicUrl);
  const origins = new Set([
    site.origin,
    ...providerOrigins.map((origin) => new URL(origin).origin),
  ]);
  return {
    allows(returnUrl) {
      // Resolved as a browser would, so `//host`, `/\host` and `\\host` name the host they reach.
      let url: URL;
      try {
        url = new URL(returnUrl, site);
      } catch {
        return false;
      }
      if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
      if (url.username || url.password) return false;
      return origins.has(url.origin);
    },
  };
}
