import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper.js';
import { registerPlayer } from '../../../test/players.js';
import { buildApp } from '../../app.js';
import { openDatabase, type DatabaseHandle } from '../../db/client.js';
import { createRealtimeChannel } from './index.js';
import {
  listening,
  openStream,
  playerTicket,
  type StreamReader,
} from './stream-client.test-kit.js';

/*
 * The Redis transport (REDIS_URL set: e.g. REDIS_URL=redis://127.0.0.1:6379): two instances on
 * one database that announce through Redis pub/sub instead of NOTIFY. Skipped without Redis.
 */
const redisUrl = process.env.REDIS_URL;

describe.skipIf(!redisUrl)('the Redis transport', () => {
  const testApp = useTestApp({ config: { redisUrl } });
  let other: FastifyInstance;
  let otherDatabase: DatabaseHandle | undefined;
  const streams: StreamReader[] = [];

  beforeAll(async () => {
    const { config, database } = testApp();
    otherDatabase = database.kind === 'postgres' ? await openDatabase(config.database) : undefined;
    other = await buildApp({ config, database: otherDatabase ?? database, logger: false });
    await other.ready();
  });

  afterAll(async () => {
    for (const stream of streams) stream.close();
    await other?.close();
    await otherDatabase?.close();
  });

  it('delivers after commit to a stream of the other instance, nothing on a rollback', async () => {
    const { app, database } = testApp();
    const player = await registerPlayer(app);
    const stream = await openStream(
      await listening(other),
      `/api/v1/events?ticket=${await playerTicket(app, player.token)}`,
    );
    streams.push(stream);
    await stream.until((events) => events.length >= 1);
    const realtime = createRealtimeChannel({ database, redisUrl });
    await realtime.start();
    try {
      expect(realtime.transportKind).toBe('redis');
      const bonus = (id: number) => ({
        type: 'bonus' as const,
        bonus: { id, status: 'active', progress: 0, wagered: '0', required: '1' },
      });
      await expect(
        database.sql.transaction(async (tx) => {
          await realtime.publish(tx, player.id, bonus(1));
          throw new Error('rolled back');
        }),
      ).rejects.toThrow('rolled back');
      await database.sql.transaction((tx) => realtime.publish(tx, player.id, bonus(2)));
      await realtime.signal(player.id, {
        type: 'chat.typing',
        typing: { conversationId: 1, from: 'staff', typing: true },
      });
      await stream.until((events) => events.length >= 3);
      expect(stream.events.slice(1).map((e) => [e.event, e.id === undefined])).toEqual([
        ['bonus', false],
        ['chat.typing', true],
      ]);
      expect((stream.events[1]!.data.bonus as { id: number }).id).toBe(2);
    } finally {
      await realtime.stop();
    }
  });
});
