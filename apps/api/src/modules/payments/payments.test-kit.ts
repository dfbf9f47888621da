import type { CurrencyCode } from '@jackdaw/contracts';
import type { FastifyInstance } from 'fastify';
import { nextAddress, registerPlayer } from '../../../test/players.js';
import type { DatabaseHandle } from '../../db/client.js';

/** Calls and look-ups the payments tests share (not part of the server). */
export function paymentsKit(get: () => { app: FastifyInstance; database: DatabaseHandle }) {
  const call = (
    method: 'GET' | 'POST',
    url: string,
    token?: string,
    payload?: unknown,
    headers = {},
  ) =>
    get().app.inject({
      method,
      url,
      remoteAddress: nextAddress(),
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });

  async function orderOf(paymentId: string): Promise<string> {
    const [row] = await get().database.sql.query<{ reference: string }>(
      'select reference from payment_sandbox_orders where payment_id = $1 order by created_at desc limit 1',
      [paymentId],
    );
    if (!row) throw new Error(`no sandbox order for ${paymentId}`);
    return row.reference;
  }

  return {
    call,
    orderOf,
    api: (method: 'GET' | 'POST', url: string, token?: string, payload?: unknown) =>
      call(method, `/api/v1${url}`, token, payload),
    player: (currencyCode: CurrencyCode = 'INR') => registerPlayer(get().app, { currencyCode }),
    async balance(token: string): Promise<number> {
      const response = await call('GET', '/api/v1/users/profile', token);
      return (response.json() as { user: { balance: { balance: number } } }).user.balance.balance;
    },
    /** The sandbox sends callbacks for an order, then everything scheduled is awaited. */
    async settle(paymentId: string, statuses: string[], extra: Record<string, unknown> = {}) {
      const reference = await orderOf(paymentId);
      const response = await call(
        'POST',
        `/sandbox/payments/orders/${reference}/callbacks`,
        undefined,
        {
          statuses,
          delay: 0,
          ...extra,
        },
      );
      if (response.statusCode !== 200) throw new Error(response.body);
      await get().app.payments.sandbox!.idle();
    },
    idle: () => get().app.payments.sandbox!.idle(),
    async status(paymentId: string): Promise<string> {
      const [row] = await get().database.sql.query<{ status: string }>(
        'select status from payments where id = $1',
        [paymentId],
      );
      return row!.status;
    },
    async callbacks(paymentId: string | null, outcome?: string) {
      return get().database.sql.query<{ outcome: string; signature_valid: boolean }>(
        `select outcome, signature_valid from payment_callbacks
         where ($1::uuid is null or payment_id = $1) and ($2::text is null or outcome = $2)`,
        [paymentId, outcome ?? null],
      );
    },
  };
}
