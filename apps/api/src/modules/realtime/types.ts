import type { PlayerEvent, StaffEvent } from '@jackdaw/contracts';
import type { SqlSession } from '../../db/client.js';

/**
 * What the other modules see of the realtime channel (issue 22; DESIGN.md "Realtime"). Events
 * are kept in a short backlog (so a reconnecting tab resumes after its Last-Event-ID) and fanned
 * out to every instance through PostgreSQL LISTEN/NOTIFY, or Redis pub/sub when REDIS_URL is
 * set; never through memory alone.
 */
export interface Realtime {
  /**
   * Keeps `event` in the player's backlog in `tx` and delivers it to the player's open streams,
   * on every instance, once `tx` commits (nothing is announced that may still roll back). Given
   * the runner itself rather than a transaction, it is kept and delivered at once.
   */
  publish(tx: SqlSession, userId: number, event: PlayerEvent): Promise<void>;
  /**
   * The same for many players at once, but only those with a stream open now (the presence
   * rows): the others read the list when they come back, so nothing is kept for them. `eventOf`
   * builds each online player's own event (called only for those). One presence read and one
   * insert whatever the count; answers the players it was published to.
   */
  publishToOnline(
    tx: SqlSession,
    userIds: readonly number[],
    eventOf: (userId: number) => PlayerEvent,
  ): Promise<number[]>;
  /** The same for the support inbox's streams (staff with `support.chat`). */
  publishStaff(tx: SqlSession, event: StaffEvent): Promise<void>;
  /** Delivers an event not worth keeping (typing) to the player's streams open now. */
  signal(userId: number, event: PlayerEvent): Promise<void>;
  /** The same to the support inbox's streams. */
  signalStaff(event: StaffEvent): Promise<void>;
  /** Whether the player has a stream open on any instance now (chat: mail the answer if not). */
  isOnline(userId: number): Promise<boolean>;
  /**
   * Announces `data` on `topic` to its subscribers on every instance, this one included (the
   * crash game's round messages). Not kept: a subscriber that was not listening misses it. With
   * `tx`, once it commits (never on a rollback); without, at once. `data` is JSON of at most
   * MAX_INLINE_BYTES (a NOTIFY's limit); a larger one throws.
   */
  broadcast(topic: string, data: unknown, tx?: SqlSession): Promise<void>;
  /**
   * Hears `topic`'s broadcasts from every instance, in the order each instance sent them, and
   * `onResync` after the link to the other instances was lost and found again (messages of the
   * gap are lost: read the state again). Answers how to stop.
   */
  subscribe(topic: string, listener: (data: unknown) => void, onResync?: () => void): () => void;
}
