import type { CurrencyCode } from '@jackdaw/contracts';
import type { SqlSession } from '../../db/client.js';
import { big, date, ENTRY_COLUMNS, entryOf, num, SCORING_LOCK_CLASS, type Raw } from './rows.js';

/*
 * The finish's statements (settle.ts): the places fixed, each prize claimed once and paid once
 * (tournament_payouts), the tournament marked settled.
 */

export interface PayoutRow {
  tournamentId: number;
  place: number;
  userId: number;
  points: bigint;
  kind: 'money' | 'bonus';
  prizeAmount: bigint | null;
  amount: bigint | null;
  currency: CurrencyCode | null;
  transactionId: number | null;
  bonusOfferId: number | null;
  bonusGrantId: number | null;
  status: 'pending' | 'paid' | 'granted' | 'refused';
  note: string | null;
  createdAt: Date;
}

function payoutOf(row: Raw): PayoutRow {
  const maybeBig = (value: unknown) => (value === null ? null : big(value));
  const maybeNum = (value: unknown) => (value === null ? null : num(value));
  return {
    tournamentId: num(row.tournament_id),
    place: num(row.place),
    userId: num(row.user_id),
    points: big(row.points),
    kind: row.kind as PayoutRow['kind'],
    prizeAmount: maybeBig(row.prize_amount),
    amount: maybeBig(row.amount),
    currency: (row.currency_code as CurrencyCode | null) ?? null,
    transactionId: maybeNum(row.transaction_id),
    bonusOfferId: maybeNum(row.bonus_offer_id),
    bonusGrantId: maybeNum(row.bonus_grant_id),
    status: row.status as PayoutRow['status'],
    note: (row.note as string | null) ?? null,
    createdAt: date(row.created_at),
  };
}

export const finishRepository = {
  /** Ended, not cancelled, not settled: the finisher's work. */
  async due(executor: SqlSession, limit: number): Promise<number[]> {
    const rows = await executor.query<Raw>(
      `select id from tournaments
       where cancelled_at is null and settled_at is null and ends_at <= now()
       order by ends_at limit $1`,
      [limit],
    );
    return rows.map((row) => num(row.id));
  },

  /** Waits until no bet scores in the tournament (its scoring lock, exclusive). */
  async lockScoring(tx: SqlSession, id: number) {
    await tx.query('select pg_advisory_xact_lock($1, $2)', [SCORING_LOCK_CLASS, id]);
  },

  /** Stores every entry's final place (points, then who reached them first). */
  async storePlaces(tx: SqlSession, id: number) {
    await tx.query(
      `update tournament_entries e set final_place = ranked.place
       from (select user_id, row_number() over (order by points desc, seq) as place
             from tournament_entries where tournament_id = $1) ranked
       where e.tournament_id = $1 and e.user_id = ranked.user_id`,
      [id],
    );
  },

  /** Entries with points at places up to `last`, by place. */
  async winners(tx: SqlSession, id: number, last: number) {
    const rows = await tx.query<Raw>(
      `select ${ENTRY_COLUMNS} from tournament_entries
       where tournament_id = $1 and points > 0 and final_place <= $2 order by final_place`,
      [id, last],
    );
    return rows.map(entryOf);
  },

  /** The claim of a place's prize (once: the primary key). */
  async claim(
    tx: SqlSession,
    claim: Pick<
      PayoutRow,
      'tournamentId' | 'place' | 'userId' | 'points' | 'kind' | 'prizeAmount' | 'bonusOfferId'
    >,
  ) {
    await tx.query(
      `insert into tournament_payouts (tournament_id, place, user_id, points, kind, prize_amount,
         bonus_offer_id)
       values ($1, $2, $3, $4::bigint, $5, $6::bigint, $7)
       on conflict (tournament_id, place) do nothing`,
      [
        claim.tournamentId,
        claim.place,
        claim.userId,
        claim.points.toString(),
        claim.kind,
        claim.prizeAmount?.toString() ?? null,
        claim.bonusOfferId,
      ],
    );
  },

  async markSettled(tx: SqlSession, id: number) {
    // broadcast_version back to 0: the final board goes out once more, marked final.
    await tx.query(
      `update tournaments set settled_at = now(), broadcast_version = 0, updated_at = now()
       where id = $1`,
      [id],
    );
  },

  /** Claimed places not yet paid (after a crash or a restart, or another instance's claim). */
  async pending(executor: SqlSession, limit: number) {
    const rows = await executor.query<Raw>(
      `select tournament_id, place from tournament_payouts where status = 'pending'
       order by tournament_id, place limit $1`,
      [limit],
    );
    return rows.map((row) => ({ tournamentId: num(row.tournament_id), place: num(row.place) }));
  },

  async lockPayout(tx: SqlSession, tournamentId: number, place: number) {
    const [row] = await tx.query<Raw>(
      `select * from tournament_payouts where tournament_id = $1 and place = $2 for update`,
      [tournamentId, place],
    );
    return row ? payoutOf(row) : undefined;
  },

  async finishPayout(
    tx: SqlSession,
    tournamentId: number,
    place: number,
    done: {
      status: 'paid' | 'granted' | 'refused';
      amount?: bigint;
      currency?: CurrencyCode;
      transactionId?: number;
      bonusGrantId?: number;
      note?: string;
    },
  ) {
    await tx.query(
      `update tournament_payouts set status = $3, amount = $4::bigint, currency_code = $5,
         transaction_id = $6, bonus_grant_id = $7, note = $8, paid_at = now()
       where tournament_id = $1 and place = $2`,
      [
        tournamentId,
        place,
        done.status,
        done.amount?.toString() ?? null,
        done.currency ?? null,
        done.transactionId ?? null,
        done.bonusGrantId ?? null,
        done.note ?? null,
      ],
    );
  },

  async payouts(executor: SqlSession, tournamentId: number) {
    const rows = await executor.query<Raw>(
      `select * from tournament_payouts where tournament_id = $1 order by place`,
      [tournamentId],
    );
    return rows.map(payoutOf);
  },
};
