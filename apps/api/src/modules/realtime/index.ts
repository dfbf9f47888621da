// The realtime channel's public face (README.md in this folder): what app.ts wires, and the
// `Realtime` interface the notifications and chat modules publish through.
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { DatabaseHandle } from '../../db/client.js';
import { createPeriodicJob } from '../../lib/periodic-job.js';
import { PRESENCE_HEARTBEAT_MS } from './presence.js';
import { createRealtime, type RealtimeChannel } from './realtime.js';
import { realtimeRoutes, type RealtimeRoutesOptions } from './realtime.routes.js';
import { SWEEP_INTERVAL_MS, sweepRealtime } from './sweeper.js';
import { postgresTransport, redisTransport, type Transport } from './transport.js';

export type { Realtime } from './types.js';
export type { RealtimeChannel } from './realtime.js';
export {
  balanceOnMovement,
  openingBalance,
  paymentOnChange,
  type BalanceReaderIn,
} from './producers.js';
export { sweepRealtime } from './sweeper.js';

/**
 * The realtime channel of this instance: PostgreSQL LISTEN/NOTIFY, or Redis pub/sub when
 * `redisUrl` is set. Publishing works at once (it only writes in the caller's transaction);
 * delivery starts with `registerRealtime`'s onReady.
 *
 * @example
 * const realtime = createRealtimeChannel({ database, redisUrl: config.redisUrl, log: app.log });
 * ledger.onMovement(balanceOnMovement(realtime, wallet.balances.balancesOf));
 */
export function createRealtimeChannel(deps: {
  database: DatabaseHandle;
  redisUrl?: string;
  log?: { error(object: object, message: string): void };
}): RealtimeChannel {
  const { redisUrl } = deps;
  const transport: Transport = redisUrl
    ? redisTransport(
        deps.database,
        () => ({
          publisher: new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 }),
          subscriber: new Redis(redisUrl, { lazyConnect: false }),
        }),
        deps.log,
      )
    : postgresTransport(deps.database, deps.log);
  return createRealtime({ database: deps.database, transport, log: deps.log });
}

/**
 * Registers the stream routes (inside the API prefix), starts listening on ready, and runs the
 * presence heartbeat and the sweep; all stopped on close.
 */
export async function registerRealtime(
  api: FastifyInstance,
  options: Omit<RealtimeRoutesOptions, 'realtime'> & {
    realtime: RealtimeChannel;
    sweepIntervalMs?: number;
  },
): Promise<void> {
  const { realtime } = options;
  await api.register(realtimeRoutes, options);
  const log = api.log;
  const heartbeat = createPeriodicJob({
    name: 'realtime heartbeat',
    run: () => realtime.heartbeat(),
    intervalMs: PRESENCE_HEARTBEAT_MS,
    log,
  });
  const sweeper = createPeriodicJob({
    name: 'realtime sweep',
    run: () => sweepRealtime(realtime.database.sql),
    intervalMs: options.sweepIntervalMs ?? SWEEP_INTERVAL_MS,
    log,
  });
  api.addHook('onReady', async () => {
    await realtime.start();
    heartbeat.start();
    sweeper.start();
  });
  api.addHook('onClose', async () => {
    await heartbeat.stop();
    await sweeper.stop();
    await realtime.stop();
  });
}
