import { API_PREFIX } from '@jackdaw/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { DatabaseHandle } from './db/client.js';
import { createCatalogueRepository } from './modules/catalogue/catalogue.repository.js';
import { catalogueAssets } from './modules/catalogue/catalogue.assets.js';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes.js';
import { createCatalogueService } from './modules/catalogue/catalogue.service.js';
import { countryForIp, createGeoService } from './modules/catalogue/geo.service.js';
import { createLocalizationService } from './modules/catalogue/localization.service.js';
import { systemRoutes } from './modules/system/system.routes.js';
import { gamesAssets } from './modules/games/games.assets.js';
import { createGamesRepository } from './modules/games/games.repository.js';
import { gamesRoutes } from './modules/games/games.routes.js';
import { createGamesService } from './modules/games/games.service.js';
import { gamesPopularity } from './modules/games/popularity.js';
import { createDefaultProviders } from './modules/games/providers/index.js';
import { gameWalletRoutes } from './modules/game-wallet/game-wallet.routes.js';
import { createGameWalletService } from './modules/game-wallet/game-wallet.service.js';
import { bannersRoutes, createBannersService } from './modules/banners/banners.routes.js';
import { authPlugin } from './modules/auth/auth.plugin.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { createAuthService } from './modules/auth/auth.service.js';
import { mailSandboxRoutes } from './modules/mail/mail.routes.js';
import { createMailService } from './modules/mail/mail.service.js';
import { createUsersRepository } from './modules/users/users.repository.js';
import { usersRoutes } from './modules/users/users.routes.js';
import { createUsersService } from './modules/users/users.service.js';
import { registerPayments } from './modules/payments/payments.plugin.js';
import { createPlayRepository } from './modules/play/play.repository.js';
import { playRoutes } from './modules/play/play.routes.js';
import { createPlayService } from './modules/play/play.service.js';
import { createLedger } from './modules/wallet/ledger.js';
import { walletRoutes } from './modules/wallet/wallet.routes.js';
import { createWalletService } from './modules/wallet/wallet.service.js';
import { docsPlugin } from './plugins/docs.js';
import { clientErrorHandler, errorsPlugin, frameworkErrors } from './plugins/errors.js';
import { jsonDepthPlugin } from './plugins/json-depth.js';
import { loggerOptions } from './lib/logging.js';
import { validatorCompiler } from './lib/validation.js';
import { gameClientPlugin } from './plugins/game-client.js';
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
  await app.register(authPlugin, {
    secret: config.jwtSecret,
    ttlHours: config.tokenTtlHours,
    users: usersRepository,
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
    publicUrl: config.publicUrl,
  });
  const banners = createBannersService(database.db);
  const auth = createAuthService({
    db: database.db,
    app,
    users: usersRepository,
    mail,
    publicUrl: config.publicUrl,
  });

  await app.register(systemRoutes, { database });
  await app.register(catalogueAssets, { localization });
  await app.register(gamesAssets, { repository: gamesRepository, providers: gameProviders });
  await app.register(gamesPopularity, { games });
  if (config.sandboxEnabled) await app.register(mailSandboxRoutes, { mail });
  await app.register(
    async (api) => {
      await api.register(catalogueRoutes, { catalogue, localization, geo });
      await api.register(authRoutes, { auth, geoCountryOverride: config.geoCountryOverride });
      await api.register(usersRoutes, { users });
      await api.register(walletRoutes, { wallet });
      await api.register(bannersRoutes, {
        banners,
        geoCountryOverride: config.geoCountryOverride,
      });
      await api.register(gamesRoutes, { games });
      await api.register(playRoutes, {
        play: createPlayService({
          repository: createPlayRepository(database.sql),
          ledger,
          redeemLaunch: games.redeemLaunch,
        }),
        isRealLaunch: games.isRealLaunch,
      });
      await api.register(gameWalletRoutes, {
        gameWallet: createGameWalletService(ledger, database.sql),
        secrets: config.gameWalletSecrets,
      });
    },
    { prefix: API_PREFIX },
  );
  await registerPayments(app, { config, database, ledger, users: usersRepository });

  await app.register(gameClientPlugin, { distDir: config.playDistDir });
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
