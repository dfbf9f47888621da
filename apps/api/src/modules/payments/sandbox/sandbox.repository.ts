import type { SqlRunner } from '../../../db/client.js';

/** What the simulated provider knows of one order (test mode). */
export interface SandboxOrder {
  reference: string;
  provider: string;
  paymentId: string;
  kind: 'deposit' | 'withdrawal';
  methodCode: string;
  amount: bigint;
  currencyCode: string;
  status: string;
  options: Record<string, unknown>;
  createdAt: Date;
}

const ORDER_COLUMNS =
  'reference, provider, payment_id, kind, method_code, amount, currency_code, status, options, created_at';

interface SandboxOrderRecord {
  reference: string;
  provider: string;
  payment_id: string;
  kind: 'deposit' | 'withdrawal';
  method_code: string;
  amount: bigint | string;
  currency_code: string;
  status: string;
  options: Record<string, unknown>;
  created_at: Date | string;
}

const toOrder = (row: SandboxOrderRecord): SandboxOrder => ({
  reference: row.reference,
  provider: row.provider,
  paymentId: row.payment_id,
  kind: row.kind,
  methodCode: row.method_code,
  amount: BigInt(row.amount),
  currencyCode: row.currency_code,
  status: row.status,
  options: row.options,
  createdAt: new Date(row.created_at),
});

/** The sandbox's records (test mode only): its pages, callbacks and status answers agree on them. */
export function createSandboxRepository(db: SqlRunner) {
  return {
    async insertOrder(order: Omit<SandboxOrder, 'createdAt'>): Promise<void> {
      await db.query(
        `insert into payment_sandbox_orders (reference, provider, payment_id, kind, method_code,
           amount, currency_code, status, options)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb)
         on conflict (reference) do nothing`,
        [
          order.reference,
          order.provider,
          order.paymentId,
          order.kind,
          order.methodCode,
          order.amount.toString(),
          order.currencyCode,
          order.status,
          JSON.stringify(order.options),
        ],
      );
    },

    async findOrder(reference: string): Promise<SandboxOrder | undefined> {
      const [row] = await db.query<SandboxOrderRecord>(
        `select ${ORDER_COLUMNS} from payment_sandbox_orders where reference = $1`,
        [reference],
      );
      return row ? toOrder(row) : undefined;
    },

    async findOrderByPayment(
      provider: string,
      paymentId: string,
    ): Promise<SandboxOrder | undefined> {
      const [row] = await db.query<SandboxOrderRecord>(
        `select ${ORDER_COLUMNS} from payment_sandbox_orders
         where provider = $1 and payment_id = $2 order by created_at desc limit 1`,
        [provider, paymentId],
      );
      return row ? toOrder(row) : undefined;
    },

    async setOrderStatus(reference: string, status: string): Promise<void> {
      await db.query('update payment_sandbox_orders set status = $2 where reference = $1', [
        reference,
        status,
      ]);
    },

    async latestOrders(limit = 50): Promise<SandboxOrder[]> {
      const rows = await db.query<SandboxOrderRecord>(
        `select ${ORDER_COLUMNS} from payment_sandbox_orders order by created_at desc limit $1`,
        [limit],
      );
      return rows.map(toOrder);
    },
  };
}

export type SandboxRepository = ReturnType<typeof createSandboxRepository>;
