import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PROVIDER_PROTOCOLS } from '../providers/index.js';
import { actedOnFields, unsignedFields } from './protocol.js';
import { sign, verify } from './signature.js';

const secret = 'a-provider-secret-that-is-long-enough';
const payload = fc.dictionary(
  fc
    .string({ minLength: 1, maxLength: 12 })
    .filter((key) => !['sign', 'hash', 'signature', 'pp_SecureHash'].includes(key)),
  fc.oneof(fc.string(), fc.integer()),
  { maxKeys: 6 },
);

describe('signature schemes', () => {
  it.each(PROVIDER_PROTOCOLS.map((protocol) => [protocol.id, protocol.signature] as const))(
    '%s: what is signed verifies; another secret or a changed body does not',
    (_id, scheme) => {
      fc.assert(
        fc.property(payload, fc.integer({ min: 1, max: 10 ** 9 }), (fields, amount) => {
          const body = {
            ...fields,
            order_id: 'o-1',
            orderId: 'o-1',
            amount,
            currency: 'INR',
            status: 'x',
          };
          const message = sign(scheme, secret, body);
          expect(verify(scheme, secret, message.body, message.headers)).toBe(true);
          expect(verify(scheme, `${secret}!`, message.body, message.headers)).toBe(false);
          const tampered = message.body.replace(`"amount":${amount}`, `"amount":${amount + 1}`);
          expect(verify(scheme, secret, tampered, message.headers)).toBe(false);
        }),
        { numRuns: 40 },
      );
    },
  );

  it('never throws on garbage', () => {
    for (const protocol of PROVIDER_PROTOCOLS) {
      for (const body of ['', 'null', '[]', '{', '"x"', '{"sign":1}']) {
        expect(verify(protocol.signature, secret, body, { 'x-signature': ['a', 'b'] })).toBe(false);
      }
    }
  });
});

describe('what a signature binds', () => {
  const protocolOf = (id: string) => PROVIDER_PROTOCOLS.find((protocol) => protocol.id === id)!;

  it('a field-signed body another split of the same text could forge binds nothing', () => {
    const mpay = protocolOf('mpay');
    const fields = { orderId: 'o-1', paymentId: 'r-1', status: 'PENDING', currency: 'TRY' };
    const message = sign(mpay.signature, secret, { ...fields, amount: '500.00' });
    // The same `key=value&…` text, split differently: the signature still verifies.
    const resplit = JSON.stringify({
      ...JSON.parse(message.body),
      amount: '500.00&currency=TRY',
      currency: undefined,
    });
    expect(verify(mpay.signature, secret, resplit, message.headers)).toBe(true);
    expect(unsignedFields(mpay, JSON.parse(resplit))).toEqual(actedOnFields(mpay));
    expect(unsignedFields(mpay, JSON.parse(message.body))).toEqual([]);
  });

  it('names the acted-on fields a field list leaves out, and none for header schemes', () => {
    const body = { order_id: 'o-1', amount: '5.00', currency: 'AZN', status: '1' };
    expect(unsignedFields(protocolOf('epul'), body)).toEqual(['payment_id', 'status']);
    expect(unsignedFields(protocolOf('jazzcash'), body)).toEqual([]);
    expect(unsignedFields(protocolOf('epul'), { ...body, currency: 'AZN:x' })).toEqual(
      actedOnFields(protocolOf('epul')),
    );
    expect(unsignedFields(protocolOf('paykassma'), { sum: '1&x=2' })).toEqual([]);
  });
});
