import { errorReporting } from '@jackdaw/contracts';
import { site } from '../../config/site';

/** The environment, told by the host name (spec core §7 "Other"). */
export function environmentOf(
  host: string,
): 'local' | 'development' | 'stand' | 'stage' | 'production' {
  if (host === 'localhost' || host.startsWith('127.') || host === '[::1]') return 'local';
  if (host.startsWith('dev.') || host.includes('.dev.')) return 'development';
  if (host.startsWith('stand.') || host.includes('.stand.')) return 'stand';
  if (host.startsWith('stage.') || host.includes('.stage.')) return 'stage';
  return 'production';
}

/**
 * Error reporting through the Sentry SDK, loaded only when an operator configures a DSN
 * (VITE_SENTRY_DSN): players who need none never download it.
 */
export function startErrorReporting(): void {
  const dsn = site.sentryDsn;
  if (!dsn) return;
  void import('@sentry/react').then((Sentry) =>
    Sentry.init({
      dsn,
      environment: environmentOf(window.location.hostname),
      integrations: [Sentry.browserTracingIntegration(), Sentry.replayIntegration()],
      tracesSampleRate: errorReporting.tracesSampleRate,
      replaysSessionSampleRate: errorReporting.replaysSessionSampleRate,
      replaysOnErrorSampleRate: errorReporting.replaysOnErrorSampleRate,
    }),
  );
}
