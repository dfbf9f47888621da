import { bracketed, short } from '../lib/load.js';
import { startJackdaw } from '../lib/processes.js';
import {
  openSpinPlayer,
  resumeSpinPlayers,
  SPIN_BET,
  spinLoad,
  type SpinPlayer,
} from '../lib/spin-players.js';
import type { Scenario, ScenarioResult } from './scenario.js';

/**
 * The bonus engine's cost on the hottest path (issue 21, "Acceptance"): real-money spins of the
 * own studio by players with an active casino bonus in wagering, whose every bet's transaction
 * runs the bonus rules (the ledger's stake hook: the grant found, the stake's contribution
 * added to its progress), against the same spins by players without one. One server, one run:
 * the plain players are measured just before and just after the bonus players (the mean of the
 * two), as the other benches bracket their baselines. Target: ≥ 0.8×. PostgreSQL only, as the
 * spin bench (the figure that matters is the production database's).
 */
const secret = 'bench-bonus-spin-secret-0123456789abcdef';
const players = () => (short ? 8 : 32);
const seconds = () => (short ? 3 : 10);

/** The demo promo code of bonus money (promo-codes README "Demo codes"): 4,000 INR, x50. */
const BONUS_CODE = 'WELCOME50';

export const bonusSpinScenario: Scenario = {
  name: 'bonus-spin',
  databases: ['postgres'],
  async run(env) {
    const url = env.DATABASE_URL;
    if (!url) throw new Error('the bonus-spin bench runs on PostgreSQL (BENCH_DATABASE_URL)');
    const count = players();
    const jackdaw = await startJackdaw({
      ...env,
      GAME_WALLET_SECRETS: `bench=${secret}`,
      // Test mode seeds the demo promo codes, WELCOME50 among them.
      SANDBOX_ENABLED: 'true',
      DATABASE_POOL_SIZE: String(Math.max(10, count)),
      TRUST_PROXY: 'true',
    });
    try {
      const plain: SpinPlayer[] = [];
      const bonus: SpinPlayer[] = [];
      for (let n = 0; n < count * 2; n += 8) {
        const batch = Array.from({ length: Math.min(8, count * 2 - n) }, (_, i) => n + i);
        for (const player of await Promise.all(
          batch.map((i) =>
            openSpinPlayer(jackdaw.url, i, { secret, prefix: 'bonus-spin', subnet: 78 }),
          ),
        )) {
          (plain.length < count ? plain : bonus).push(player);
        }
      }
      await grantBonuses(jackdaw.url, bonus);
      // The baseline runs twice with the same players: a spin whose answer was still in flight
      // when a run ended may have awarded free spins, refusing that player's paid spins until
      // they are played. Reopening the sessions names any such feature (the dice bench's way).
      const run = async (players: SpinPlayer[]) => {
        await resumeSpinPlayers(jackdaw.url, players);
        return spinLoad(jackdaw.url, players, seconds());
      };
      const measured = await bracketed(
        () => run(bonus),
        () => run(plain),
      );
      const result: ScenarioResult = {
        ...measured,
        label: `${count} players`,
        baselineName: 'the same spins without a bonus',
        settings: { players: count, bet: SPIN_BET },
        target: 0.8,
      };
      return result;
    } finally {
      await jackdaw.stop();
    }
  },
};

/**
 * An active casino bonus in wagering for each player, through the site's own call: the demo code
 * WELCOME50 (test mode seeds it) credits 4,000 INR of bonus money to wager 50 times, far more
 * than a run stakes. Bets spend the players' real money first, so the bonus balance stays above
 * the minimum bet and the bonus stays active for the whole run.
 */
async function grantBonuses(url: string, bonus: SpinPlayer[]): Promise<void> {
  for (const player of bonus) {
    const response = await fetch(`${url}/api/v1/promo-codes/use-code-by-user`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${player.token}` },
      body: JSON.stringify({ code: BONUS_CODE }),
    });
    if (!response.ok) throw new Error(`the bonus code failed: ${await response.text()}`);
    const { grantId } = (await response.json()) as { grantId: number | null };
    if (grantId === null) throw new Error('the bonus code opened no grant');
  }
}
