import { ErrorCode } from '@jackdaw/contracts';
import type * as argon2 from '@node-rs/argon2';
import { hash } from '@node-rs/argon2';
import { describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../../test/helper.js';
import { nextAddress } from '../../../test/players.js';

// The real Argon2id, watched: how many hashes a call computes is the work it does.
vi.mock('@node-rs/argon2', async (original) => {
  const real = await original<typeof argon2>();
  return { ...real, hash: vi.fn(real.hash) };
});

const testApp = useTestApp();
let sequence = 0;
const email = () => `enumeration${++sequence}.${Date.now()}@example.com`;

function register(login: string) {
  return testApp().app.inject({
    method: 'POST',
    url: '/api/v1/auth/register',
    remoteAddress: nextAddress(),
    payload: {
      login,
      password: 'Str0ng-pass',
      currencyCode: 'INR',
      ageAgreement: true,
      policyAgreement: true,
    },
  });
}

describe('sign-up with an address that has an account', () => {
  it('hashes the password as a sign-up with a new address does, before answering', async () => {
    const hashes = vi.mocked(hash);
    const taken = email();
    hashes.mockClear();
    expect((await register(taken)).statusCode).toBe(200);
    const forNew = hashes.mock.calls.length;
    hashes.mockClear();
    const again = await register(taken.toUpperCase());
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: ErrorCode.AuthEmailTaken });
    expect(forNew).toBe(1);
    expect(hashes.mock.calls.length).toBe(forNew);
  });
});
