import { createHash, randomBytes, randomInt } from 'node:crypto';
import {
  ErrorCode,
  isStrongPassword,
  staffRoleSchema,
  type StaffEnrolBody,
  type StaffEnrolmentResponse,
  type StaffEnrolResponse,
  type StaffLoginBody,
  type StaffLoginResponse,
  type StaffMe,
  type StaffRole,
  type StaffVerifyBody,
} from '@jackdaw/contracts';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import {
  accountKey,
  addressKey,
  admit,
  createLoginThrottleRepository,
  hashPassword,
  verifyDecoy,
  verifyPassword,
} from '../auth/index.js';
import { permissionsOf } from './permissions.js';
import { createStaffRepository, type TicketPurpose } from './staff.repository.js';
import type { StaffRow } from './staff.schema.js';
import { newTotpSecret, otpauthUri, totpStep } from './totp.js';

/** A session ends after this long without a call (issue 20). */
export const STAFF_IDLE_TIMEOUT_MS = 30 * 60_000;
/** Between the password and the code. */
const VERIFY_TICKET_MS = 5 * 60_000;
/** After the password on a first sign-in: time to install an app and scan. */
const ENROL_TICKET_MS = 15 * 60_000;
/** The link `staff:create` prints. */
const INVITE_TICKET_MS = 7 * 24 * 60 * 60_000;
export const RECOVERY_CODE_COUNT = 10;
/** Unambiguous characters (no 0/O, 1/I/L). */
const RECOVERY_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A call's answer without the envelope's status (the route adds it). */
type Payload<T> = T extends unknown ? Omit<T, 'statusCode'> : never;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');

/**
 * A new one-time enrolment link (`staff:create`, the console's staff page): the ticket, its hash
 * as stored, when it ends, and the console page that takes it (apps/admin, `/admin/enrol`).
 */
export function invite(publicUrl: string, at: Date) {
  const token = newToken();
  return {
    token,
    tokenHash: sha256(token),
    expiresAt: new Date(at.getTime() + INVITE_TICKET_MS),
    link: `${publicUrl}/admin/enrol?ticket=${encodeURIComponent(token)}`,
  };
}

/** A recovery code as shown: `XXXXX-XXXXX`. */
function newRecoveryCode(): string {
  const chars = Array.from(
    { length: 10 },
    () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]!,
  );
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}
/** The form a recovery code is hashed in: typed with or without the dash, in any case. */
const normalRecoveryCode = (code: string) => code.replace('-', '').toUpperCase();

const invalidCredentials = () =>
  new AppError(401, ErrorCode.StaffInvalidCredentials, 'The e-mail or the password is wrong.');
const invalidCode = () =>
  new AppError(401, ErrorCode.StaffCodeInvalid, 'The code is wrong or was already used.');
const invalidTicket = () =>
  AppError.badRequest(
    'This sign-in step has expired or was already used; start again.',
    ErrorCode.StaffTicketInvalid,
  );
export const unauthenticated = () =>
  new AppError(
    401,
    ErrorCode.StaffUnauthenticated,
    'A staff session is required; it may have ended. Sign in again.',
  );

export interface StaffDependencies {
  db: Database;
  publicUrl: string;
  now?: () => Date;
}

