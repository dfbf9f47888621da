import { randomUUID } from 'node:crypto';
import { LANGUAGE_CODES, type AdminTournamentBody } from '@jackdaw/contracts';
import type { DatabaseHandle, SqlRunner } from '../../db/client.js';
import { gameBonusFacts } from '../games/index.js';
import { createExchangeService } from '../reports/index.js';
import { playerRecord } from '../users/index.js';
import { createLedger, type Ledger } from '../wallet/index.js';
import { tournamentStakeHook, tournamentWinHook, type ScoringDeps } from './scoring.js';
import type { SettleDeps } from './settle.js';
import { tournamentsRepository as repo, type TournamentWrite } from './tournaments.repository.js';

/** A studio slot of the seeded catalogue (category `slots`). */
export const SLOT = 'fruit-classic';
export const STUDIO = 'jackdaw';
const MINUTE = 60_000;

/** A console body: starts in an hour, lasts a day, stake scoring, opt-in, money for 1–3. */
export function tournamentBody(overrides: Partial<AdminTournamentBody> = {}): AdminTournamentBody {
  const start = Date.now() + 60 * MINUTE;
  return {
    startsAt: new Date(start).toISOString(),
    endsAt: new Date(start + 24 * 60 * MINUTE).toISOString(),
    timeZone: 'Europe/Istanbul',
    games: [SLOT],
    categories: [],
    reportingCurrency: 'INR',
    currencies: [],
    scoring: 'stake',
    minStake: '100',
    entry: 'opt_in',
    prizes: [
      { placeFrom: 1, placeTo: 1, kind: 'money', amount: '100000' },
      { placeFrom: 2, placeTo: 3, kind: 'money', amount: '25000' },
    ],
    bannerUrl: null,
    texts: LANGUAGE_CODES.map((language) => ({
      language,
      title: `Race ${language}`,
      description: `Short ${language}`,
      rules: `Rules ${language}`,
    })),
    ...overrides,
  };
}

/**
 * A tournament written straight to the table (the console refuses a start in the past): running
 * from a minute ago for `minutes` unless told otherwise.
 */
export async function insertTournament(
  sql: SqlRunner,
  overrides: Partial<TournamentWrite> = {},
): Promise<number> {
  const now = Date.now();
  const body = tournamentBody();
  const row = await sql.transaction((tx) =>
    repo.insert(
      tx,
      {
        startsAt: new Date(now - MINUTE).toISOString(),
        endsAt: new Date(now + 60 * MINUTE).toISOString(),
        timeZone: 'UTC',
        games: [{ alias: SLOT, provider: STUDIO, name: 'Fruit Classic' }],
        categories: [],
        reportingCurrency: 'INR',
        currencies: [],
        scoring: 'stake',
        minStake: 100n,
        entry: 'automatic',
        prizes: body.prizes,
        bannerUrl: null,
        texts: body.texts,
        ...overrides,
      },
      null,
    ),
  );
  return row.id;
}

export function scoringDeps(sql: SqlRunner): ScoringDeps {
  const exchange = createExchangeService(sql);
  return {
    rates: async (tx) => (await exchange.read(tx)).rates,
    categoriesOf: async (tx, provider, gameId) =>
      (await gameBonusFacts(tx, provider, gameId))?.categories ?? null,
    nameOf: async (tx, userId) => (await playerRecord(tx, userId))?.name,
  };
}

/** A ledger of its own with the tournaments' hooks (the app's has them too). */
export function scoringLedger(database: DatabaseHandle): Ledger {
  const ledger = createLedger(database.sql);
  const deps = scoringDeps(database.sql);
  ledger.onStake(tournamentStakeHook(deps));
  ledger.onMovement(tournamentWinHook(deps));
  return ledger;
}

/** Settle dependencies of one "instance": its own ledger; prize notices counted. */
export function settleDeps(database: DatabaseHandle, notices: string[] = []): SettleDeps {
  const exchange = createExchangeService(database.sql);
  return {
    sql: database.sql,
    ledger: createLedger(database.sql),
    rates: async (tx) => (await exchange.read(tx)).rates,
    offers: { termsFor: async () => null },
    grants: {
      open: async () => {
        throw new Error('no bonus prizes here');
      },
    },
    notifier: {
      // Each notice as `<kind> <ref>`: what was told, and about which place.
      raise: async (_tx, notification) => {
        notices.push(`${notification.kind} ${notification.ref}`);
      },
    },
  };
}

/** A provider-style bet of the studio's slot (bet and win posted apart). */
export function slotBet(userId: number, amount: bigint, roundId = randomUUID()) {
  return {
    key: `test-bet:${roundId}`,
    userId,
    currency: 'INR' as const,
    amount,
    provider: STUDIO,
    metadata: { roundId, game: SLOT },
  };
}

export async function entryOf(sql: SqlRunner, tournamentId: number, userId: number) {
  return repo.entry(sql, tournamentId, userId);
}
