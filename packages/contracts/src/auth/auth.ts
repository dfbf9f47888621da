import * as z from 'zod/mini';
import { currencyCodeSchema } from '../catalogue/currencies.js';
import { languageParamSchema } from '../catalogue/languages.js';
import { landingSourceSchema } from '../landings/landings.js';
import { okEnvelope } from '../envelope.js';
import { storableText, textSchema } from '../primitives.js';

/** E-mail as the sign-in login: trimmed and compared case-insensitively by the server. */
export const emailSchema = z.pipe(
  z.string().check(z.trim(), z.maxLength(254)),
  z.email('Enter a valid e-mail address'),
);

/**
 * A password: 8 to 128 characters with at least one letter and one digit. The server answers
 * AUTH.WEAK_PASSWORD when this fails, so the rule is checked there too.
 */
export const PASSWORD_RULE = { minLength: 8, maxLength: 128 } as const;
export function isStrongPassword(password: string): boolean {
  return (
    password.length >= PASSWORD_RULE.minLength &&
    password.length <= PASSWORD_RULE.maxLength &&
    /\p{L}/u.test(password) &&
    /\d/.test(password)
  );
}
/** Any string up to the maximum; strength is judged by the service, with its own code. */
export const passwordInputSchema = z
  .string()
  .check(z.minLength(1), z.maxLength(PASSWORD_RULE.maxLength));

/** YYYY-MM-DD, a real calendar date. */
export const isoDateSchema = z.string().check(
  z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the form YYYY-MM-DD'),
  z.refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, 'Not a real date'),
);

export const BONUS_CHOICES = ['casino', 'sport', 'none'] as const;
export const bonusChoiceSchema = z.enum(BONUS_CHOICES);
export type BonusChoice = z.infer<typeof bonusChoiceSchema>;

const trackingValue = z.optional(textSchema(200));

/** Tracking values the site captured from the link the visitor came by (spec core §3). */
export const trackingSchema = z.object({
  clickId: trackingValue,
  utmMedium: trackingValue,
  utmSource: trackingValue,
  utmCampaign: trackingValue,
  utmSub1: trackingValue,
  utmSub2: trackingValue,
  utmSub3: trackingValue,
  utmPid: trackingValue,
});
export type Tracking = z.infer<typeof trackingSchema>;

export const registerQuerySchema = z.object({
  /** Referral code of the inviting player. */
  r: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(64), storableText)),
});

export const registerBodySchema = z.object({
  login: emailSchema,
  password: passwordInputSchema,
  currencyCode: currencyCodeSchema,
  /** The player confirms being 18 or older. */
  ageAgreement: z.boolean(),
  /** The player accepts the terms and the privacy policy. */
  policyAgreement: z.boolean(),
  bonusChoice: z._default(bonusChoiceSchema, 'none'),
  birthday: z.optional(isoDateSchema),
  tracking: z.optional(trackingSchema),
  /** The language the welcome mail is written in; the Accept-Language's, else English, when absent. */
  lang: z.optional(languageParamSchema),
  /** The landing the sign-up came from (a wheel, a game's registration popup): its offer. */
  landing: z.optional(landingSourceSchema),
});
export type RegisterBody = z.input<typeof registerBodySchema>;

export const loginBodySchema = z.object({
  login: emailSchema,
  password: passwordInputSchema,
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const authTokenResponseSchema = okEnvelope({ authToken: z.string() });
export type AuthTokenResponse = z.infer<typeof authTokenResponseSchema>;

export const recoveryBodySchema = z.object({
  email: emailSchema,
  /** The language the mail is written in; English when absent. */
  lang: z.optional(languageParamSchema),
});
export type RecoveryBody = z.input<typeof recoveryBodySchema>;
/** Always the same answer, whether or not the address has an account (no enumeration). */
export const recoveryResponseSchema = okEnvelope({ sent: z.literal(true) });

export const passwordResetBodySchema = z.object({
  token: z.string().check(z.minLength(1), z.maxLength(2048)),
  password: passwordInputSchema,
  repeatPassword: passwordInputSchema,
});
export type PasswordResetBody = z.infer<typeof passwordResetBodySchema>;

export const emailChangeBodySchema = z.object({
  email: emailSchema,
  password: passwordInputSchema,
});
export type EmailChangeBody = z.infer<typeof emailChangeBodySchema>;

export const passwordChangeBodySchema = z.object({
  password: passwordInputSchema,
  newPassword: passwordInputSchema,
  repeatNewPassword: passwordInputSchema,
});
export type PasswordChangeBody = z.infer<typeof passwordChangeBodySchema>;
