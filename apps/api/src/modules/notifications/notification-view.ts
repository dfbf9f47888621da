import {
  notificationKindSchema,
  notificationTypeSchema,
  type Notification,
  type NotificationListItem,
} from '@jackdaw/contracts';

/** A notifications row as the queries here select it (snake case, as PostgreSQL answers). */
export interface NotificationRow {
  id: number;
  kind: string | null;
  type: string;
  weight: number;
  life_time: number;
  custom_data: Notification['customData'];
  disabled: boolean;
  title: string | null;
  body: string | null;
  created_at: Date;
  received_at: Date | null;
  read_at: Date | null;
}

export const NOTIFICATION_COLUMNS =
  'id, kind, type, weight, life_time, custom_data, disabled, title, body, created_at, received_at, read_at';

const statusOf = (row: NotificationRow): Notification['status'] =>
  row.read_at ? 'read' : row.received_at ? 'received' : 'new';

/** The popup queue's view; staff messages (no kind) are not queued, so null for them. */
export function pendingView(row: NotificationRow): Notification | null {
  const kind = notificationKindSchema.safeParse(row.kind);
  if (!kind.success) return null;
  return {
    id: row.id,
    kind: kind.data,
    status: statusOf(row),
    weight: row.weight,
    lifeTime: row.life_time,
    createdAt: new Date(row.created_at).toISOString(),
    customData: row.custom_data,
    disabled: row.disabled,
  };
}

/** The profile list's view. */
export function listView(row: NotificationRow): NotificationListItem {
  const kind = notificationKindSchema.safeParse(row.kind);
  return {
    id: row.id,
    type: notificationTypeSchema.parse(row.type),
    kind: kind.success ? kind.data : null,
    title: row.title,
    body: row.body,
    customData: row.custom_data,
    isRead: row.read_at !== null,
    createdAt: new Date(row.created_at).toISOString(),
  };
}
