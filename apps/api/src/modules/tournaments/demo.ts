import {
  LANGUAGE_CODES,
  type AdminTournamentPrizeBody,
  type AdminTournamentText,
  type TournamentEntry,
  type TournamentScoring,
} from '@jackdaw/contracts';
import type { SqlRunner } from '../../db/client.js';
import { createExchangeService } from '../reports/index.js';
import { playerRecord } from '../users/index.js';
import type { Ledger } from '../wallet/index.js';
import { maskName } from './rules.js';
import { payPlace, settleTournament, type SettleDeps } from './settle.js';
import { tournamentsRepository as repo } from './tournaments.repository.js';

/*
 * The demo tournaments of a local install (README "Demo"): a running one over the studio's
 * slots and originals the demo player has joined, an upcoming one, and a finished one whose
 * places are final and whose prizes were paid from `tournament_prizes`. Idempotent: each is
 * found again by its English title.
 */

const DAY = 24 * 60 * 60 * 1000;

interface DemoTournament {
  title: string;
  description: string;
  rules: string;
  startsInDays: number;
  endsInDays: number;
  scoring: TournamentScoring;
  entry: TournamentEntry;
  minStake: bigint;
  prizes: AdminTournamentPrizeBody[];
  /** Points of the demo player and the rivals, in minor units or hundredths of a multiplier. */
  points: bigint[];
}

const money = (placeFrom: number, placeTo: number, rupees: number): AdminTournamentPrizeBody => ({
  placeFrom,
  placeTo,
  kind: 'money',
  amount: String(rupees * 100),
});

const RULES =
  'Every qualifying bet on an eligible game earns points. Stakes in other currencies are ' +
  'converted to rupees at the bet.\n\nEqual points rank by who reached them first. Prizes are ' +
  'paid to the real balance when the tournament ends.';

const DEMO: DemoTournament[] = [
  {
    title: 'Weekly Slots Race',
    description: 'Stake on Jackdaw slots and originals: the biggest total stake wins ₹50,000.',
    rules: RULES,
    startsInDays: -2,
    endsInDays: 5,
    scoring: 'stake',
    entry: 'opt_in',
    minStake: 1_000n,
    prizes: [money(1, 1, 50_000), money(2, 2, 25_000), money(3, 3, 10_000), money(4, 10, 2_500)],
    points: [1_850_000n, 4_200_000n, 3_900_000n, 2_750_000n, 2_100_000n, 1_600_000n, 900_000n],
  },
  {
    title: 'Big Multiplier Cup',
    description: 'One lucky spin is enough: the best single multiplier takes the cup.',
    rules: RULES,
    startsInDays: 3,
    endsInDays: 10,
    scoring: 'multiplier',
    entry: 'automatic',
    minStake: 2_000n,
    prizes: [money(1, 1, 30_000), money(2, 5, 5_000)],
    points: [],
  },
  {
    title: 'Diwali Win Sprint',
    description: 'The largest total win over the week shared ₹40,000.',
    rules: RULES,
    startsInDays: -10,
    endsInDays: -3,
    scoring: 'win',
    entry: 'automatic',
    minStake: 1_000n,
    prizes: [money(1, 1, 20_000), money(2, 2, 12_000), money(3, 3, 8_000)],
    // The demo player fourth, just outside the prizes: the demo balance stays the documented one.
    points: [950_000n, 5_400_000n, 3_150_000n, 2_200_000n, 800_000n],
  },
];

/** The same texts in every language (the demo's; staff write real translations). */
const textsOf = (tournament: DemoTournament): AdminTournamentText[] =>
  LANGUAGE_CODES.map((language) => ({
    language,
    title: tournament.title,
    description: tournament.description,
    rules: tournament.rules,
  }));

export async function seedDemoTournaments(
  sql: SqlRunner,
  ledger: Ledger,
  players: { demo: number; rivals: number[] },
): Promise<void> {
  const exchange = createExchangeService(sql);
  const settle: SettleDeps = {
    sql,
    ledger,
    rates: async (tx) => (await exchange.read(tx)).rates,
    // The demo prizes are money only: no bonus is granted and the seed raises no notification.
    offers: { termsFor: async () => null },
    grants: {
      open: async () => {
        throw new Error('the demo tournaments grant no bonus');
      },
    },
    notifier: { raise: async () => undefined },
  };
  const now = Date.now();
  for (const demo of DEMO) {
    const [found] = await sql.query(`select id from tournaments where texts @> $1::jsonb`, [
      JSON.stringify([{ language: 'EN', title: demo.title }]),
    ]);
    if (found) continue;
    const ended = demo.endsInDays < 0;
    const id = await sql.transaction(async (tx) => {
      const row = await repo.insert(
        tx,
        {
          startsAt: new Date(now + demo.startsInDays * DAY).toISOString(),
          endsAt: new Date(now + demo.endsInDays * DAY).toISOString(),
          timeZone: 'Asia/Kolkata',
          games: [],
          categories: ['slots', 'instant-games'],
          reportingCurrency: 'INR',
          currencies: [],
          scoring: demo.scoring,
          minStake: demo.minStake,
          entry: demo.entry,
          prizes: demo.prizes,
          bannerUrl: null,
          texts: textsOf(demo),
        },
        null,
      );
      const entrants = [players.demo, ...players.rivals].slice(0, demo.points.length);
      for (const [index, userId] of entrants.entries()) {
        const player = await playerRecord(tx, userId);
        await repo.enter(tx, {
          tournamentId: row.id,
          userId,
          currency: 'INR',
          name: maskName(player?.name, userId),
        });
        await repo.score(tx, row.id, userId, 'set', demo.points[index]!);
      }
      return row.id;
    });
    if (!ended) continue;
    await settleTournament(settle, id);
    for (const payout of await repo.payouts(sql, id)) {
      await payPlace(settle, id, payout.place);
    }
  }
}
