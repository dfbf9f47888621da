import {
  ErrorCode,
  isStrongPassword,
  MINIMUM_AGE,
  type BonusChoice,
  type CurrencyCode,
  type EmailChangeBody,
  type LandingSource,
  type LanguageCode,
  type LoginBody,
  type PasswordChangeBody,
  type PasswordResetBody,
  type registerBodySchema,
} from '@jackdaw/contracts';
import type { FastifyInstance } from 'fastify';
import type * as z from 'zod/mini';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { MailService } from '../mail/index.js';
import type { UserAccounts, UserRow } from '../users/index.js';
import { accountKey, addressKey, admit, admitRecovery, recoveryKey } from './login-throttle.js';
import { createLoginThrottleRepository } from './login-throttle.repository.js';
import { hashPassword, verifyDecoy, verifyPassword } from './password.js';
import { recordSignIn } from './sign-ins.js';
import { languageOfHeader, noAccountMail, recoveryMail, unlockMail } from './recovery-mail.js';
import { welcomeMail } from './welcome-mail.js';

export { FAILED_LOGINS_PER_HOUR } from './login-throttle.js';
/** Throttle rows are kept this long after their window (longer than any window or wait). */
const THROTTLE_ROWS_KEPT_MS = 24 * 60 * 60 * 1000;
/** Recovery mails per address per hour. */
export { RECOVERY_MAILS_PER_HOUR } from './login-throttle.js';
/** Whom an unknown address's recovery token is signed for: no account has id 0. */
const RECOVERY_DECOY = { id: 0, tokenVersion: 0 };

/** Whole years between a birth date (YYYY-MM-DD) and `now`. */
export function ageOn(birthday: string, now: Date): number {
  const [year = 0, month = 1, day = 1] = birthday.split('-').map(Number);
  let age = now.getUTCFullYear() - year;
  const beforeBirthday =
    now.getUTCMonth() + 1 < month || (now.getUTCMonth() + 1 === month && now.getUTCDate() < day);
  if (beforeBirthday) age -= 1;
  return age;
}

function requireStrong(password: string): void {
  if (!isStrongPassword(password)) {
    throw AppError.badRequest(
      'The password needs 8 to 128 characters with at least one letter and one digit.',
      ErrorCode.AuthWeakPassword,
    );
  }
}

function requireSame(a: string, b: string): void {
  if (a !== b)
    throw AppError.badRequest('The passwords do not match.', ErrorCode.AuthPasswordMismatch);
}

/** The token the call was made with was revoked meanwhile (another change got there first). */
const revoked = () =>
  new AppError(
    403,
    ErrorCode.AuthTokenInvalid,
    'The session has expired or was revoked; sign in again.',
  );

const invalidCredentials = () =>
  new AppError(401, ErrorCode.AuthInvalidCredentials, 'The e-mail or the password is wrong.');

/**
 * A new account, told to the programmes that join a sign-up (issue 25: the referral link, a
 * landing's offer and funnel). Told once, right after the account is written.
 */
export interface Registered {
  userId: number;
  currency: CurrencyCode;
  /** The `r` query parameter as sent: unchecked, an unknown code is the hook's to ignore. */
  referralCode: string | undefined;
  landing: LandingSource | undefined;
}
export type RegisteredHook = (event: Registered) => Promise<void>;

export interface AuthDependencies {
  db: Database;
  app: FastifyInstance;
  users: UserAccounts;
  mail: MailService;
  publicUrl: string;
  now?: () => Date;
}

