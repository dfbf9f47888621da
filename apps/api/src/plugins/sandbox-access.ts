import { BlockList, isIP } from 'node:net';
import { API_PREFIX } from '@jackdaw/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.js';
import { routeNotFound } from './errors.js';

/**
 * Paths of test mode: the sandbox's pages (mail outbox, payment sandbox) and the test payment
 * calls. Whatever a module registers under them is guarded, so a new sandbox page cannot be
 * forgotten.
 */
const SANDBOX_PATHS = ['/sandbox', `${API_PREFIX}/payments/test`];

const isSandboxPath = (url: string) =>
  SANDBOX_PATHS.some((prefix) => url === prefix || url.startsWith(`${prefix}/`));

/** Headers a reverse proxy adds: with them, the socket's address is the proxy's, not the client's. */
const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

/** The allow-list of SANDBOX_ALLOWED_ADDRESSES (addresses and CIDR networks, v4 and v6). */
export function sandboxAllowList(entries: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', prefix] = entry.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return list;
}

/** `::ffff:127.0.0.1` (an IPv4 client of a dual-stack socket) is checked as `127.0.0.1`. */
function clientAddress(ip: string): { address: string; type: 'ipv4' | 'ipv6' } | undefined {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
  const address = mapped ?? ip;
  const version = isIP(address);
  if (version === 0) return undefined;
  return { address, type: version === 4 ? 'ipv4' : 'ipv6' };
}

/**
 * Test mode answers only the addresses of SANDBOX_ALLOWED_ADDRESSES (loopback by default): its
 * mail outbox shows recovery links and its calls credit test money, so anyone else who finds it
 * gets the same 404 as an unknown route. A request that came through a proxy the server does
 * not trust (TRUST_PROXY off) is refused too: its socket address is the proxy's, which on the
 * same host is loopback for every visitor.
 */
export const sandboxAccessPlugin = fp(
  async (app: FastifyInstance, opts: { config: Config }) => {
    const { trustProxy } = opts.config;
    const allowed = sandboxAllowList(opts.config.sandboxAllowedAddresses);

    const guard = async (request: FastifyRequest, reply: FastifyReply) => {
      const forwarded = !trustProxy && FORWARDING_HEADERS.some((name) => name in request.headers);
      const client = clientAddress(request.ip);
      if (!forwarded && client && allowed.check(client.address, client.type)) return;
      return routeNotFound(reply, request.method, request.url);
    };

    // Attached to each route as it is registered (not matched on the raw URL per request), so
    // an encoded or oddly spelled path that routes to a sandbox page is guarded all the same.
    app.addHook('onRoute', (route) => {
      if (!isSandboxPath(route.url)) return;
      const existing = route.onRequest ?? [];
      route.onRequest = [guard, ...(Array.isArray(existing) ? existing : [existing])];
    });
  },
  { name: 'sandbox-access' },
);
