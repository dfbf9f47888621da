import { API_PREFIX } from '@jackdaw/contracts';
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
import { createMailService, mailSandboxRoutes } from './modules/mail/index.js';
import {
  createUserAccounts,
  createUsersRepository,
  createUsersService,
  playerStanding,
  usersRoutes,
} from './modules/users/index.js';
import { registerPayments } from './modules/payments/index.js';
import {
  createPlayRepository,
  createPlayService,
  playRoutes,
  realRoundsPerTitle,
  recentRealWins,
  seedSource,
} from './modules/play/index.js';
import { createLedger, createWalletService, walletRoutes } from './modules/wallet/index.js';
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
  const wallet = createWalletService(database.db, ledger);
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
      await api.register(playRoutes, {
        play: createPlayService({
          repository: createPlayRepository(database.sql),
          ledger,
          redeemLaunch: games.redeemLaunch,
          standing: playerStanding,
          seedSource: seedSource(config.testServerSeed),
        }),
        isRealLaunch: games.isRealLaunch,
      });
      await api.register(gameWalletRoutes, {
        gameWallet: createGameWalletService(ledger, database.sql),
        secrets: config.gameWalletSecrets,
      });
      // Roll-ups, reports, the dashboard and exchange rates (folded every 10 s from onReady).
      await registerReports(api, { sql: database.sql, audit });
    },
    { prefix: API_PREFIX },
  );
  await registerPayments(app, { config, database, ledger, users: userAccounts, audit });

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
