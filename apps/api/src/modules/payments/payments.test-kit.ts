import type { CurrencyCode } from '@jackdaw/contracts';
import type { FastifyInstance } from 'fastify';
import { beforeAll } from 'vitest';
import { nextAddress, registerPlayer } from '../../../test/players.js';
import { staffSession } from '../../../test/staff-sessions.js';
import type { Config } from '../../config.js';
import type { DatabaseHandle } from '../../db/client.js';
import { sign } from './adapters/signature.js';
import { banksOf } from './banks.data.js';
import { METHODS_BY_CODE } from './methods.data.js';
import { paymentSecret } from './payments.plugin.js';
import { PROVIDER_PROTOCOLS } from './providers/index.js';

/** Form fields a method needs, filled as a player would. */
export function fieldsFor(
  code: string,
  direction: 'deposit' | 'withdrawal',
): Record<string, unknown> {
  const data = METHODS_BY_CODE.get(code)!;
  const names = (direction === 'deposit' ? data.depositFields : data.withdrawalFields) ?? [];
  const values: Record<string, unknown> = {
    account: '01712345678',
    accountNumber: '123456789012',
    bkashType: 'agent',
    card: '4111111111111111',
    expire: '12/29',
    phone: '+923001234567',
    iban: 'TR330006100519786457841326',
    ifscCode: 'HDFC0001234',
    name: 'Ayla',
    surname: 'Demir',
    branchCode: '001',
    idNumber: '12345678901',
  };
  const out: Record<string, unknown> = {};
  for (const name of names) {
    out[name] = name === 'bank' ? banksOf(data.banks!)[0]!.id : values[name];
  }
  return out;
}

/** The providers' protocols (field names, signature schemes), for tests that play a provider. */
export { PROVIDER_PROTOCOLS };

/** A callback as the provider signs it (its field names, the server's secret for it). */
export function signedCallback(config: Config, provider: string, payload: Record<string, unknown>) {
  const protocol = PROVIDER_PROTOCOLS.find((candidate) => candidate.id === provider)!;
  return sign(protocol.signature, paymentSecret(config, provider), payload);
}

/** Calls and look-ups the payments tests share (not part of the server). */
export function paymentsKit(
  get: () => { app: FastifyInstance; database: DatabaseHandle; config: Config },
) {
  // These suites withdraw what they deposit without playing it: the bonuses' turnover rule
  // (bonus_settings.turnover_rule, on by default; bonuses README) would refuse that, so it is
  // switched off for them (the bonuses tests hold the rule itself).
  beforeAll(async () => {
    await get().database.sql.query('update bonus_settings set turnover_rule = false');
  });
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

  /** A callback as the provider signs it (its field names, its secret). */
  function signed(provider: string, payload: Record<string, unknown>) {
    return signedCallback(get().config, provider, payload);
  }

  let finance: Promise<string> | undefined;

  return {
    call,
    orderOf,
    /** A finance staff member's token, one per test file (withdrawals.approve and .hold). */
    staffToken: () => (finance ??= staffSession(get(), 'finance').then((session) => session.token)),
    /** A staff call on /api/v1/admin/payments…, as finance. */
    async staff(method: 'GET' | 'POST', url: string, payload?: unknown) {
      const token = await (finance ??= staffSession(get(), 'finance').then(
        (session) => session.token,
      ));
      return call(method, `/api/v1/admin/payments${url}`, token, payload);
    },
    signed,
    /** Posts a callback body with its headers, as the provider would, from `address`. */
    callback: (
      provider: string,
      message: { body: string; headers: Record<string, string> },
      address = nextAddress(),
    ) =>
      get().app.inject({
        method: 'POST',
        url: `/api/v1/payments/callbacks/${provider}`,
        remoteAddress: address,
        headers: message.headers,
        payload: message.body,
      }),
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
