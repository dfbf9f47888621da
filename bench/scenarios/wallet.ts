import { createHmac, randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { withBareDatabase, type BareSession, type Query } from '../lib/bare-database.js';
import { registerPlayer } from '../lib/http.js';
import { bracketed, driveWorkers, short, summarise, type LoadResult } from '../lib/load.js';
import { startJackdaw } from '../lib/processes.js';
import type { Scenario } from './scenario.js';

/**
 * Bets through the whole stack (signed HTTP call → validation → ledger transaction → balance
 * answer) against the same SQL statements sent by a bare client to the same kind of database:
 * the ledger's own work with nothing around it. Both sides run one after the other.
 */
const secret = 'bench-wallet-secret-0123456789abcdef0123';
const CONNECTIONS = 20;
const BET = 1;
/**
 * Bets spread over several players, as a casino's are: one player's bets queue on that player's
 * account lock, which would measure the lock rather than the stack. (Sign-up allows 20 a minute
 * from one address.)
 */
const PLAYERS = 16;
const seconds = () => (short ? 3 : 10);

export const wallet: Scenario = {
  name: 'wallet',
  async run(env) {
    const measured = await bracketed(
      () => viaHttp(env),
      () => rawBetBaseline(env),
    );
    return { ...measured, target: 0.6 };
  },
};

/** The ledger's bet statements from a bare client: the baseline of this bench. */
export function rawBetBaseline(env: Record<string, string>): Promise<LoadResult> {
  return withBareDatabase(env.DATABASE_URL, async (database) => {
    const players: Awaited<ReturnType<typeof prepare>>[] = [];
    for (let n = 0; n < PLAYERS; n++) players.push(await prepare(database.query, n));
    return drive(CONNECTIONS, (key, player) =>
      database.session((session) => rawBet(session, players[player]!, key)),
    );
  });
}

async function viaHttp(env: Record<string, string>): Promise<LoadResult> {
  const jackdaw = await startJackdaw({ ...env, GAME_WALLET_SECRETS: `bench=${secret}` });
  try {
    const playerIds: number[] = [];
    for (let n = 0; n < PLAYERS; n++) {
      playerIds.push((await registerPlayer(jackdaw.url, `wallet-${n}`)).id);
    }

    let sequence = 0;
    const signed = (action: string, payload: object) => {
      const body = JSON.stringify(payload);
      return {
        method: 'POST' as const,
        path: `/api/v1/game-wallet/bench/${action}`,
        headers: {
          'content-type': 'application/json',
          'x-signature': createHmac('sha256', secret).update(body).digest('hex'),
        },
        body,
      };
    };
    const bet = (playerId = playerIds[sequence % PLAYERS]!) =>
      signed('bet', {
        playerId,
        currency: 'INR',
        amount: BET,
        transactionId: `bench-${++sequence}`,
        roundId: `round-${sequence}`,
        gameId: 'fruit-classic',
      });
    // A win without a bet is credited as real money: each player's stake for the whole run.
    for (const playerId of playerIds) {
      const fund = signed('win', { ...(JSON.parse(bet(playerId).body) as object), amount: 1e9 });
      const funded = await fetch(jackdaw.url + fund.path, fund);
      if (!funded.ok) throw new Error(`funding failed: ${await funded.text()}`);
    }

    const run = (duration: number) =>
      autocannon({
        url: jackdaw.url,
        connections: CONNECTIONS,
        duration,
        requests: [{ setupRequest: (request) => ({ ...request, ...bet() }) }],
      });
    await run(1);
    return summarise(await run(seconds()));
  } finally {
    await jackdaw.stop();
  }
}

/** The statements the server sends for one bet, in one transaction: the player, the ledger's. */
async function rawBet(
  { transaction }: BareSession,
  ids: { user: number; real: number; bonus: number; house: number },
  key: string,
) {
  await transaction(async (query) => {
    // The server first finds the player (existence, currency, ban), on the bet's connection.
    await query('select id, currency_code, banned from users where id = $1', [ids.user]);
    const [created] = (
      await query(
        `insert into wallet_transactions
           (idempotency_key, kind, user_id, currency_code, fingerprint, metadata)
         values ($1, 'bet', $2, 'INR', $3, $4::jsonb)
         on conflict (idempotency_key) do nothing returning id`,
        [
          key,
          ids.user,
          createHmac('sha256', 'f').update(key).digest('hex'),
          JSON.stringify({ roundId: key, gameId: 'fruit-classic' }),
        ],
      )
    ).rows;
    const locked = (
      await query(
        `select id, kind, balance from wallet_accounts
         where user_id = $1 and currency_code = $2 and kind = any($3::text[])
         order by id for update`,
        [ids.user, 'INR', ['real', 'bonus_casino']],
      )
    ).rows;
    const real = BigInt(locked.find((row) => row.kind === 'real')!.balance as string | bigint);
    await query(
      `with updated as (
         update wallet_accounts as a set balance = a.balance + v.delta
         from (values ($2::bigint, $3::bigint)) as v(id, delta) where a.id = v.id returning a.id)
       insert into wallet_entries (transaction_id, account_id, amount, balance_after)
       values ($1, $2, $3, $4), ($1, $5, $6, null)`,
      [created!.id, ids.real, -BET, (real - BigInt(BET)).toString(), ids.house, BET],
    );
  });
}

async function prepare(query: Query, n: number) {
  const email = `raw-${n}-${Date.now()}@example.com`;
  const user = (
    await query(
      `insert into users (email, password_hash, currency_code) values ($1, 'x', 'INR') returning id`,
      [email],
    )
  ).rows[0]!.id as number;
  const account = async (sql: string, values: unknown[]) =>
    Number((await query(sql, values)).rows[0]!.id);
  const real = await account(
    `insert into wallet_accounts (user_id, kind, currency_code, balance)
     values ($1, 'real', 'INR', 1000000000) returning id`,
    [user],
  );
  const bonus = await account(
    `insert into wallet_accounts (user_id, kind, currency_code, balance)
     values ($1, 'bonus_casino', 'INR', 0) returning id`,
    [user],
  );
  // One game house for every player, as the server has one per game provider.
  await query(`insert into wallet_accounts (kind, currency_code, key)
               values ('game_house', 'INR', 'raw') on conflict do nothing`);
  const house = await account(
    `select id from wallet_accounts where user_id is null and kind = 'game_house' and key = 'raw'`,
    [],
  );

  // The opening balance as an entry, so the ledger stays sound after the baseline too.
  const tx = await account(
    `insert into wallet_transactions (idempotency_key, kind, user_id, currency_code, fingerprint)
     values ($1, 'correction', $2, 'INR', 'raw') returning id`,
    [`raw-open-${user}`, user],
  );
  await query(
    `insert into wallet_entries (transaction_id, account_id, amount, balance_after)
     values ($1, $2, 1000000000, 1000000000), ($1, $3, -1000000000, null)`,
    [tx, real, house],
  );
  return { user: Number(user), real, bonus, house };
}

/** Workers issue bets back to back for the duration, spread over the players. */
function drive(
  concurrency: number,
  bet: (key: string, player: number) => Promise<void>,
): Promise<LoadResult> {
  let sequence = 0;
  // Keys of their own on every run: a key posted by an earlier run on the same database would
  // be refused, and a refused bet is not counted.
  const run = randomUUID();
  return driveWorkers(
    concurrency,
    () => {
      const n = ++sequence;
      return bet(`raw-${run}-${n}`, n % PLAYERS);
    },
    seconds(),
  );
}
