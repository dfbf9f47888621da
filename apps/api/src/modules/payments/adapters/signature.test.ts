import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PROVIDER_PROTOCOLS } from '../providers/index.js';
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
