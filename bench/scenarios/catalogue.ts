import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import autocannon from 'autocannon';
import pg from 'pg';
import { openDatabase, type DatabaseHandle, type SqlRunner } from '../../apps/api/src/db/client.js';
import { migrate } from '../../apps/api/src/db/migrate.js';
import { seed } from '../../apps/api/src/db/seed.js';
import {
  createGamesRepository,
  type GamePageRequest,
} from '../../apps/api/src/modules/games/games.repository.js';
import { searchPrefixes, sortName } from '../../apps/api/src/modules/games/search.js';
import { driveWorkers, measuredRun, short, type LoadResult } from '../lib/load.js';
import { startJackdaw } from '../lib/processes.js';
import type { Scenario } from './scenario.js';

/**
 * GET /api/v1/games by category + sort + page through the whole stack, against the same SQL
 * statement the server sends on a cache miss, replayed by a bare client on the same kind of
 * database, with 5,000 games seeded. The server keeps hot pages for 1 s (spec core §9), so most
 * requests never reach the database: that caching is what the target of 1.0× asks for.
 */
const GAMES = 5000;
const CONNECTIONS = 20;
const CATEGORIES = ['popular', 'slots', 'roulette', 'table-games', 'live-casino'];
const SORTS = ['pop', 'new', 'abc'] as const;
const PAGES = [1, 2, 3];
const TAKE = 15;
const seconds = () => (short ? 3 : 10);

const combinations = CATEGORIES.flatMap((category) =>
  SORTS.flatMap((sort) => PAGES.map((page) => ({ category, sort, page }))),
);

