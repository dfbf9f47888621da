import type { SqlSession } from '../../db/client.js';

export interface PlayerNote {
  id: bigint;
  userId: number;
  staffId: number;
  staffRole: string;
  body: string;
  at: Date;
}

interface NoteRow {
  id: bigint | string;
  user_id: number;
  staff_id: number;
  staff_role: string;
  body: string;
  created_at: Date | string;
}

const toNote = (row: NoteRow): PlayerNote => ({
  id: BigInt(row.id),
  userId: Number(row.user_id),
  staffId: Number(row.staff_id),
  staffRole: row.staff_role,
  body: row.body,
  at: new Date(row.created_at),
});

export async function insertNote(
  session: SqlSession,
  note: { userId: number; staffId: number; staffRole: string; body: string },
): Promise<PlayerNote> {
  const [row] = await session.query<NoteRow>(
    `insert into player_notes (user_id, staff_id, staff_role, body) values ($1, $2, $3, $4)
     returning id, user_id, staff_id, staff_role, body, created_at`,
    [note.userId, note.staffId, note.staffRole, note.body],
  );
  return toNote(row!);
}

/** The player's notes, newest first. */
export async function notesOf(
  session: SqlSession,
  userId: number,
  limit: number,
): Promise<PlayerNote[]> {
  const rows = await session.query<NoteRow>(
    `select id, user_id, staff_id, staff_role, body, created_at from player_notes
     where user_id = $1 order by id desc limit $2`,
    [userId, limit],
  );
  return rows.map(toNote);
}
