/**
 * Where a provider's page sends the player back after a deposit: the site they came from, so
 * that they find their session again (`localhost` and `127.0.0.1` are one server but two
 * origins, each with its own storage, and a player sent to the other one looks signed out).
 *
 * `origin` is what the browser said (the request's Origin header): used only when it is one of
 * the site's own origins (config `siteOrigins`), else PUBLIC_URL; the path of PUBLIC_URL is kept.
 *
 * @example
 * depositReturnUrl('7d…', 'http://127.0.0.1:3000', {
 *   publicUrl: 'http://localhost:3000',
 *   siteOrigins: ['http://localhost:3000', 'http://127.0.0.1:3000'],
 * }); // 'http://127.0.0.1:3000/?popup=deposit-result&paymentId=7d…'
 */
export function depositReturnUrl(
  paymentId: string,
  origin: string | undefined,
  site: { publicUrl: string; siteOrigins: readonly string[] },
): string {
  const own = new URL(site.publicUrl);
  const base =
    origin !== undefined && origin !== own.origin && site.siteOrigins.includes(origin)
      ? `${origin}${own.pathname.replace(/\/$/, '')}`
      : site.publicUrl.replace(/\/$/, '');
  return `${base}/?popup=deposit-result&paymentId=${encodeURIComponent(paymentId)}`;
}
