import { STREAM_BACKLOG_MINUTES } from '@jackdaw/contracts';
import type { SqlSession } from '../../db/client.js';
import { sweepEvents } from './backlog.js';
import { sweepInstances } from './presence.js';
import { sweepTickets } from './tickets.js';

/** How often the backlog, the tickets and dead instances are swept (lib/periodic-job.ts). */
export const SWEEP_INTERVAL_MS = 60_000;

/**
 * One pass: events past STREAM_BACKLOG_MINUTES, spent and expired tickets, instances silent too
 * long and their presence. Every instance runs it; deleting twice deletes nothing more.
 */
export async function sweepRealtime(session: SqlSession, backlogMinutes = STREAM_BACKLOG_MINUTES) {
  const events = await sweepEvents(session, backlogMinutes);
  const tickets = await sweepTickets(session);
  await sweepInstances(session);
  return { events, tickets };
}
