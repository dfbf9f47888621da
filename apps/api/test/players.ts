import type { FastifyInstance } from 'fastify';

let sequence = 0;
let addresses = 0;

/** Each call from its own address, so per-address limits stay out of the way. */
export const nextAddress = () => `10.77.${(++addresses >> 8) & 255}.${addresses & 255}`;

/** Registers a player through the real sign-up call; answers its id and token. */
export async function registerPlayer(
  app: FastifyInstance,
  overrides: Record<string, unknown> = {},
): Promise<{ id: number; token: string; email: string }> {
  const email = `wallet${++sequence}.${Date.now()}@example.com`;
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/register',
    remoteAddress: nextAddress(),
    payload: {
      login: email,
      password: 'Str0ng-pass',
      currencyCode: 'INR',
      ageAgreement: true,
      policyAgreement: true,
      ...overrides,
    },
  });
  if (response.statusCode !== 200) throw new Error(`registration failed: ${response.body}`);
  const token = (response.json() as { authToken: string }).authToken;
  const profile = await app.inject({
    method: 'GET',
    url: '/api/v1/users/profile',
    headers: { authorization: `Bearer ${token}` },
    remoteAddress: nextAddress(),
  });
  return { id: (profile.json() as { user: { id: number } }).user.id, token, email };
}
