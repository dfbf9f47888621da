import { Secret, TOTP } from 'otpauth';

/** RFC 6238 defaults every authenticator app reads: SHA-1, 6 digits, 30 s. */
const ISSUER = 'Jackdaw';

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totp(secret: string, label: string): TOTP {
  return new TOTP({ issuer: ISSUER, label, secret: Secret.fromBase32(secret) });
}

/** The otpauth:// URI an authenticator app scans from the QR code. */
export function otpauthUri(secret: string, email: string): string {
  return totp(secret, email).toString();
}

/**
 * The time step of `code` if it is right at `at` (one step of clock drift either way), else
 * null. The caller refuses a step already used, so a code is good once.
 */
export function totpStep(secret: string, code: string, at: Date): number | null {
  const generator = totp(secret, '');
  const delta = generator.validate({ token: code, timestamp: at.getTime(), window: 1 });
  if (delta === null) return null;
  return generator.counter({ timestamp: at.getTime() }) + delta;
}

/** The code of `secret` at `at` (tests; the demo README). */
export function totpCode(secret: string, at: Date = new Date()): string {
  return totp(secret, '').generate({ timestamp: at.getTime() });
}
