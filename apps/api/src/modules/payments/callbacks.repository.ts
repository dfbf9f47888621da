import type { SqlRunner } from '../../db/client.js';

/** A callback body as kept (`storedBody` in callbacks.ts): text, digest and size of the whole. */
export interface StoredBody {
  text: string;
  sha256: string;
  length: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The callbacks as received (`payment_callbacks`). An applied callback is marked in the same
 * statement as its payment's change (`updateCounting` in payments.repository.ts).
 */
export function createCallbacksRepository(db: SqlRunner) {
  return {
    /** Stores a callback as received; answers its id. Committed on its own, whatever follows. */
    async insertCallback(input: {
      provider: string;
      paymentId: string | null;
      headers: Record<string, string>;
      body: StoredBody;
      signatureValid: boolean;
      outcome: string;
      detail: string | null;
    }): Promise<number> {
      const [row] = await db.query<{ id: number }>(
        `insert into payment_callbacks (provider, payment_id, headers, raw_body, body_sha256,
           body_length, signature_valid, outcome, detail)
         values ($1, $2, $3::jsonb, $4, $5, $6, $7, $8, $9) returning id`,
        [
          input.provider,
          input.paymentId,
          JSON.stringify(input.headers),
          input.body.text,
          input.body.sha256,
          input.body.length,
          input.signatureValid,
          input.outcome,
          input.detail,
        ],
      );
      return Number(row!.id);
    },

    /**
     * Stores a signed callback naming a payment of the provider, finding that payment in the same
     * statement: `paymentId` is null (and the callback stored as rejected) when there is none.
     */
    async insertCallbackOf(input: {
      provider: string;
      paymentId: string;
      headers: Record<string, string>;
      body: StoredBody;
    }): Promise<{ id: number; paymentId: string | null }> {
      // Payment ids are UUIDs: anything else names no payment (and must not reach the cast).
      const id = UUID.test(input.paymentId) ? input.paymentId : null;
      const [row] = await db.query<{ id: number; payment_id: string | null }>(
        `with found as (select id from payments where id = $2::uuid and provider = $1)
         insert into payment_callbacks (provider, payment_id, headers, raw_body, body_sha256,
           body_length, signature_valid, outcome, detail)
         select $1, found.id, $3::jsonb, $4, $5, $6, true,
           case when found.id is null then 'rejected' else 'received' end,
           case when found.id is null then 'unknown payment' end
         from (select 1) as one left join found on true
         returning id, payment_id`,
        [
          input.provider,
          id,
          JSON.stringify(input.headers),
          input.body.text,
          input.body.sha256,
          input.body.length,
        ],
      );
      return { id: Number(row!.id), paymentId: row!.payment_id };
    },

    async setCallbackOutcome(id: number, outcome: string, detail: string | null): Promise<void> {
      await db.query('update payment_callbacks set outcome = $2, detail = $3 where id = $1', [
        id,
        outcome,
        detail,
      ]);
    },
  };
}

export type CallbacksRepository = ReturnType<typeof createCallbacksRepository>;
