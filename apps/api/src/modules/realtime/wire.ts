import type { PlayerEvent, StaffEvent } from '@jackdaw/contracts';

/*
 * What travels between instances (pure; unit-tested in wire.test.ts). A backlog channel is
 * `u:<userId>` for a player's streams or `staff` for the support inbox's. A message names its
 * channel, carries its backlog id when the event was stored (none for a signal), and carries the
 * event itself unless it is too large for a NOTIFY (PostgreSQL refuses payloads of 8,000 bytes
 * and more): the receiver then reads the row by its id.
 */

export type Channel = `u:${number}` | 'staff' | TopicChannel;
/** A broadcast topic's channel (`Realtime.broadcast`): its messages carry `data`, never kept. */
export type TopicChannel = `t:${string}`;
export const topicChannel = (topic: string): TopicChannel => `t:${topic}`;
export const isTopicChannel = (channel: Channel): channel is TopicChannel =>
  channel.startsWith('t:');
export type AnyEvent = PlayerEvent | StaffEvent;

export const STAFF_CHANNEL = 'staff' as const;
export const userChannel = (userId: number): Channel => `u:${userId}`;

/** Under PostgreSQL's 8,000-byte NOTIFY limit, with room for the envelope. */
export const MAX_INLINE_BYTES = 7_500;

export interface WireMessage {
  channel: Channel;
  /** The backlog id (a bigint as digits); absent for a signal, which is not kept. */
  id?: string;
  /** Absent when it did not fit: read the backlog row `id`. */
  event?: AnyEvent;
  /** A topic's broadcast (a `t:` channel): what its subscribers get. */
  data?: unknown;
}

/** The JSON a message travels as: the event inline when it fits, else only its place. */
export function encodeWire(message: WireMessage): string {
  const full = JSON.stringify(message);
  if (Buffer.byteLength(full) <= MAX_INLINE_BYTES || message.id === undefined) return full;
  return JSON.stringify({ channel: message.channel, id: message.id });
}

const CHANNEL = /^(?:u:\d{1,10}|staff|t:[a-z][a-z0-9.-]{0,39})$/;

/** Reads a message; undefined for anything that is not one (another program's NOTIFY). */
export function decodeWire(text: string): WireMessage | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const { channel, id, event, data } = value as Record<string, unknown>;
  if (typeof channel !== 'string' || !CHANNEL.test(channel)) return undefined;
  if (channel.startsWith('t:')) {
    return data === undefined ? undefined : { channel: channel as Channel, data };
  }
  if (id !== undefined && (typeof id !== 'string' || !/^\d{1,19}$/.test(id))) return undefined;
  if (event === undefined && id === undefined) return undefined;
  if (event !== undefined && (typeof event !== 'object' || event === null)) return undefined;
  return { channel: channel as Channel, id, event: event as AnyEvent | undefined };
}

/** The player a channel belongs to; undefined for the staff and topic channels. */
export function userOfChannel(channel: Channel): number | undefined {
  return channel.startsWith('u:') ? Number(channel.slice(2)) : undefined;
}
