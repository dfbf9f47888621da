import {
  ErrorCode,
  adminNotificationAudienceSchema,
  notificationTypeSchema,
  type AdminHolidayCampaignBody,
  type AdminNotificationAudience,
  type AdminNotificationSendBody,
  type AdminNotificationSending,
  type PlayerEvent,
} from '@jackdaw/contracts';
import type { SqlRunner, SqlSession } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { AuditService, StaffActor } from '../audit/index.js';
import { staffEmails } from '../staff/index.js';
import { audienceQuery } from './audience.js';
import { STAFF_MESSAGE } from './kinds.js';
import { listView } from './notification-view.js';

/**
 * The part of the realtime module's `Realtime` the console's messages use (its
 * `publishToOnline`), declared by shape like notifier.ts's EventPublisher.
 */
export interface OnlinePublisher {
  publishToOnline(
    tx: SqlSession,
    userIds: readonly number[],
    eventOf: (userId: number) => PlayerEvent,
  ): Promise<number[]>;
}

export interface StaffContext {
  actor: StaffActor;
  address: string | null;
}

const PAGE = 50;

interface SendingRow {
  id: number;
  audience: unknown;
  type: string;
  title: string;
  body: string;
  recipients: number;
  sent_by: number;
  created_at: Date;
  delivered: number;
  read: number;
}

interface CampaignRow {
  id: number;
  name: string;
  country: string;
  announce_from: Date;
  starts_at: Date;
  ends_at: Date;
  final_hours: number;
  percent: number | null;
  active: boolean;
  updated_at: Date;
}

const SENDING_COLUMNS = `s.id, s.audience, s.type, s.title, s.body, s.recipients, s.sent_by, s.created_at,
  (select count(*)::int from notifications n
    where n.sending_id = s.id and (n.received_at is not null or n.read_at is not null)) delivered,
  (select count(*)::int from notifications n where n.sending_id = s.id and n.read_at is not null) read`;

const CAMPAIGN_COLUMNS =
  'id, name, country, announce_from, starts_at, ends_at, final_hours, percent, active, updated_at';

const iso = (value: Date) => new Date(value).toISOString();

function campaignView(row: CampaignRow) {
  return {
    id: row.id,
    name: row.name,
    country: row.country,
    announceFrom: iso(row.announce_from),
    startsAt: iso(row.starts_at),
    endsAt: iso(row.ends_at),
    finalHours: row.final_hours,
    percent: row.percent,
    active: row.active,
    updatedAt: iso(row.updated_at),
  };
}

const campaignNotFound = () =>
  AppError.notFound(ErrorCode.NotificationCampaignNotFound, 'No such holiday campaign.');

/**
 * The console's notifications (contracts admin/notifications.ts): messages to one player or a
 * segment with delivery and read counts, and the holiday campaigns. Every change is audited in
 * its own transaction.
 *
 * A message is written for every recipient with one INSERT … SELECT, whatever the segment's
 * size. It opens no popup (no kind: the `notification` event carries queue entries only); each
 * recipient with a stream open now gets a `notification.message` event with their own list
 * entry, for the profile page and the unread count, published in one statement
 * (publishToOnline). The others read the list when they come back: nothing is kept for them.
 */
