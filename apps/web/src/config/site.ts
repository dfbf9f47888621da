/** Operator settings baked in at build time (VITE_* variables), with the project's defaults. */
export const site = {
  supportEmail: import.meta.env.VITE_SUPPORT_EMAIL ?? 'support@jackdaw.casino',
  sentryDsn: import.meta.env.VITE_SENTRY_DSN as string | undefined,
  /**
   * The operator's licence statement as the operator words it (company, registration, licensing
   * authority and licence number), shown in the footer and on the pages that refer to it. Unset,
   * the site says that it is a demonstration with no licence, never a made-up one.
   */
  operatorLicence: nonEmpty(import.meta.env.VITE_OPERATOR_LICENCE as string | undefined),
} as const;

function nonEmpty(value: string | undefined): string | undefined {
  return value?.trim() ? value.trim() : undefined;
}
