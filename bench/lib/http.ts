import { Agent, request as httpRequest } from 'node:http';

export interface KeepAliveClient {
  post(
    path: string,
    body: string,
    headers?: Record<string, string>,
  ): Promise<{ status: number; body: string }>;
  close(): void;
}

/**
 * POSTs over keep-alive node:http connections: fetch costs the load generator about as much CPU
 * as the server it loads, which on a two-core machine would be measured as the server's cost.
 */
export function keepAliveClient(url: string, sockets: number): KeepAliveClient {
  const agent = new Agent({ keepAlive: true, maxSockets: sockets });
  const { hostname, port } = new URL(url);
  return {
    post: (path, body, headers = {}) =>
      new Promise((resolve, reject) => {
        const request = httpRequest(
          {
            agent,
            hostname,
            port,
            path,
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              'content-length': Buffer.byteLength(body),
              ...headers,
            },
          },
          (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () =>
              resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
            );
            response.on('error', reject);
          },
        );
        request.on('error', reject);
        request.end(body);
      }),
    close: () => agent.destroy(),
  };
}

/**
 * Signs up an INR player and answers its token and id. Sign-up allows 20 a minute from one
 * address: past that, give each player an `address` of its own (the server must trust
 * `x-forwarded-for`, TRUST_PROXY).
 */
export async function registerPlayer(
  url: string,
  label: string,
  address?: string,
): Promise<{ token: string; id: number }> {
  const register = await fetch(`${url}/api/v1/auth/register`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(address && { 'x-forwarded-for': address }),
    },
    body: JSON.stringify({
      login: `bench-${label}-${Date.now()}@example.com`,
      password: 'Bench-pass-1',
      currencyCode: 'INR',
      ageAgreement: true,
      policyAgreement: true,
    }),
  });
  if (!register.ok) throw new Error(`sign-up failed: ${await register.text()}`);
  const { authToken } = (await register.json()) as { authToken: string };
  const profile = await fetch(`${url}/api/v1/users/profile`, {
    headers: { authorization: `Bearer ${authToken}` },
  });
  return { token: authToken, id: ((await profile.json()) as { user: { id: number } }).user.id };
}
