import { API_PREFIX, CRASH_CORRECTION_MS } from '@jackdaw/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { DatabaseHandle } from './db/client.js';
import {
  catalogueAssets,
  catalogueRoutes,
  countryForIp,
  createCatalogueRepository,
  createCatalogueService,
  createGeoService,
  createLocalizationService,
} from './modules/catalogue/index.js';
import { systemRoutes } from './modules/system/index.js';
import {
  createDefaultProviders,
  createGamesRepository,
  createGamesService,
  gamesAssets,
  gamesPopularity,
  gamesRoutes,
} from './modules/games/index.js';
import {
  createGameWalletService,
  gameWalletRoutes,
  roundsPerProviderGame,
} from './modules/game-wallet/index.js';
import { bannersRoutes, createBannersService } from './modules/banners/index.js';
import { bannersAdminRoutes, createBannersAdmin } from './modules/banners/index.js';
import { bonusesAdminRoutes, createBonusesAdmin } from './modules/bonuses/index.js';
import { createFreespinsAdmin, freespinsAdminRoutes } from './modules/freespins/index.js';
import { createPromoCodesAdmin, promoCodesAdminRoutes } from './modules/promo-codes/index.js';
import { createPromoCodes, promoCodesRoutes } from './modules/promo-codes/index.js';
import { createGamesAdmin, gamesAdminRoutes } from './modules/games/index.js';
import { paymentMethodsAdminRoutes } from './modules/payments/index.js';
import { createUploadsService, uploadsAssets } from './modules/uploads/index.js';
import {
  authPlugin,
  authRoutes,
  createAuthService,
  createRecoveryMailer,
} from './modules/auth/index.js';
import { createPlayerAdmin, playerAdminRoutes } from './modules/player-admin/index.js';
import {
  createStaffAdminService,
  createStaffService,
  staffAdminRoutes,
  staffAuthRoutes,
  staffPlugin,
} from './modules/staff/index.js';
import { auditRoutes, createAuditService } from './modules/audit/index.js';
import { registerReports } from './modules/reports/index.js';
import { createExchangeService } from './modules/reports/index.js';
import { createBonuses, registerBonuses, type Grants } from './modules/bonuses/index.js';
import { registerFreespins } from './modules/freespins/index.js';
import {
  createNotifications,
  createNotificationsAdmin,
  notificationsAdminRoutes,
  notificationsRoutes,
} from './modules/notifications/index.js';
import { createMailService, mailSandboxRoutes } from './modules/mail/index.js';
import {
  createUserAccounts,
  createUsersRepository,
  createUsersService,
  playerStanding,
  usersRoutes,
} from './modules/users/index.js';
import { registerPayments } from './modules/payments/index.js';
import { registerChat } from './modules/chat/index.js';
import {
  createPlayRepository,
  createPlayService,
  playRoutes,
  realRoundsPerTitle,
  recentRealWins,
  seedSource,
} from './modules/play/index.js';
import { createLedger, createWalletService, walletRoutes } from './modules/wallet/index.js';
import { createCrash, crashRoutes, crashSocketRoutes } from './modules/crash/index.js';
import { createTournaments, registerTournaments } from './modules/tournaments/index.js';
import { createLandings, registerLandings } from './modules/landings/index.js';
import {
  createReferrals,
  createReferralsAdmin,
  referralsAdminRoutes,
  referralsRoutes,
} from './modules/referrals/index.js';
import {
  balanceOnMovement,
  createRealtimeChannel,
  openingBalance,
  paymentOnChange,
  registerRealtime,
} from './modules/realtime/index.js';
import { docsPlugin } from './plugins/docs.js';
import { clientErrorHandler, errorsPlugin, frameworkErrors } from './plugins/errors.js';
import { jsonDepthPlugin } from './plugins/json-depth.js';
import { loggerOptions } from './lib/logging.js';
import { validatorCompiler } from './lib/validation.js';
import { gameClientPlugin } from './plugins/game-client.js';
import { adminSitePlugin } from './plugins/admin-site.js';
import { sandboxAccessPlugin } from './plugins/sandbox-access.js';
import { geoBlockPlugin } from './plugins/geo-block.js';
import { securityPlugin } from './plugins/security.js';
import { bannerHints, dictionaryHints, isHomePath } from './plugins/page-hints.js';
import { sitePlugin } from './plugins/site.js';

export interface AppDependencies {
  config: Config;
  database: DatabaseHandle;
  /** Pino options; tests pass `false` to keep quiet. */
  logger?: boolean | object;
}

