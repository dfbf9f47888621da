import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  canonicalContent,
  canonicalJson,
  chainHash,
  GENESIS_HASH,
  toAuditJson,
  type AuditContent,
} from './canonical.js';

const row: AuditContent = {
  id: 7,
  at: new Date('2026-11-25T22:40:00.123Z'),
  staffId: 3,
  role: 'finance',
  action: 'withdrawal.approve',
  targetType: 'payment',
  targetId: 'p-1',
  before: { status: 'pending' },
  after: { status: 'approved', amount: '150000' },
  reason: null,
  address: '203.0.113.9',
  approverStaffId: 5,
  approverRole: 'admin',
};

describe('canonical serialisation', () => {
  it('sorts keys, writes numbers as strings and leaves no white space', () => {
    expect(canonicalJson({ b: 1, a: [true, null, 'x', 2.5], c: { z: -0, y: 1e21 } })).toBe(
      '{"a":[true,null,"x","2.5"],"b":"1","c":{"y":"1e+21","z":"0"}}',
    );
  });

  it('turns bigints and dates into strings and drops undefined members', () => {
    expect(toAuditJson({ n: 12n, at: new Date(0), gone: undefined, list: [undefined] })).toEqual({
      n: '12',
      at: '1970-01-01T00:00:00.000Z',
      list: [null],
    });
    expect(() => toAuditJson({ x: Number.NaN })).toThrow(TypeError);
    expect(() => toAuditJson({ f: () => 1 })).toThrow(TypeError);
  });

  it('writes a row with every field, ids as strings and the time as ISO', () => {
    expect(canonicalContent(row)).toBe(
      '{"action":"withdrawal.approve","address":"203.0.113.9","after":{"amount":"150000","status":"approved"},' +
        '"approverRole":"admin","approverStaffId":"5","at":"2026-11-25T22:40:00.123Z",' +
        '"before":{"status":"pending"},"id":"7","reason":null,"role":"finance","staffId":"3",' +
        '"targetId":"p-1","targetType":"payment"}',
    );
  });

  it('hashes the previous hash and the content, so any change of either changes it', () => {
    const expected = createHash('sha256')
      .update(`${GENESIS_HASH}\n${canonicalContent(row)}`)
      .digest('hex');
    expect(chainHash(GENESIS_HASH, row)).toBe(expected);
    expect(chainHash('1'.repeat(64), row)).not.toBe(expected);
    expect(chainHash(GENESIS_HASH, { ...row, reason: 'x' })).not.toBe(expected);
    expect(
      chainHash(GENESIS_HASH, { ...row, after: { amount: '150001', status: 'approved' } }),
    ).not.toBe(expected);
    // Key order is not content: jsonb may return members in another order.
    expect(
      chainHash(GENESIS_HASH, { ...row, after: { status: 'approved', amount: '150000' } }),
    ).toBe(expected);
  });
});
