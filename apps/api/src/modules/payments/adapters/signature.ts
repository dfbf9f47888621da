import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The ways providers sign what they send (callbacks) and what they receive (API calls):
 * - hmac-header: HMAC of the exact body in a header (hex or base64);
 * - md5-sorted-field: MD5 of `key=value` pairs sorted by key, joined with `&`, then the secret,
 *   in a body field (the body's other fields);
 * - sha256-fields: SHA-256 of the named fields' values joined with `:`, then `:` and the secret,
 *   in a body field.
 */
export type SignatureScheme =
  | {
      kind: 'hmac-header';
      algorithm: 'sha256' | 'sha512' | 'sha1';
      encoding: 'hex' | 'base64';
      header: string;
    }
  | { kind: 'md5-sorted-field'; field: string }
  | { kind: 'sha256-fields'; field: string; fields: string[] };

export interface SignedMessage {
  body: string;
  headers: Record<string, string>;
}

const flat = (value: unknown) =>
  value === null || value === undefined
    ? ''
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value as string | number | boolean);

function fieldDigest(
  scheme: Exclude<SignatureScheme, { kind: 'hmac-header' }>,
  secret: string,
  payload: Record<string, unknown>,
): string {
  if (scheme.kind === 'md5-sorted-field') {
    const pairs = Object.keys(payload)
      .filter((key) => key !== scheme.field)
      .sort()
      .map((key) => `${key}=${flat(payload[key])}`)
      .join('&');
    return createHash('md5')
      .update(pairs + secret)
      .digest('hex');
  }
  const values = scheme.fields.map((key) => flat(payload[key]));
  return createHash('sha256')
    .update([...values, secret].join(':'))
    .digest('hex');
}

/** Signs a payload the way the scheme says; the body is sent exactly as returned. */
export function sign(
  scheme: SignatureScheme,
  secret: string,
  payload: Record<string, unknown>,
): SignedMessage {
  if (scheme.kind === 'hmac-header') {
    const body = JSON.stringify(payload);
    const signature = createHmac(scheme.algorithm, secret).update(body).digest(scheme.encoding);
    return { body, headers: { 'content-type': 'application/json', [scheme.header]: signature } };
  }
  const body = JSON.stringify({ ...payload, [scheme.field]: fieldDigest(scheme, secret, payload) });
  return { body, headers: { 'content-type': 'application/json' } };
}

const header = (headers: Record<string, string | string[] | undefined>, name: string) => {
  const value = headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
};

function equal(expected: string, given: unknown): boolean {
  if (typeof given !== 'string' || given.length !== expected.length) return false;
  return timingSafeEqual(Buffer.from(expected), Buffer.from(given));
}

/**
 * Checks a received message against the secret, in constant time. Answers false for anything
 * unreadable; never throws.
 */
export function verify(
  scheme: SignatureScheme,
  secret: string,
  rawBody: string,
  headers: Record<string, string | string[] | undefined>,
): boolean {
  if (scheme.kind === 'hmac-header') {
    const expected = createHmac(scheme.algorithm, secret).update(rawBody).digest(scheme.encoding);
    return equal(expected, header(headers, scheme.header));
  }
  let payload: unknown;
  try {
    payload = JSON.parse(rawBody);
  } catch {
    return false;
  }
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return false;
  const record = payload as Record<string, unknown>;
  return equal(fieldDigest(scheme, secret, record), record[scheme.field]);
}

/**
 * Whether a field scheme's signed text names one body only. The text joins `key=value` pairs
 * with `&` (or values with `:`): a value holding the separator could be split into other fields
 * with the same signature, so such a body does not bind its fields. Header schemes sign the
 * exact bytes and are always unambiguous.
 */
export function signedFieldsAreUnambiguous(
  scheme: SignatureScheme,
  payload: Record<string, unknown>,
): boolean {
  if (scheme.kind === 'hmac-header') return true;
  if (scheme.kind === 'sha256-fields') {
    return scheme.fields.every((key) => !flat(payload[key]).includes(':'));
  }
  return Object.keys(payload)
    .filter((key) => key !== scheme.field)
    .every((key) => !/[&=]/.test(key) && !flat(payload[key]).includes('&'));
}
