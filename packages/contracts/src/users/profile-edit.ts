import * as z from 'zod/mini';
import { isoDateSchema } from '../auth/auth.js';
import { okEnvelope } from '../envelope.js';
import { storableText } from '../primitives.js';

const nameSchema = z.string().check(z.trim(), z.maxLength(100), storableText);
const countrySchema = z.pipe(
  z.string().check(z.regex(/^[A-Za-z]{2}$/, 'Country must be a two-letter ISO 3166-1 code')),
  z.transform((value) => value.toUpperCase()),
);

export const GENDERS = ['male', 'female', 'other'] as const;

/** Identity details and settings the player edits on /profile/personal; every field optional. */
export const profileEditBodySchema = z.object({
  firstName: z.optional(nameSchema),
  secondName: z.optional(nameSchema),
  nationality: z.optional(countrySchema),
  gender: z.optional(z.enum(GENDERS)),
  birthday: z.optional(isoDateSchema),
  country: z.optional(countrySchema),
  oneClickDeposit: z.optional(z.boolean()),
});
export type ProfileEditBody = z.input<typeof profileEditBodySchema>;

export const personalDetailsSchema = z.object({
  firstName: z.string(),
  secondName: z.string(),
  nationality: z.nullable(z.string()),
  gender: z.nullable(z.enum(GENDERS)),
  birthday: z.nullable(z.string()),
  country: z.nullable(z.string()),
  oneClickDeposit: z.boolean(),
});
export type PersonalDetails = z.infer<typeof personalDetailsSchema>;

export const profileEditResponseSchema = okEnvelope({ personal: personalDetailsSchema });