export function createNotificationsAdmin(deps: {
  sql: SqlRunner;
  audit: AuditService;
  /** Without it nothing is pushed live; the profile page lists the message on its next read. */
  realtime?: OnlinePublisher;
}) {
  const { sql, audit } = deps;

  async function countOf(session: SqlSession, audience: AdminNotificationAudience) {
    const players = audienceQuery(audience, 1);
    const [row] = await session.query<{ count: number }>(
      `select count(*)::int count from (${players.text}) audience`,
      players.params,
    );
    return row?.count ?? 0;
  }

  async function sendingViews(rows: SendingRow[]): Promise<AdminNotificationSending[]> {
    const emails = await staffEmails(
      sql,
      rows.map((row) => row.sent_by),
    );
    return rows.map((row) => ({
      id: row.id,
      type: notificationTypeSchema.parse(row.type),
      title: row.title,
      body: row.body,
      audience: adminNotificationAudienceSchema.parse(row.audience),
      recipients: row.recipients,
      delivered: row.delivered,
      read: row.read,
      sentBy: emails.get(Number(row.sent_by)) ?? `#${row.sent_by}`,
      sentAt: iso(row.created_at),
    }));
  }

  return {
    async audienceCount(audience: AdminNotificationAudience) {
      return { statusCode: 200 as const, recipients: await countOf(sql, audience) };
    },

    async sendings(query: { cursor?: string }) {
      const rows = await sql.query<SendingRow>(
        `select ${SENDING_COLUMNS} from notification_sendings s
          where $1::int is null or s.id < $1::int
          order by s.id desc limit ${PAGE + 1}`,
        [query.cursor ? Number(query.cursor) : null],
      );
      const page = rows.slice(0, PAGE);
      return {
        statusCode: 200 as const,
        items: await sendingViews(page),
        nextCursor: rows.length > PAGE ? String(page[page.length - 1]!.id) : null,
      };
    },

    async send(body: AdminNotificationSendBody, context: StaffContext) {
      const id = await sql.transaction(async (tx) => {
        const [sending] = await tx.query<{ id: number }>(
          `insert into notification_sendings (audience, type, title, body, recipients, sent_by)
           values ($1::jsonb, $2, $3, $4, 0, $5) returning id`,
          [JSON.stringify(body.audience), body.type, body.title, body.body, context.actor.staffId],
        );
        const sendingId = sending!.id;
        const players = audienceQuery(body.audience, 8);
        const written = await tx.query<{ id: number; user_id: number; created_at: Date }>(
          `insert into notifications
             (user_id, kind, type, weight, life_time, title, body, sending_id, ref)
           select audience.id, null, $1, $2, $3, $4, $5, $6, $7 from (${players.text}) audience
           returning id, user_id, created_at`,
          [
            body.type,
            STAFF_MESSAGE.weight,
            STAFF_MESSAGE.lifeTime,
            body.title,
            body.body,
            sendingId,
            `sending:${sendingId}`,
            ...players.params,
          ],
        );
        if (written.length === 0) {
          if (body.audience.kind === 'player') {
            throw AppError.notFound(ErrorCode.PlayerNotFound, 'No such player.');
          }
          throw new AppError(
            409,
            ErrorCode.NotificationAudienceEmpty,
            'No player matches this audience.',
          );
        }
        await tx.query('update notification_sendings set recipients = $2 where id = $1', [
          sendingId,
          written.length,
        ]);
        if (deps.realtime) {
          const rowOf = new Map(written.map((row) => [Number(row.user_id), row]));
          await deps.realtime.publishToOnline(tx, [...rowOf.keys()], (userId) => {
            const row = rowOf.get(userId)!;
            return {
              type: 'notification.message',
              item: listView({
                id: row.id,
                kind: null,
                type: body.type,
                weight: STAFF_MESSAGE.weight,
                life_time: STAFF_MESSAGE.lifeTime,
                custom_data: {},
                disabled: false,
                title: body.title,
                body: body.body,
                created_at: row.created_at,
                received_at: null,
                read_at: null,
              }),
            };
          });
        }
        await audit.record(tx, {
          actor: context.actor,
          action: 'notification.send',
          target: {
            type: body.audience.kind === 'player' ? 'player' : 'notification_sending',
            id: body.audience.kind === 'player' ? body.audience.playerId : sendingId,
          },
          after: { sendingId, ...body, recipients: written.length },
          address: context.address,
        });
        return sendingId;
      });
      const [row] = await sql.query<SendingRow>(
        `select ${SENDING_COLUMNS} from notification_sendings s where s.id = $1`,
        [id],
      );
      const [sending] = await sendingViews([row!]);
      return { statusCode: 200 as const, sending: sending! };
    },

    async campaigns() {
      const rows = await sql.query<CampaignRow>(
        `select ${CAMPAIGN_COLUMNS} from holiday_campaigns order by starts_at desc, id desc limit 200`,
      );
      return { statusCode: 200 as const, items: rows.map(campaignView) };
    },

    async createCampaign(body: AdminHolidayCampaignBody, context: StaffContext) {
      return sql.transaction(async (tx) => {
        const [row] = await tx.query<CampaignRow>(
          `insert into holiday_campaigns
             (name, country, announce_from, starts_at, ends_at, final_hours, percent, active)
           values ($1, $2, $3, $4, $5, $6, $7, $8) returning ${CAMPAIGN_COLUMNS}`,
          campaignParams(body),
        );
        const campaign = campaignView(row!);
        await audit.record(tx, {
          actor: context.actor,
          action: 'holiday_campaign.create',
          target: { type: 'holiday_campaign', id: campaign.id },
          after: campaign,
          address: context.address,
        });
        return { statusCode: 200 as const, campaign };
      });
    },

    async updateCampaign(id: number, body: AdminHolidayCampaignBody, context: StaffContext) {
      return sql.transaction(async (tx) => {
        const [before] = await tx.query<CampaignRow>(
          `select ${CAMPAIGN_COLUMNS} from holiday_campaigns where id = $1 for update`,
          [id],
        );
        if (!before) throw campaignNotFound();
        const [row] = await tx.query<CampaignRow>(
          `update holiday_campaigns set name = $1, country = $2, announce_from = $3,
             starts_at = $4, ends_at = $5, final_hours = $6, percent = $7, active = $8,
             updated_at = now()
           where id = $9 returning ${CAMPAIGN_COLUMNS}`,
          [...campaignParams(body), id],
        );
        const campaign = campaignView(row!);
        await audit.record(tx, {
          actor: context.actor,
          action: 'holiday_campaign.update',
          target: { type: 'holiday_campaign', id },
          before: campaignView(before),
          after: campaign,
          address: context.address,
        });
        return { statusCode: 200 as const, campaign };
      });
    },
  };
}

function campaignParams(body: AdminHolidayCampaignBody): unknown[] {
  return [
    body.name,
    body.country,
    body.announceFrom,
    body.startsAt,
    body.endsAt,
    body.finalHours,
    body.percent,
    body.active,
  ];
}

export type NotificationsAdmin = ReturnType<typeof createNotificationsAdmin>;
