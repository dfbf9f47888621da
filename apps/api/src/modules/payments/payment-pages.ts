import type { Config } from '../../config.js';

/**
 * The origins of the providers' pages: the payment popup frames them (plugin flows) and the
 * player's browser is sent to them, so the site's Content-Security-Policy names them in
 * `frame-src` and `form-action` (plugins/security.ts). In test mode every provider is the sandbox
 * at PUBLIC_URL, which need not be the origin a visitor reached the site by; a provider's live
 * transport, when it comes, adds the origin it is configured with.
 */
export function paymentPageOrigins(config: Pick<Config, 'sandboxEnabled' | 'publicUrl'>): string[] {
  return config.sandboxEnabled ? [new URL(config.publicUrl).origin] : [];
}
