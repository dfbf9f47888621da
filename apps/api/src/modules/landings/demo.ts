import type { LandingSource } from '@jackdaw/contracts';
import type { SqlSession } from '../../db/client.js';
import { utcDay } from './landings.rules.js';

/** The landings a local install shows traffic on, with a day's visits at the peak. */
const DEMO_TRAFFIC: readonly [LandingSource, number][] = [
  ['wheel:olympus', 140],
  ['wheel:aviator', 95],
  ['wheel:fruity', 60],
  ['game:plinko', 35],
];
const DEMO_DAYS = 14;

/**
 * A local install's landing traffic (README "Demo"): two weeks of visits and spins on four
 * landings, so the console's funnel has a shape before anyone visits. Only the anonymous
 * counts: registrations and first deposits come from real sign-ups. A day already counted is
 * left as it is (idempotent).
 */
export async function seedDemoLandings(sql: SqlSession, now = new Date()): Promise<void> {
  for (const [source, peak] of DEMO_TRAFFIC) {
    for (let back = 1; back <= DEMO_DAYS; back++) {
      // A weekly swell, the same every run: the numbers are made once from the day.
      const visits = Math.round(peak * (0.6 + 0.4 * Math.abs(Math.sin(back * 0.9))));
      const spins = Math.round(visits * (source.startsWith('wheel:fruity') ? 0.8 : 1.5));
      await sql.query(
        `insert into landing_funnel_days (source, day, visits, spins) values ($1, $2, $3, $4)
         on conflict (source, day) do nothing`,
        [
          source,
          utcDay(new Date(now.getTime() - back * 86_400_000)),
          visits,
          source.startsWith('game:') ? 0 : spins,
        ],
      );
    }
  }
}
