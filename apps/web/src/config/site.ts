/** Operator settings baked in at build time (VITE_* variables), with the project's defaults. */
export const site = {
  supportEmail: import.meta.env.VITE_SUPPORT_EMAIL ?? 'support@jackdaw.casino',
  sentryDsn: import.meta.env.VITE_SENTRY_DSN as string | undefined,
} as const;
