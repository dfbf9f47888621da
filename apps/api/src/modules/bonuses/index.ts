// The bonuses module's public face (see auth/index.ts for the rule): offers, grants and their
// lifecycle, wagering in every bet's transaction, the deposit bonuses, one bonus per person, the
// withdrawal rule, the player's bonus calls. README.md in this folder.
import type { FastifyInstance } from 'fastify';
import type {} from '../auth/index.js';
import type { SqlRunner } from '../../db/client.js';
import { categoryOfGame } from './category.js';
import { createExchangeService, type ExchangeService } from '../reports/index.js';
import type { Ledger } from '../wallet/index.js';
import { createBonusesService } from './bonuses.service.js';
import { bonusesRoutes } from './bonuses.routes.js';
import { createDepositBonus } from './deposit-bonus.js';
import { createGrants } from './grants.js';
import { bonusIdentity } from './identity.js';
import { createOffers, seedBonusOffers } from './offers.js';
import { createStakeHook } from './stake-hook.js';
import { createPeriodicJob } from '../../lib/periodic-job.js';
import { SWEEP_INTERVAL_MS } from './sweeper.js';
import type { Campaigns, ReservedPrizes } from './types.js';
import type { GrantNoticeDeps } from './grant-notices.js';
import { welcomeNotices } from './welcome-notices.js';

export type {
  BonusIdentity,
  Campaigns,
  DuplicatePerson,
  GrantCampaignInput,
  Grants,
  OpenedGrant,
  OpenGrantInput,
  Offers,
  ReservedPrize,
  ReservedPrizes,
} from './types.js';
export { accountOf, recordOf, type GrantsService } from './grants.js';
export type { OffersService } from './offers.js';
export type { BonusesService } from './bonuses.service.js';
export type { DepositCredited } from './deposit-bonus.js';
export type { BonusSettings, GrantRow, OfferRow } from './bonuses.repository.js';
export { bonusesRepository } from './bonuses.repository.js';
export { SEEDED_OFFERS, WELCOME_SPINS_GAME, seedBonusOffers } from './offers.js';
export * from './wagering.js';
export { friendlyRound } from './amounts.js';

/**
 * Builds the module's parts (no HTTP): the app wires them, and the freespins, promo-codes and
 * console parts take `grants`, `offers`, `identity` and `settings` from here. The ledger's stake
 * hook is registered on `ledger` here (once per app).
 *
 * @example
 * const bonuses = createBonuses({ sql: database.sql, ledger });
 * bonuses.useCampaigns(freespins.campaigns); // the freespins module, when it exists
 */
export function createBonuses(
  deps: {
    sql: SqlRunner;
    ledger: Ledger;
    exchange?: ExchangeService;
    now?: () => Date;
  } & GrantNoticeDeps,
) {
  const exchange = deps.exchange ?? createExchangeService(deps.sql);
  const offers = createOffers({ sql: deps.sql, exchange });
  const grants = createGrants({
    sql: deps.sql,
    ledger: deps.ledger,
    now: deps.now,
    notifier: deps.notifier,
    realtime: deps.realtime,
  });
  let campaigns: Campaigns | undefined;
  let reserved: ReservedPrizes | undefined;
  const service = createBonusesService({
    sql: deps.sql,
    ledger: deps.ledger,
    offers,
    campaigns: () => campaigns,
  });
  deps.ledger.onStake(createStakeHook({ grants, categoryOf: categoryOfGame }));
  const onDepositCredited = createDepositBonus({
    offers,
    grants,
    identity: bonusIdentity,
    campaigns: () => campaigns,
    reserved: () => reserved,
    now: deps.now,
  });
  return {
    offers,
    grants,
    identity: bonusIdentity,
    service,
    /** The operator's bonus settings (sportsbook switch, turnover rule). */
    settings: service.settings,
    /** payments' apply-event: a credited deposit, in its transaction. */
    onDepositCredited,
    /** payments' deposit calls: the offer a deposit is made for (the `bonus` popup). */
    bonusChoices: { choose: service.chooseForDeposit },
    /** payments' withdrawals: why bonuses refuse a withdrawal, or null. */
    withdrawalGuard: { blocksWithdrawal: service.withdrawalBlock },
    /** The freespins module's campaigns (welcome free spins, GET /bonuses). */
    useCampaigns(value: Campaigns) {
      campaigns = value;
    },
    /** The landings module's prizes reserved for accounts registered from a landing (issue 25). */
    useReservedPrizes(value: ReservedPrizes) {
      reserved = value;
    },
    /** Ends expired grants, then raises the 24-hour reminders and the welcome offer's (issue 22). */
    async sweep(now: Date) {
      const ended = await grants.sweep(now);
      await grants.remind(now);
      if (deps.notifier) {
        await welcomeNotices({ sql: deps.sql, offers, notifier: deps.notifier, now });
      }
      return ended;
    },
    seed: () => seedBonusOffers(deps.sql, exchange),
  };
}

export type Bonuses = ReturnType<typeof createBonuses>;

/** Registers the player's bonus calls (inside the API prefix) and the expiry sweeper. */
export async function registerBonuses(
  api: FastifyInstance,
  bonuses: Bonuses,
  options: { intervalMs?: number } = {},
): Promise<void> {
  await api.register(bonusesRoutes, { bonuses: bonuses.service, grants: bonuses.grants });
  const sweeper = createPeriodicJob({
    name: 'bonus sweep',
    run: () => bonuses.sweep(new Date()),
    intervalMs: options.intervalMs ?? SWEEP_INTERVAL_MS,
    log: api.log,
  });
  api.addHook('onReady', async () => sweeper.start());
  api.addHook('onClose', async () => sweeper.stop());
}

// The console's offers, settings, refused grants and a player's bonuses (bonuses-admin*.ts).
export { createBonusesAdmin, type BonusesAdmin } from './bonuses-admin.js';
export { bonusesAdminRoutes } from './bonuses-admin.routes.js';
export { seedDemoBonuses } from './demo.js';