export const catalogue: Scenario = {
  name: 'catalogue',
  async run(env) {
    const dataDir = mkdtempSync(join(tmpdir(), 'jackdaw-bench-catalogue-'));
    try {
      const database: DatabaseHandle = env.DATABASE_URL
        ? await openDatabase({ kind: 'postgres', url: env.DATABASE_URL, poolSize: 2 })
        : await openDatabase({ kind: 'pglite', dir: join(dataDir, 'pglite') });
      let statements: Statement[];
      try {
        await migrate(database);
        await seed(database.db);
        await seedGames(database.sql);
        statements = await recordStatements(database.sql);
      } finally {
        await database.close();
      }
      const subject = await viaHttp({ ...env, DATA_DIR: dataDir });
      const baseline = env.DATABASE_URL
        ? await rawPostgres(env.DATABASE_URL, statements)
        : await rawPglite(join(dataDir, 'pglite'), statements);
      return { subject, baseline, target: 1.0, tailTarget: 5 };
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
};

const ADJECTIVES = ['Golden', 'Wild', 'Lucky', 'Crazy', 'Royal', 'Mega', 'Éclair', 'Mystic'];
const NOUNS = ['Dragon', 'Fortune', 'Roulette', 'Blackjack', 'Jewels', 'Café', 'Pharaoh', 'Keno'];
const GAME_CATEGORIES = ['slots', 'slots', 'slots', 'roulette', 'table-games', 'live-casino'];

/** 5,000 games of a "bench" provider in several categories; idempotent on PostgreSQL. */
async function seedGames(sql: SqlRunner): Promise<void> {
  const [provider] = await sql.query<{ id: number }>(
    `insert into game_providers (alias, name, sort_order) values ('bench', 'Bench Studio', 9)
     on conflict (alias) do update set name = excluded.name returning id`,
  );
  await sql.transaction(async (tx) => {
    for (let n = 0; n < GAMES; n++) {
      const name = `${ADJECTIVES[n % 8]} ${NOUNS[Math.floor(n / 8) % 8]} ${n}`;
      const categories = [GAME_CATEGORIES[(n * 7) % GAME_CATEGORIES.length]!];
      if (n % 5 === 0) categories.push('table-games');
      await tx.query(
        `with g as (
           insert into games (uuid, alias, name, provider_id, external_id, platforms, popularity,
             released_at, top, rtp, volatility, search_prefixes, sort_name)
           values (gen_random_uuid(), $1, $2, $3, $1, array['web', 'mobile'], $4, $5::date, $6,
             96.00, 'medium', $7::text[], $8)
           on conflict (alias) do nothing returning id
         )
         insert into game_category_links (game_id, category_id)
         select g.id, c.id from g, game_categories c where c.slug = any($9::text[])`,
        [
          `bench-${n}`,
          name,
          provider!.id,
          (n * 7919) % 10_007,
          new Date(Date.UTC(2020, 0, 1) + ((n * 104_729) % 2000) * 86_400_000)
            .toISOString()
            .slice(0, 10),
          n % 50 === 0,
          searchPrefixes(name),
          sortName(name),
          categories,
        ],
      );
    }
  });
}

interface Statement {
  text: string;
  params: unknown[];
}

/** The statement the server's repository sends for each combination, captured, not re-typed. */
async function recordStatements(sql: SqlRunner): Promise<Statement[]> {
  const ids = new Map(
    (await sql.query<{ id: number; slug: string }>('select id, slug from game_categories')).map(
      (row) => [row.slug, row.id],
    ),
  );
  const statements: Statement[] = [];
  const recorder: SqlRunner = {
    async query<Row>(text: string, params: unknown[] = []) {
      statements.push({ text, params });
      // One non-empty row: the repository then needs no separate count.
      return [{ total: 1 }] as Row[];
    },
    transaction: () => Promise.reject(new Error('not recorded')),
  };
  const repository = createGamesRepository(recorder);
  for (const { category, sort, page } of combinations) {
    const request: GamePageRequest = {
      filter: {
        ...(category === 'popular' ? {} : { categoryId: ids.get(category)! }),
        searchKeys: [],
      },
      sort,
      top: true,
      take: TAKE,
      offset: (page - 1) * TAKE,
    };
    await repository.page(request);
  }
  return statements;
}

async function viaHttp(env: Record<string, string>): Promise<LoadResult> {
  const jackdaw = await startJackdaw(env);
  try {
    const paths = combinations.map(
      ({ category, sort, page }) => `/api/v1/games?category=${category}&sort=${sort}&page=${page}`,
    );
    for (const path of paths) {
      const response = await fetch(jackdaw.url + path);
      const body = (await response.json()) as { data: unknown[]; total: number };
      if (!response.ok || body.data.length !== TAKE) {
        throw new Error(`${path} answered ${response.status} with ${body.data?.length} games`);
      }
    }
    let sequence = 0;
    const options = (duration: number): autocannon.Options => ({
      url: jackdaw.url,
      connections: CONNECTIONS,
      duration,
      headers: { 'accept-encoding': 'identity' },
      requests: [
        {
          setupRequest: (request) => ({
            ...request,
            path: paths[sequence++ % paths.length]!,
          }),
        },
      ],
    });
    await autocannon(options(1));
    return await measuredRun(options(seconds()));
  } finally {
    await jackdaw.stop();
  }
}

/** Workers send the statements round robin for the duration. */
function drive(
  statements: Statement[],
  query: (statement: Statement) => Promise<unknown>,
): Promise<LoadResult> {
  let sequence = 0;
  return driveWorkers(
    CONNECTIONS,
    () => query(statements[sequence++ % statements.length]!),
    seconds(),
  );
}

async function rawPostgres(url: string, statements: Statement[]): Promise<LoadResult> {
  // As many connections as the server's pool (DATABASE_POOL_SIZE default).
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  try {
    return await drive(statements, (statement) => pool.query(statement.text, statement.params));
  } finally {
    await pool.end();
  }
}

async function rawPglite(dir: string, statements: Statement[]): Promise<LoadResult> {
  const client = await PGlite.create(dir);
  try {
    return await drive(statements, (statement) => client.query(statement.text, statement.params));
  } finally {
    await client.close();
  }
}
