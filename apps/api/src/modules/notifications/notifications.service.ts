import type { HolidayCampaign, Notification, NotificationListItem } from '@jackdaw/contracts';
import type { SqlRunner } from '../../db/client.js';
import { holidayPhase } from './holidays.js';
import {
  NOTIFICATION_COLUMNS,
  listView,
  pendingView,
  type NotificationRow,
} from './notification-view.js';

const PAGE = 20;

interface HolidayRow {
  id: number;
  name: string;
  announce_from: Date;
  starts_at: Date;
  ends_at: Date;
  final_hours: number;
  percent: number | null;
}

/** The player's notification calls (engagement §7; contracts notifications/calls.ts). */
export function createNotificationsService(deps: { sql: SqlRunner; now?: () => Date }) {
  const { sql } = deps;
  const clock = deps.now ?? (() => new Date());

  return {
    /** Not yet received, within their lifetime, highest weight first (then oldest). */
    async pending(userId: number): Promise<Notification[]> {
      const rows = await sql.query<NotificationRow>(
        `select ${NOTIFICATION_COLUMNS} from notifications
          where user_id = $1 and kind is not null and received_at is null
            and created_at + life_time * interval '1 second' > $2
          order by weight desc, id
          limit 100`,
        [userId, clock()],
      );
      return rows.flatMap((row) => pendingView(row) ?? []);
    },

    /** Marks the player's notifications up to `lastId` received; answers how many changed. */
    async received(userId: number, lastId: number): Promise<number> {
      const rows = await sql.query<{ id: number }>(
        `update notifications set received_at = $3
          where user_id = $1 and id <= $2 and received_at is null
          returning id`,
        [userId, lastId, clock()],
      );
      return rows.length;
    },

    /** The profile page: newest first, keyset on id; with the unread count. */
    async list(
      userId: number,
      query: { before?: number; limit?: number },
    ): Promise<{
      notificationList: NotificationListItem[];
      unread: number;
      nextBefore: number | null;
    }> {
      const limit = query.limit ?? PAGE;
      const [rows, [count]] = await Promise.all([
        sql.query<NotificationRow>(
          `select ${NOTIFICATION_COLUMNS} from notifications
            where user_id = $1 and id < $2
            order by id desc limit $3`,
          [userId, query.before ?? 2_147_483_647, limit + 1],
        ),
        sql.query<{ unread: number }>(
          'select count(*)::int as unread from notifications where user_id = $1 and read_at is null',
          [userId],
        ),
      ]);
      const page = rows.slice(0, limit);
      return {
        notificationList: page.map(listView),
        unread: count?.unread ?? 0,
        nextBefore: rows.length > limit ? page[page.length - 1]!.id : null,
      };
    },

    /** Marks every notification read (and so received: listing it delivered it). */
    async readAll(userId: number): Promise<void> {
      const at = clock();
      await sql.query(
        `update notifications set read_at = $2, received_at = coalesce(received_at, $2)
          where user_id = $1 and read_at is null`,
        [userId, at],
      );
    },

    /** The active holiday campaigns of the player's country with their phase now. */
    async holidays(country: string | null): Promise<HolidayCampaign[]> {
      if (!country) return [];
      const now = clock();
      const rows = await sql.query<HolidayRow>(
        `select id, name, announce_from, starts_at, ends_at, final_hours, percent
           from holiday_campaigns
          where active and country = $1 and announce_from <= $2 and ends_at > $2
          order by starts_at, id`,
        [country, now],
      );
      return rows.flatMap((row) => {
        const phase = holidayPhase(
          {
            announceFrom: new Date(row.announce_from),
            startsAt: new Date(row.starts_at),
            endsAt: new Date(row.ends_at),
            finalHours: row.final_hours,
          },
          now,
        );
        if (!phase) return [];
        return [
          {
            id: row.id,
            name: row.name,
            phase,
            startsAt: new Date(row.starts_at).toISOString(),
            endsAt: new Date(row.ends_at).toISOString(),
            percent: row.percent,
          },
        ];
      });
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