export function createStaffService({ db, publicUrl, now = () => new Date() }: StaffDependencies) {
  const repository = createStaffRepository(db);
  const throttle = createLoginThrottleRepository(db);

  async function ticket(staffId: number, purpose: TicketPurpose, ttlMs: number): Promise<string> {
    const token = newToken();
    await repository.addTicket(sha256(token), staffId, purpose, new Date(now().getTime() + ttlMs));
    return token;
  }

  async function session(staffId: number): Promise<string> {
    const token = newToken();
    await repository.addSession(sha256(token), staffId, now());
    return token;
  }

  async function ticketHolder(token: string, purpose: TicketPurpose): Promise<StaffRow> {
    const found = await repository.findTicket(sha256(token), purpose, now());
    const member = found && (await repository.findById(found.staffId));
    if (!member || member.disabledAt) throw invalidTicket();
    return member;
  }

  /**
   * Counts an attempt against the account key and the address before anything is checked (the
   * players' rule, login-throttle.ts in the auth module); a refused one answers 429.
   */
  async function claimAttempt(key: string, ip: string): Promise<[string, string]> {
    const keys: [string, string] = [accountKey(key), addressKey(ip)];
    const at = now();
    const verdict = await throttle.claim(keys, at, (rows) =>
      admit(rows.get(keys[0])!, rows.get(keys[1])!, at),
    );
    if (!verdict.admitted) {
      throw new AppError(
        429,
        ErrorCode.StaffTooManyAttempts,
        'Too many failed sign-ins. Try again later.',
        Math.max(1, Math.ceil(verdict.retryAfterMs / 1000)),
      );
    }
    return keys;
  }

  /** Checks a TOTP code and takes its step, so it cannot be used again. */
  async function takeCode(member: StaffRow, code: string): Promise<number | null> {
    const step = totpStep(member.totpSecret, code, now());
    if (step === null) return null;
    return (await repository.takeTotpStep(member.id, step)) ? step : null;
  }

  return {
    repository,

    /** Creates a staff member (`staff:create`, demo seed); answers the member and an invite link. */
    async create(input: {
      email: string;
      role: StaffRole;
      password?: string;
      totpSecret?: string;
      enrolled?: boolean;
    }): Promise<{ member: StaffRow; enrolmentLink: string }> {
      const role = staffRoleSchema.parse(input.role);
      if (input.password !== undefined && !isStrongPassword(input.password)) {
        throw AppError.badRequest(
          'The password needs 8 to 128 characters with at least one letter and one digit.',
          ErrorCode.AuthWeakPassword,
        );
      }
      const member = await repository.insert({
        email: input.email.trim().toLowerCase(),
        passwordHash: input.password === undefined ? null : await hashPassword(input.password),
        role,
        totpSecret: input.totpSecret ?? newTotpSecret(),
        totpEnrolled: input.enrolled ?? false,
      });
      if (!member) {
        throw new AppError(409, ErrorCode.StaffEmailTaken, 'A staff member has this e-mail.');
      }
      const link = invite(publicUrl, now());
      await repository.addTicket(link.tokenHash, member.id, 'enrol', link.expiresAt);
      return { member, enrolmentLink: link.link };
    },

    async login(body: StaffLoginBody, ip: string): Promise<Payload<StaffLoginResponse>> {
      const emailLower = body.email.toLowerCase();
      const keys = await claimAttempt(`staff:${emailLower}`, ip);
      const member = await repository.findByEmail(emailLower);
      const ok = member?.passwordHash
        ? await verifyPassword(member.passwordHash, body.password)
        : (await verifyDecoy(body.password), false);
      if (!member || !ok || member.disabledAt) throw invalidCredentials();
      await throttle.release(keys);
      if (!member.totpEnrolled) {
        return {
          step: 'enrol',
          ticket: await ticket(member.id, 'enrol', ENROL_TICKET_MS),
          otpauthUri: otpauthUri(member.totpSecret, member.email),
          secret: member.totpSecret,
        };
      }
      return { step: 'verify', ticket: await ticket(member.id, 'verify', VERIFY_TICKET_MS) };
    },

    async enrolment(token: string): Promise<Payload<StaffEnrolmentResponse>> {
      const member = await ticketHolder(token, 'enrol');
      return {
        email: member.email,
        otpauthUri: otpauthUri(member.totpSecret, member.email),
        secret: member.totpSecret,
        passwordRequired: member.passwordHash === null,
      };
    },

    async enrol(body: StaffEnrolBody, ip: string): Promise<Payload<StaffEnrolResponse>> {
      const member = await ticketHolder(body.ticket, 'enrol');
      const keys = await claimAttempt(`staff-code:${member.id}`, ip);
      let passwordHash: string | undefined;
      if (member.passwordHash === null) {
        if (body.password === undefined || !isStrongPassword(body.password)) {
          throw AppError.badRequest(
            'Choose a password of 8 to 128 characters with at least one letter and one digit.',
            ErrorCode.AuthWeakPassword,
          );
        }
        passwordHash = await hashPassword(body.password);
      }
      const step = totpStep(member.totpSecret, body.code, now());
      if (step === null) throw invalidCode();
      const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
      await repository.enrol(member.id, {
        ...(passwordHash ? { passwordHash } : {}),
        step,
        recoveryCodeHashes: recoveryCodes.map((code) => sha256(normalRecoveryCode(code))),
      });
      await throttle.release(keys);
      return { sessionToken: await session(member.id), recoveryCodes };
    },

    async verify(body: StaffVerifyBody, ip: string): Promise<string> {
      const member = await ticketHolder(body.ticket, 'verify');
      const keys = await claimAttempt(`staff-code:${member.id}`, ip);
      const ok =
        'code' in body
          ? (await takeCode(member, body.code)) !== null
          : await repository.useRecoveryCode(
              member.id,
              sha256(normalRecoveryCode(body.recoveryCode)),
              now(),
            );
      if (!ok) throw invalidCode();
      await throttle.release(keys);
      await repository.deleteTicket(sha256(body.ticket));
      return session(member.id);
    },

    /** The staff member of a session token, touching the session; throws 401 otherwise. */
    async authenticate(token: string): Promise<StaffRow> {
      const at = now();
      const member = await repository.touchSession(
        sha256(token),
        at,
        new Date(at.getTime() - STAFF_IDLE_TIMEOUT_MS),
      );
      if (!member || !staffRoleSchema.safeParse(member.role).success) throw unauthenticated();
      return member;
    },

    logout: (token: string) => repository.deleteSession(sha256(token)),
    logoutAll: (staffId: number) => repository.deleteSessionsOf(staffId),

    me(member: StaffRow): Payload<StaffMe> {
      const role = member.role as StaffRole;
      return { id: member.id, email: member.email, role, permissions: [...permissionsOf(role)] };
    },

    /** The idle clock of a session, moved (tests of the time-out). */
    setSessionLastSeen: (token: string, at: Date) =>
      repository.setSessionLastSeen(sha256(token), at),
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