/**
 * Builds the server. Read top to bottom: external plugins, our cross-cutting plugins, services,
 * then each module's routes under /api/v1, the game client under /play, and last the site with
 * its SPA fallback.
 */
export async function buildApp({
  config,
  database,
  logger,
}: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config, logger),
    trustProxy: config.trustProxy,
    bodyLimit: 256 * 1024,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorsPlugin);
  await app.register(securityPlugin, { config });
  await app.register(jsonDepthPlugin);
  await app.register(docsPlugin, { expose: config.apiDocsEnabled });
  await app.register(sandboxAccessPlugin, { config });

  const usersRepository = createUsersRepository(database.db);
  const userAccounts = createUserAccounts(usersRepository);
  await app.register(authPlugin, {
    secret: config.jwtSecret,
    ttlHours: config.tokenTtlHours,
    users: userAccounts,
  });

  const catalogueRepository = createCatalogueRepository(database.db);
  const catalogue = createCatalogueService(catalogueRepository);
  const geo = createGeoService({
    repository: catalogueRepository,
    override: config.geoCountryOverride,
  });
  await app.register(geoBlockPlugin, { geo });
  const localization = createLocalizationService(config.localesDir);
  await localization.load();
  const mail = createMailService(database.db, { smtpUrl: config.smtpUrl, from: config.mailFrom });
  app.addHook('onClose', async () => mail.close());
  const ledger = createLedger(database.sql);
  // The realtime channel (issue 22): events stored in their transaction, delivered on commit to
  // every instance's streams; the notifications and chat modules publish through it.
  const realtime = createRealtimeChannel({ database, redisUrl: config.redisUrl, log: app.log });
  // Notifications (issue 22): raised by payments, the wallet, bonuses and free spins in their
  // transactions; the balance-utilisation rule joins every movement from here on.
  const notifications = createNotifications({ sql: database.sql, ledger, realtime });
  // Bonus offers, grants and wagering (issue 21): the stake hook joins every bet from here on;
  // grants raise their notifications and send the `bonus` event (issue 22).
  const bonuses = createBonuses({
    sql: database.sql,
    ledger,
    notifier: notifications.notifier,
    realtime,
  });
  await bonuses.seed();
  // The grants that wager free-spin winnings: the bonuses module's `Grants`.
  const freespinGrants: Pick<Grants, 'open'> = bonuses.grants;
  const wallet = createWalletService(database.sql, ledger);
  // One balance event per player and transaction, with the balances just before its commit.
  ledger.onMovement(balanceOnMovement(realtime, wallet.balances.balancesOf));
  const users = createUsersService(usersRepository, wallet.balances);
  const gameProviders = createDefaultProviders();
  const gamesRepository = createGamesRepository(database.sql);
  const games = createGamesService({
    repository: gamesRepository,
    providers: gameProviders,
    balances: wallet.balances,
    rounds: {
      studio: (since) => realRoundsPerTitle(database.sql, since),
      providers: (since) => roundsPerProviderGame(ledger, since),
    },
    wins: {
      studio: (query) => recentRealWins(database.sql, query),
      playerHandle: async (userId) => {
        const user = await usersRepository.findById(userId);
        return user && (user.name || user.email);
      },
    },
    tokenVersionOf: async (userId) => (await playerStanding(database.sql, userId))?.tokenVersion,
    publicUrl: config.publicUrl,
  });
  const banners = createBannersService(database.db);
  const auth = createAuthService({
    db: database.db,
    app,
    users: userAccounts,
    mail,
    publicUrl: config.publicUrl,
  });
  // Landings (issue 25): a sign-up from a wheel or a game popup is tied to its prize, which the
  // bonus engine grants on the first deposit; the first deposit is counted in its funnel.
  const landings = createLandings({ sql: database.sql, offers: bonuses.offers });
  auth.onRegistered(landings.onRegistered);
  ledger.onMovement(landings.onMovement);
  bonuses.useReservedPrizes(landings.reservedPrizes);

  const staff = createStaffService({ db: database.db, publicUrl: config.publicUrl });
  await app.register(staffPlugin, { staff });
  // What staff do, in the same transaction as the change; the four-eyes queue's handlers.
  const audit = createAuditService(database.sql);
  // The staff's player search, card and actions; registers its four-eyes handlers on `audit`.
  const playerAdmin = createPlayerAdmin({
    sql: database.sql,
    ledger,
    audit,
    recovery: createRecoveryMailer({ app, mail, publicUrl: config.publicUrl }),
  });
  app.decorate('audit', audit);

  // Catalogue and content staff (issue 20): pictures kept in the database, served by every instance.
  const uploads = createUploadsService();
  const gamesAdmin = createGamesAdmin({
    sql: database.sql,
    audit,
    uploads,
    catalogueChanged: games.catalogueChanged,
  });
  const bannersAdmin = createBannersAdmin({
    sql: database.sql,
    audit,
    uploads,
    bannersChanged: banners.invalidate,
  });
  // The bonus engine's back-office (issue 21): offers, settings, refused grants, a player's
  // bonuses (cancelled through the grants' lifecycle), free-spin campaigns and promo codes.
  const bonusesAdmin = createBonusesAdmin({ sql: database.sql, audit, grants: bonuses.grants });

  await app.register(systemRoutes, { database });
  await app.register(uploadsAssets, { sql: database.sql });
  await app.register(catalogueAssets, { localization });
  await app.register(gamesAssets, { repository: gamesRepository, providers: gameProviders });
  await app.register(gamesPopularity, { games });
  if (config.sandboxEnabled) await app.register(mailSandboxRoutes, { mail });
  await app.register(
    async (api) => {
      await api.register(catalogueRoutes, { catalogue, localization, geo });
      await api.register(authRoutes, { auth, geoCountryOverride: config.geoCountryOverride });
      await api.register(usersRoutes, { users });
      await api.register(staffAuthRoutes, { staff });
      await api.register(staffAdminRoutes, {
        staffAdmin: createStaffAdminService({
          sql: database.sql,
          audit,
          publicUrl: config.publicUrl,
        }),
      });
      await api.register(playerAdminRoutes, { players: playerAdmin });
      await api.register(auditRoutes, { audit, sql: database.sql });
      await api.register(walletRoutes, { wallet });
      await api.register(bannersRoutes, {
        banners,
        geoCountryOverride: config.geoCountryOverride,
      });
      await api.register(gamesRoutes, { games });
      await api.register(gamesAdminRoutes, { admin: gamesAdmin });
      await api.register(bannersAdminRoutes, { admin: bannersAdmin });
      await api.register(paymentMethodsAdminRoutes, { sql: database.sql, audit });
      await api.register(bonusesAdminRoutes, { admin: bonusesAdmin });
      await api.register(promoCodesAdminRoutes, {
        admin: createPromoCodesAdmin({
          sql: database.sql,
          audit,
          offerBrief: bonusesAdmin.offerBrief,
        }),
      });
      // Free-spin campaigns (issue 21), played as free rounds through play; their winnings are
      // wagered under a grant of the bonuses module (`freespinGrants`, below).
      const freespins = await registerFreespins(api, {
        sql: database.sql,
        ledger,
        grants: { open: (tx, input, options) => freespinGrants.open(tx, input, options) },
        notifier: notifications.notifier,
      });
      bonuses.useCampaigns(freespins.campaigns);
      await api.register(freespinsAdminRoutes, {
        admin: createFreespinsAdmin({ sql: database.sql, audit, cancelIn: freespins.cancelIn }),
      });
      await registerBonuses(api, bonuses);
      await registerLandings(api, { sql: database.sql, offers: bonuses.offers, audit, landings });
      // Promo codes (issue 21): the player's redemption; the bet insurance's stake hook joins
      // every bet from here on, after the bonuses' wagering hook.
      const promoCodes = createPromoCodes({
        sql: database.sql,
        ledger,
        grants: bonuses.grants,
        offers: bonuses.offers,
        identity: bonuses.identity,
        campaigns: freespins.campaigns,
        exchange: createExchangeService(database.sql),
      });
      await api.register(promoCodesRoutes, { promoCodes });
      // The referral programme (issue 25): friends linked at sign-up; commission joins every
      // deposit's and stake's transaction from here on, after the bonuses' and promo hooks.
      const referrals = createReferrals({
        sql: database.sql,
        ledger,
        exchange: createExchangeService(database.sql),
        publicUrl: config.publicUrl,
      });
      auth.onRegistered(referrals.onRegistered);
      await api.register(referralsRoutes, { referrals: referrals.service });
      await api.register(referralsAdminRoutes, {
        admin: createReferralsAdmin({ sql: database.sql, audit, ledger }),
      });
      await api.register(notificationsRoutes, { notifications: notifications.service });
      await api.register(notificationsAdminRoutes, {
        admin: createNotificationsAdmin({ sql: database.sql, audit, realtime }),
      });
      await api.register(playRoutes, {
        play: createPlayService({
          repository: createPlayRepository(database.sql),
          ledger,
          redeemLaunch: games.redeemLaunch,
          standing: playerStanding,
          seedSource: seedSource(config.testServerSeed),
          campaigns: freespins.freeRounds,
          // The originals' maximum win per bet; `exchange` is registered below, before any call.
          convert: (minor, from, to) => exchange.convert(minor, from, to),
        }),
        isRealLaunch: games.isRealLaunch,
      });
      await api.register(gameWalletRoutes, {
        gameWallet: createGameWalletService(ledger, database.sql),
        secrets: config.gameWalletSecrets,
      });
      // Roll-ups, reports, the dashboard and exchange rates (folded every 10 s from onReady).
      const { exchange } = await registerReports(api, { sql: database.sql, audit });
      await registerRealtime(api, {
        realtime,
        currentBalance: openingBalance(
          async (userId) => (await usersRepository.findById(userId))?.currencyCode,
          wallet.balances.balancesOf,
        ),
      });
      // The crash game (issue 23): every instance serves its sessions, bets and cash-outs; the
      // instance holding the leader lease runs the rounds (from onReady); messages go out
      // through `realtime`'s topics to every instance's sockets.
      const crash = createCrash({
        sql: database.sql,
        ledger,
        realtime,
        redeemLaunch: games.redeemLaunch,
        standing: playerStanding,
        convert: (minor, from, to) => exchange.convert(minor, from, to),
        nameOf: async (userId) => (await usersRepository.findById(userId))?.name || undefined,
        config: {
          leader: config.crash.leader,
          chain: {
            length: config.crash.chainLength,
            salt: config.crash.salt,
            seed: config.crash.chainSeed,
          },
          timings: {
            bettingMs: config.crash.bettingMs,
            endedMs: config.crash.endedMs,
            correctionMs: CRASH_CORRECTION_MS,
            leaseMs: 3_000,
            renewMs: 1_000,
            autoMs: 50,
          },
        },
        log: app.log,
      });
      app.decorate('crash', crash);
      await api.register(crashRoutes, { crash, isRealLaunch: games.isRealLaunch });
      await api.register(crashSocketRoutes, { crash, log: app.log });
      api.addHook('onReady', () => crash.start());
      api.addHook('onClose', () => crash.stop());
      // Tournaments (issue 25): points in every bet's and win's transaction from here on, the live
      // leaderboard over `realtime`'s topics, prizes paid once from `tournament_prizes` at the end.
      await registerTournaments(
        api,
        createTournaments({
          sql: database.sql,
          ledger,
          realtime,
          exchange,
          notifier: notifications.notifier,
          grants: bonuses.grants,
          offers: bonuses.offers,
          offerBrief: bonusesAdmin.offerBrief,
          audit,
          uploads,
          async gameOf(alias) {
            try {
              const { game } = await games.game(alias, null);
              return { provider: game.provider.alias, name: game.name };
            } catch {
              return null;
            }
          },
        }),
      );
    },
    { prefix: API_PREFIX },
  );
  // The support chat (issue 22): the player's calls, the support inbox, images behind signed
  // links; messages go both ways through `realtime`, answers to an absent player by mail.
  await registerChat(app, {
    sql: database.sql,
    realtime,
    audit,
    mail,
    publicUrl: config.publicUrl,
    secret: config.jwtSecret,
  });
  const paymentChangedHooks = [notifications.onPaymentChanged, paymentOnChange(realtime)];
  await registerPayments(app, {
    config,
    database,
    ledger,
    users: userAccounts,
    audit,
    bonuses: bonuses.withdrawalGuard,
    onDepositCredited: bonuses.onDepositCredited,
    // Every status change, in its transaction: the notifications, then the stream's event.
    onPaymentChanged: async (tx, change) => {
      for (const hook of paymentChangedHooks) await hook(tx, change);
    },
    bonusChoices: bonuses.bonusChoices,
  });

  await app.register(gameClientPlugin, { distDir: config.playDistDir });
  await app.register(adminSitePlugin, { distDir: config.adminDistDir });
  await app.register(sitePlugin, {
    distDir: config.webDistDir,
    async hints(request) {
      const hints = dictionaryHints(request.url);
      if (!isHomePath(request.url)) return hints;
      const country = countryForIp(request.ip, config.geoCountryOverride);
      return [...hints, ...bannerHints(await banners.carousel(country))];
    },
  });
  return app;
}
