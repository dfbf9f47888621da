import fastifySse from '@fastify/sse';
import {
  participantsCall,
  STREAM_HEARTBEAT_SECONDS,
  TOURNAMENT_STREAM_EVENT,
  TOURNAMENT_STREAM_INTERVAL_MS,
  tournamentCall,
  tournamentJoinCall,
  tournamentsCall,
  tournamentStreamCall,
  type TournamentLeaderboardEvent,
} from '@jackdaw/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route.js';
import type { Realtime } from '../realtime/index.js';
import { boardOfWire, boardTopic, isWireBoard, type WireBoard } from './leaderboard.js';
import type { TournamentsService } from './tournaments.service.js';

export interface TournamentsRoutesOptions {
  service: TournamentsService;
  realtime: Pick<Realtime, 'subscribe'>;
  /** Heartbeat comment interval; STREAM_HEARTBEAT_SECONDS unless a test asks otherwise. */
  heartbeatMs?: number;
}

/**
 * The event each stream sends, made once per broadcast on this instance however many streams
 * forward it (the broadcast's data object is shared by every subscriber).
 */
const events = new WeakMap<WireBoard, TournamentLeaderboardEvent>();
function eventOf(board: WireBoard): TournamentLeaderboardEvent {
  let event = events.get(board);
  if (!event)
    events.set(
      board,
      (event = { type: 'tournament.leaderboard', leaderboard: boardOfWire(board) }),
    );
  return event;
}

/** The player's tournament calls (spec core §7) and the public live leaderboard. */
export const tournamentsRoutes: FastifyPluginAsyncZod<TournamentsRoutesOptions> = async (
  app,
  { service, realtime, heartbeatMs = STREAM_HEARTBEAT_SECONDS * 1_000 },
) => {
  await app.register(fastifySse, { heartbeatInterval: heartbeatMs });
  const optional = { preHandler: app.authenticateOptional };

  route(app, tournamentsCall, optional, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return service.list(request.query.lang, request.player?.id ?? null);
  });

  route(app, tournamentCall, optional, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return service.detail(request.params.id, request.query.lang, request.player?.id ?? null);
  });

  route(app, tournamentJoinCall, { preHandler: app.authenticateActive }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return service.join(request.params.id, request.player!.id);
  });

  route(app, participantsCall, optional, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return service.participants(request.query.tournamentId, request.player?.id ?? null);
  });

  /** Every stream open here, ended when the app closes (a server cannot close under them). */
  const ends = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const end of [...ends]) end();
  });

  route(app, tournamentStreamCall, { sse: 'manual' }, async (request, reply) => {
    const read = await service.streamed(request.params.id);
    reply.sse.keepAlive();
    reply.header('cache-control', 'no-cache, no-transform');
    reply.sse.sendHeaders(200);
    reply.raw.write(': open\n\n');

    let sent = { version: -1, final: false };
    let lastAt = 0;
    let waiting: WireBoard | undefined;
    let timer: NodeJS.Timeout | undefined;
    const send = (board: WireBoard) => {
      // A board older than the one sent is dropped; the final board goes out even at its version.
      if (board.v < sent.version || (board.v === sent.version && board.f === sent.final)) return;
      if (!reply.sse.isConnected || reply.raw.writableEnded || reply.raw.destroyed) return;
      sent = { version: board.v, final: board.f };
      lastAt = Date.now();
      void reply.sse
        .send({ id: String(board.v), event: TOURNAMENT_STREAM_EVENT, data: eventOf(board) })
        .catch(() => undefined);
    };
    // At most one message per interval: a board arriving sooner waits, replaced by newer ones.
    const offer = (board: WireBoard) => {
      const wait = lastAt + TOURNAMENT_STREAM_INTERVAL_MS - Date.now();
      if (wait <= 0 && !timer) return send(board);
      if (!waiting || board.v >= waiting.v) waiting = board;
      timer ??= setTimeout(
        () => {
          timer = undefined;
          const next = waiting;
          waiting = undefined;
          if (next) send(next);
        },
        Math.max(wait, 0),
      );
    };
    const resync = () => void read().then(offer, () => undefined);
    const unsubscribe = realtime.subscribe(
      boardTopic(request.params.id),
      (data) => {
        if (isWireBoard(data)) offer(data);
      },
      resync,
    );
    const close = () => {
      ends.delete(end);
      unsubscribe();
      if (timer) clearTimeout(timer);
    };
    const end = () => {
      close();
      reply.sse.close();
    };
    ends.add(end);
    reply.sse.onClose(close);
    // Subscribed first, then the board now: nothing broadcast in between is missed.
    try {
      send(await read());
    } catch (error) {
      request.log.error({ err: error }, 'tournament stream failed to open');
      end();
    }
  });
};
