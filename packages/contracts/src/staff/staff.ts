import * as z from 'zod/mini';
import { okEnvelope } from '../envelope.js';

/** Staff roles (issue 20; engagement §6 names these duties). */
export const STAFF_ROLES = [
  'support',
  'finance',
  'security',
  'aml_officer',
  'content',
  'manager',
  'admin',
] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export const staffRoleSchema = z.enum(STAFF_ROLES);

/** One permission per admin action; each admin route declares the one it needs. */
export const STAFF_PERMISSIONS = [
  'players.read',
  'players.note',
  'players.ban',
  'players.correct_balance',
  'players.reset_password',
  'players.end_sessions',
  'payments.read',
  'payments.reconcile',
  'withdrawals.approve',
  'withdrawals.hold',
  'payment_methods.write',
  'catalogue.read',
  'catalogue.write',
  'banners.write',
  'reports.read',
  'staff.manage',
  'settings.write',
  'audit.read',
  'bonuses.read',
  'bonuses.write',
  'notifications.read',
  'notifications.write',
  'support.chat',
  'referrals.read',
  'referrals.write',
  'landings.read',
  'landings.write',
  'tournaments.read',
  'tournaments.write',
] as const;
export type StaffPermission = (typeof STAFF_PERMISSIONS)[number];
export const staffPermissionSchema = z.enum(STAFF_PERMISSIONS);

const ticket = z.string().check(z.minLength(20), z.maxLength(200));
/** A six-digit TOTP code. */
const totpCode = z.string().check(z.regex(/^\d{6}$/));
/** A recovery code as shown: ten characters, a dash in the middle is allowed. */
const recoveryCode = z.string().check(z.regex(/^[A-Za-z0-9]{5}-?[A-Za-z0-9]{5}$/));

export const staffLoginBodySchema = z.object({
  email: z.email().check(z.maxLength(254)),
  password: z.string().check(z.minLength(1), z.maxLength(128)),
});
export type StaffLoginBody = z.infer<typeof staffLoginBodySchema>;

/** After the password: either enrol a TOTP app (first sign-in) or give a code. */
export const staffLoginResponseSchema = z.union([
  okEnvelope({
    step: z.literal('enrol'),
    ticket: z.string(),
    otpauthUri: z.string(),
    secret: z.string(),
  }),
  okEnvelope({ step: z.literal('verify'), ticket: z.string() }),
]);
export type StaffLoginResponse = z.infer<typeof staffLoginResponseSchema>;

export const staffEnrolmentBodySchema = z.object({ ticket });
export const staffEnrolmentResponseSchema = okEnvelope({
  email: z.string(),
  otpauthUri: z.string(),
  secret: z.string(),
  /** The staff member was created by `staff:create` and sets a password while enrolling. */
  passwordRequired: z.boolean(),
});
export type StaffEnrolmentResponse = z.infer<typeof staffEnrolmentResponseSchema>;

export const staffEnrolBodySchema = z.object({
  ticket,
  code: totpCode,
  password: z.optional(z.string().check(z.minLength(1), z.maxLength(128))),
});
export type StaffEnrolBody = z.infer<typeof staffEnrolBodySchema>;
export const staffEnrolResponseSchema = okEnvelope({
  sessionToken: z.string(),
  /** Shown once; only their hashes are kept. */
  recoveryCodes: z.array(z.string()),
});
export type StaffEnrolResponse = z.infer<typeof staffEnrolResponseSchema>;

export const staffVerifyBodySchema = z.union([
  z.object({ ticket, code: totpCode }),
  z.object({ ticket, recoveryCode }),
]);
export type StaffVerifyBody = z.infer<typeof staffVerifyBodySchema>;
export const staffSessionResponseSchema = okEnvelope({ sessionToken: z.string() });

export const staffLogoutResponseSchema = okEnvelope({ ended: z.int().check(z.gte(0)) });

export const staffMeResponseSchema = okEnvelope({
  id: z.int(),
  email: z.string(),
  role: staffRoleSchema,
  permissions: z.array(staffPermissionSchema),
});
export type StaffMe = z.infer<typeof staffMeResponseSchema>;
