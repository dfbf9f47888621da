import { createHash } from 'node:crypto';

/** The previous hash of the chain's first row. */
export const GENESIS_HASH = '0'.repeat(64);

/** A value as the audit log keeps it in jsonb: what JSON can carry, after `toAuditJson`. */
export type AuditJson =
  null | boolean | number | string | AuditJson[] | { [key: string]: AuditJson };

/** The fields of a row that its hash covers (everything but the hashes themselves). */
export interface AuditContent {
  id: number;
  at: Date;
  staffId: number;
  role: string;
  action: string;
  targetType: string;
  targetId: string;
  before: AuditJson | null;
  after: AuditJson | null;
  reason: string | null;
  address: string | null;
  approverStaffId: number | null;
  approverRole: string | null;
}

/**
 * Turns what a caller passes as before/after into the JSON the row stores, so that the hash
 * computed at write time equals the one computed from the row read back: bigints become decimal
 * strings, dates ISO strings, undefined object members are dropped (as JSON.stringify does),
 * and anything JSON cannot carry (a function, a symbol, a non-finite number) is refused.
 */
export function toAuditJson(value: unknown): AuditJson {
  if (value === null) return null;
  switch (typeof value) {
    case 'boolean':
    case 'string':
      return value;
    case 'number':
      if (!Number.isFinite(value)) throw new TypeError(`Audit data cannot hold ${value}`);
      return value;
    case 'bigint':
      return value.toString();
    case 'object': {
      if (value instanceof Date) return value.toISOString();
      if (Array.isArray(value)) return value.map((item) => toAuditJson(item ?? null));
      const out: Record<string, AuditJson> = {};
      for (const [key, member] of Object.entries(value)) {
        if (member !== undefined) out[key] = toAuditJson(member);
      }
      return out;
    }
    default:
      throw new TypeError(`Audit data cannot hold a ${typeof value}`);
  }
}

/**
 * The canonical text of a JSON value: objects with their keys sorted by UTF-16 code units, no
 * white space, strings as JSON.stringify writes them, numbers as JSON strings of their shortest
 * decimal form (String(n)), so that jsonb's own number and key order never change a hash.
 */
export function canonicalJson(value: AuditJson): string {
  if (value === null) return 'null';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'number') return JSON.stringify(String(value));
  if (typeof value === 'string') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const keys = Object.keys(value).sort();
  return `{${keys.map((key) => `${JSON.stringify(key)}:${canonicalJson(value[key]!)}`).join(',')}}`;
}

/** The canonical text of a row's content (README "Hash chain"). */
export function canonicalContent(row: AuditContent): string {
  return canonicalJson({
    action: row.action,
    address: row.address,
    after: row.after,
    approverRole: row.approverRole,
    approverStaffId: row.approverStaffId === null ? null : String(row.approverStaffId),
    at: row.at.toISOString(),
    before: row.before,
    id: String(row.id),
    reason: row.reason,
    role: row.role,
    staffId: String(row.staffId),
    targetId: row.targetId,
    targetType: row.targetType,
  });
}

/** SHA-256, lower-case hex, of the UTF-8 bytes of `<prevHash>\n<canonical content>`. */
export function chainHash(prevHash: string, row: AuditContent): string {
  return createHash('sha256')
    .update(`${prevHash}\n${canonicalContent(row)}`, 'utf8')
    .digest('hex');
}
