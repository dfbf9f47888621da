import fastifySse from '@fastify/sse';
import {
  ErrorCode,
  STREAM_HEARTBEAT_SECONDS,
  staffStreamCall,
  staffStreamTicketCall,
  streamCall,
  streamTicketCall,
  type PlayerEvent,
} from '@jackdaw/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.js';
import { route } from '../../lib/route.js';
import { staffRoute } from '../staff/index.js';
import type { RealtimeChannel } from './realtime.js';
import { mintTicket, redeemTicket, type TicketHolder } from './tickets.js';
import { STAFF_CHANNEL, userChannel, type AnyEvent, type Channel } from './wire.js';

export interface RealtimeRoutesOptions {
  realtime: RealtimeChannel;
  /** The player's balance event a new stream starts with (undefined: no such player). */
  currentBalance(userId: number): Promise<PlayerEvent | undefined>;
  /** Heartbeat comment interval; STREAM_HEARTBEAT_SECONDS unless a test asks otherwise. */
  heartbeatMs?: number;
}

const ticketInvalid = () =>
  new AppError(
    401,
    ErrorCode.StreamTicketInvalid,
    'The stream ticket is missing, unknown, used or expired: ask for a new one.',
  );

/**
 * The stream tickets (bearer → one-time ticket) and the two streams: the player's at
 * GET /events and the support inbox's at GET /admin/events (inside the API prefix).
 */
export const realtimeRoutes: FastifyPluginAsyncZod<RealtimeRoutesOptions> = async (
  app,
  { realtime, currentBalance, heartbeatMs = STREAM_HEARTBEAT_SECONDS * 1_000 },
) => {
  const sql = realtime.database.sql;
  await app.register(fastifySse, { heartbeatInterval: heartbeatMs });

  route(app, streamTicketCall, { preHandler: app.authenticateActive }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return {
      statusCode: 200 as const,
      ...(await mintTicket(sql, { userId: request.player!.id })),
    };
  });

  staffRoute(app, staffStreamTicketCall, 'support.chat', async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return {
      statusCode: 200 as const,
      ...(await mintTicket(sql, { staffId: request.staff!.id })),
    };
  });

  /** Every stream open here, ended when the app closes (a server cannot close under them). */
  const ends = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const end of [...ends]) end();
  });

  async function stream(
    request: FastifyRequest,
    reply: FastifyReply,
    channelOf: (holder: TicketHolder) => Channel | undefined,
    first?: (holder: TicketHolder) => Promise<PlayerEvent | undefined>,
  ) {
    const { ticket, lastEventId } = request.query as { ticket?: string; lastEventId?: string };
    const holder = ticket ? await redeemTicket(sql, ticket) : undefined;
    const channel = holder && channelOf(holder);
    if (!holder || !channel) throw ticketInvalid();
    const header = request.headers['last-event-id'];
    const resumeAfter =
      typeof header === 'string' && /^\d{1,18}$/.test(header) ? header : lastEventId;

    reply.sse.keepAlive();
    reply.header('cache-control', 'no-cache, no-transform');
    reply.sse.sendHeaders(200);
    const raw = reply.raw;
    // Headers leave with the first bytes: a comment at once, so the client knows it is open
    // even when no event is due yet (the support inbox).
    raw.write(': open\n\n');
    // The library frames each message (`event` = the type, `id` = the backlog id, none for a
    // signal or the opening balance, `data` = the event as one JSON line); its writes are
    // synchronous, so messages leave in the order they are handed over.
    const write = (id: string | undefined, event: AnyEvent) => {
      if (!reply.sse.isConnected || raw.writableEnded || raw.destroyed) return;
      void reply.sse
        .send(
          id === undefined
            ? { event: event.type, data: event }
            : { id, event: event.type, data: event },
        )
        .catch(() => undefined);
    };
    let close: (() => Promise<void>) | undefined;
    const end = () => {
      ends.delete(end);
      void close?.();
      reply.sse.close();
    };
    ends.add(end);
    reply.sse.onClose(() => {
      ends.delete(end);
      void close?.();
    });
    try {
      close = await realtime.open(
        { channel, write },
        {
          after: resumeAfter,
          before: first
            ? async () => {
                const event = await first(holder);
                if (event) write(undefined, event);
              }
            : undefined,
        },
      );
    } catch (error) {
      request.log.error({ err: error }, 'realtime stream failed to open');
      end();
      return;
    }
    // The client went away while the stream was opening.
    if (!reply.sse.isConnected) await close();
  }

  route(app, streamCall, { sse: 'manual' }, (request, reply) =>
    stream(
      request,
      reply,
      (holder) => ('userId' in holder ? userChannel(holder.userId) : undefined),
      (holder) => ('userId' in holder ? currentBalance(holder.userId) : Promise.resolve(undefined)),
    ),
  );

  route(app, staffStreamCall, { sse: 'manual' }, (request, reply) =>
    stream(request, reply, (holder) => ('staffId' in holder ? STAFF_CHANNEL : undefined)),
  );
};
