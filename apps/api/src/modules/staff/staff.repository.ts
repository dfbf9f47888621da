import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  staff,
  staffRecoveryCodes,
  staffSessions,
  staffTickets,
  type StaffRow,
} from './staff.schema.js';

export type TicketPurpose = 'enrol' | 'verify';

/** The staff tables (staff.schema.ts); the service decides, this reads and writes. */
export function createStaffRepository(db: Database) {
  return {
    async insert(values: {
      email: string;
      passwordHash: string | null;
      role: string;
      totpSecret: string;
      totpEnrolled?: boolean;
    }): Promise<StaffRow | undefined> {
      const [row] = await db.insert(staff).values(values).onConflictDoNothing().returning();
      return row;
    },

    async findByEmail(emailLower: string): Promise<StaffRow | undefined> {
      const [row] = await db.select().from(staff).where(eq(staff.email, emailLower));
      return row;
    },

    async findById(id: number): Promise<StaffRow | undefined> {
      const [row] = await db.select().from(staff).where(eq(staff.id, id));
      return row;
    },

    /**
     * Records that the code of TOTP step `step` was used, unless a code of that step or a later
     * one already was: answers whether this call took it (two uses at once: one wins).
     */
    async takeTotpStep(id: number, step: number): Promise<boolean> {
      const taken = await db
        .update(staff)
        .set({ totpLastStep: step })
        .where(
          and(
            eq(staff.id, id),
            sql`(${staff.totpLastStep} is null or ${staff.totpLastStep} < ${step})`,
          ),
        )
        .returning({ id: staff.id });
      return taken.length > 0;
    },

    /** Enrols: sets the password when given, marks TOTP enrolled, replaces the recovery codes. */
    async enrol(
      id: number,
      values: { passwordHash?: string; step: number; recoveryCodeHashes: string[] },
    ): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(staff)
          .set({
            totpEnrolled: true,
            totpLastStep: values.step,
            ...(values.passwordHash ? { passwordHash: values.passwordHash } : {}),
          })
          .where(eq(staff.id, id));
        await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, id));
        await tx
          .insert(staffRecoveryCodes)
          .values(values.recoveryCodeHashes.map((codeHash) => ({ staffId: id, codeHash })));
        await tx
          .delete(staffTickets)
          .where(and(eq(staffTickets.staffId, id), eq(staffTickets.purpose, 'enrol')));
      });
    },

    /** Uses a recovery code once: answers whether it was there and unused. */
    async useRecoveryCode(staffId: number, codeHash: string, at: Date): Promise<boolean> {
      const used = await db
        .update(staffRecoveryCodes)
        .set({ usedAt: at })
        .where(
          and(
            eq(staffRecoveryCodes.staffId, staffId),
            eq(staffRecoveryCodes.codeHash, codeHash),
            isNull(staffRecoveryCodes.usedAt),
          ),
        )
        .returning({ id: staffRecoveryCodes.id });
      return used.length > 0;
    },

    async addTicket(
      tokenHash: string,
      staffId: number,
      purpose: TicketPurpose,
      expiresAt: Date,
    ): Promise<void> {
      await db.delete(staffTickets).where(lt(staffTickets.expiresAt, new Date()));
      await db.insert(staffTickets).values({ tokenHash, staffId, purpose, expiresAt });
    },

    async findTicket(
      tokenHash: string,
      purpose: TicketPurpose,
      at: Date,
    ): Promise<{ staffId: number } | undefined> {
      const [row] = await db
        .select({ staffId: staffTickets.staffId })
        .from(staffTickets)
        .where(
          and(
            eq(staffTickets.tokenHash, tokenHash),
            eq(staffTickets.purpose, purpose),
            gt(staffTickets.expiresAt, at),
          ),
        );
      return row;
    },

    async deleteTicket(tokenHash: string): Promise<void> {
      await db.delete(staffTickets).where(eq(staffTickets.tokenHash, tokenHash));
    },

    /** Opens a session: a sign-in, kept as the member's last one. */
    async addSession(tokenHash: string, staffId: number, at: Date): Promise<void> {
      await db.insert(staffSessions).values({ tokenHash, staffId, createdAt: at, lastSeenAt: at });
      await db.update(staff).set({ lastSignInAt: at }).where(eq(staff.id, staffId));
    },

    /**
     * The session's staff member, if the session was seen after `idleSince` and its member is not
     * disabled; touches it. An idle session is deleted.
     */
    async touchSession(
      tokenHash: string,
      at: Date,
      idleSince: Date,
    ): Promise<StaffRow | undefined> {
      const [session] = await db
        .update(staffSessions)
        .set({ lastSeenAt: at })
        .where(and(eq(staffSessions.tokenHash, tokenHash), gt(staffSessions.lastSeenAt, idleSince)))
        .returning({ staffId: staffSessions.staffId });
      if (!session) {
        await db.delete(staffSessions).where(eq(staffSessions.tokenHash, tokenHash));
        return undefined;
      }
      const [member] = await db
        .select()
        .from(staff)
        .where(and(eq(staff.id, session.staffId), isNull(staff.disabledAt)));
      return member;
    },

    /** Sets a session's last use (tests move it into the past to check the idle time-out). */
    async setSessionLastSeen(tokenHash: string, at: Date): Promise<void> {
      await db
        .update(staffSessions)
        .set({ lastSeenAt: at })
        .where(eq(staffSessions.tokenHash, tokenHash));
    },

    async deleteSession(tokenHash: string): Promise<number> {
      const ended = await db
        .delete(staffSessions)
        .where(eq(staffSessions.tokenHash, tokenHash))
        .returning({ staffId: staffSessions.staffId });
      return ended.length;
    },

    async deleteSessionsOf(staffId: number): Promise<number> {
      const ended = await db
        .delete(staffSessions)
        .where(eq(staffSessions.staffId, staffId))
        .returning({ staffId: staffSessions.staffId });
      return ended.length;
    },
  };
}

export type StaffRepository = ReturnType<typeof createStaffRepository>;