export function createAuthService({
  db,
  app,
  users,
  mail,
  publicUrl,
  now = () => new Date(),
}: AuthDependencies) {
  const token = (user: UserRow) => app.issueToken(user);
  /** Programmes joining a sign-up (`onRegistered`); wiring, set once at start-up. */
  const registeredHooks: RegisteredHook[] = [];
  const throttle = createLoginThrottleRepository(db);
  const recoveryLink = (user: Pick<UserRow, 'id' | 'tokenVersion'>) =>
    `${publicUrl}/?popup=recovery-complete&token=${encodeURIComponent(app.issueToken(user, 'recovery'))}`;

  /**
   * A paused account's owner gets, once per pause, a mail with a recovery link: setting a new
   * password with it signs them in at once and lifts the pause. Nobody is mailed for an address
   * without an account; the refusal answered is the same either way.
   */
  async function mailUnlock(
    emailLower: string,
    key: string,
    language: LanguageCode | undefined,
  ): Promise<void> {
    const user = await users.findByEmail(emailLower);
    if (!user || !(await throttle.markUnlockMailed(key, now()))) return;
    await mail.send({
      to: user.email,
      kind: 'unlock',
      ...unlockMail(recoveryLink(user), language),
    });
  }

  /**
   * The welcome mail of a new account, written to the outbox after the account exists and
   * handed to SMTP without waiting (README "Decisions"): the sign-up succeeds, as fast, whether
   * or not the mail can be sent; a failure is logged.
   */
  async function mailWelcome(
    user: UserRow,
    bonusChoice: BonusChoice,
    language: LanguageCode | undefined,
  ): Promise<void> {
    const failed = (error: unknown) =>
      app.log.error({ err: error, userId: user.id }, 'the welcome mail could not be sent');
    try {
      const content = welcomeMail({
        login: user.email,
        bonusChoice,
        publicUrl,
        language,
      });
      await mail.post({ to: user.email, kind: 'welcome', ...content }, failed);
    } catch (error) {
      failed(error);
    }
  }

  return {
    /** Adds a programme told of every new account (`Registered`); called once at start-up. */
    onRegistered(hook: RegisteredHook) {
      registeredHooks.push(hook);
    },

    async register(
      body: z.output<typeof registerBodySchema>,
      context: {
        referralCode: string | undefined;
        country: string | null;
        /** The sign-up's Accept-Language: the welcome mail's language when the body names none. */
        acceptLanguage?: string | undefined;
        /** Where the sign-up came from, kept in the sign-in record (staff read it). */
        ip?: string;
        userAgent?: string | undefined;
      },
    ): Promise<string> {
      if (!body.ageAgreement || !body.policyAgreement) {
        throw AppError.badRequest(
          'Confirm that you are 18 or older and accept the terms.',
          ErrorCode.AuthAgreementRequired,
        );
      }
      if (body.birthday && ageOn(body.birthday, now()) < MINIMUM_AGE) {
        throw AppError.badRequest('You must be 18 or older to play.', ErrorCode.AuthUnderage);
      }
      requireStrong(body.password);
      // No look-up of the address first: a taken one costs the same hashing and insert as a new
      // one, and is told by the unique index alone (which also settles sign-ups at once).
      const tracking = Object.fromEntries(
        Object.entries(body.tracking ?? {}).filter(
          (entry): entry is [string, string] => typeof entry[1] === 'string',
        ),
      );
      const user = await users.insert({
        email: body.login,
        passwordHash: await hashPassword(body.password),
        currencyCode: body.currencyCode,
        bonusChoice: body.bonusChoice,
        birthday: body.birthday ?? null,
        referredByCode: context.referralCode ?? null,
        tracking,
        geo: context.country,
      });
      if (!user)
        throw new AppError(
          409,
          ErrorCode.AuthEmailTaken,
          'An account with this e-mail already exists.',
        );
      // The account stands whatever a programme makes of it: a hook that fails is logged, and
      // the player is signed in all the same (an unknown referral code is no error for them).
      for (const hook of registeredHooks) {
        try {
          await hook({
            userId: user.id,
            currency: body.currencyCode,
            referralCode: context.referralCode,
            landing: body.landing,
          });
        } catch (error) {
          app.log.error({ err: error, userId: user.id }, 'a sign-up hook failed');
        }
      }
      if (context.ip) {
        await recordSignIn(db, {
          userId: user.id,
          address: context.ip,
          userAgent: context.userAgent,
          outcome: 'registered',
          tokenVersion: user.tokenVersion,
        });
      }
      await mailWelcome(
        user,
        body.bonusChoice,
        body.lang ?? languageOfHeader(context.acceptLanguage),
      );
      return token(user);
    },

    /**
     * Signs in. The attempt is counted against the account and the address first (atomically,
     * see login-throttle.ts) and only an admitted one has its password checked.
     */
    async login(
      body: LoginBody,
      request: { ip: string; acceptLanguage?: string | undefined; userAgent?: string | undefined },
    ): Promise<string> {
      const { ip } = request;
      const emailLower = body.login.toLowerCase();
      const keys: [string, string] = [accountKey(emailLower), addressKey(ip)];
      const at = now();
      const verdict = await throttle.claim(keys, at, (rows) =>
        admit(rows.get(keys[0])!, rows.get(keys[1])!, at),
      );
      await throttle.prune(new Date(at.getTime() - THROTTLE_ROWS_KEPT_MS));
      if (!verdict.admitted) {
        if (verdict.accountLocked) {
          await mailUnlock(emailLower, keys[0], languageOfHeader(request.acceptLanguage));
        }
        throw new AppError(
          429,
          ErrorCode.AuthTooManyAttempts,
          verdict.accountLocked
            ? 'Too many failed sign-ins. Try again later, or set a new password with the link we mail to the account.'
            : 'Too many failed sign-ins. Try again later.',
          Math.max(1, Math.ceil(verdict.retryAfterMs / 1000)),
        );
      }
      const user = await users.findByEmail(body.login);
      const ok = user
        ? await verifyPassword(user.passwordHash, body.password)
        : (await verifyDecoy(body.password), false);
      if (!user || !ok) {
        await throttle.recordFailure(emailLower, ip);
        if (user) {
          await recordSignIn(db, {
            userId: user.id,
            address: ip,
            userAgent: request.userAgent,
            outcome: 'wrong_password',
            tokenVersion: null,
          });
        }
        throw invalidCredentials();
      }
      await throttle.release(keys);
      await recordSignIn(db, {
        userId: user.id,
        address: ip,
        userAgent: request.userAgent,
        outcome: 'success',
        tokenVersion: user.tokenVersion,
      });
      return token(user);
    },

    /**
     * Sends the recovery mail when the address has an account, and a notice that it has none
     * otherwise (at most RECOVERY_MAILS_PER_HOUR an hour either way). Both ways sign a recovery
     * token (a decoy's, never sent, for an unknown address), render a mail and write it, so the
     * answer, the same either way, takes the same time too: nothing tells whether the address
     * has an account.
     */
    async requestRecovery(email: string, language?: LanguageCode): Promise<void> {
      const user = await users.findByEmail(email);
      const to = user?.email ?? email.toLowerCase();
      const at = now();
      const key = recoveryKey(email.toLowerCase());
      const verdict = await throttle.claim([key], at, (rows) => admitRecovery(rows.get(key)!, at));
      await throttle.prune(new Date(at.getTime() - THROTTLE_ROWS_KEPT_MS));
      const link = recoveryLink(user ?? RECOVERY_DECOY);
      const content = user
        ? recoveryMail(link, language)
        : noAccountMail(`${publicUrl}/?popup=sign-up`, language);
      if (!verdict.admitted) return;
      await mail.send({ to, kind: 'recovery', ...content });
    },

    async resetPassword(body: PasswordResetBody): Promise<string> {
      let user: UserRow;
      try {
        user = await app.verifyToken(body.token, 'recovery');
      } catch {
        throw AppError.badRequest(
          'This recovery link has expired or was already used. Ask for a new one.',
          ErrorCode.AuthRecoveryTokenInvalid,
        );
      }
      requireSame(body.password, body.repeatPassword);
      requireStrong(body.password);
      const updated = await users.setPassword(
        user.id,
        await hashPassword(body.password),
        user.tokenVersion,
      );
      // Gone, or the link was used (or the password changed) by a call at the same time.
      if (!updated)
        throw AppError.badRequest(
          'This recovery link has expired or was already used. Ask for a new one.',
          ErrorCode.AuthRecoveryTokenInvalid,
        );
      // The owner proved the mailbox: a pause of the account's sign-ins ends with the old password.
      await throttle.clear(accountKey(updated.email.toLowerCase()));
      return token(updated);
    },

    async changePassword(user: UserRow, body: PasswordChangeBody): Promise<string> {
      if (!(await verifyPassword(user.passwordHash, body.password))) throw invalidCredentials();
      requireSame(body.newPassword, body.repeatNewPassword);
      requireStrong(body.newPassword);
      const updated = await users.setPassword(
        user.id,
        await hashPassword(body.newPassword),
        user.tokenVersion,
      );
      if (!updated) throw revoked();
      return token(updated);
    },

    async changeEmail(user: UserRow, body: EmailChangeBody): Promise<string> {
      if (!(await verifyPassword(user.passwordHash, body.password))) throw invalidCredentials();
      const updated = await users.setEmail(user.id, body.email, user.tokenVersion);
      if (updated === 'stale') throw revoked();
      if (updated === 'taken')
        throw new AppError(
          409,
          ErrorCode.AuthEmailTaken,
          'An account with this e-mail already exists.',
        );
      return token(updated);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
