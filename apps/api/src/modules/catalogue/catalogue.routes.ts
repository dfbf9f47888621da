import {
  currenciesCall,
  ErrorCode,
  geoCall,
  geoCountryCall,
  geoIpCall,
  languagesCall,
  localizationCall,
} from '@jackdaw/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.js';
import { sendJsonBody } from '../../lib/cached-json.js';
import { route } from '../../lib/route.js';
import type { CatalogueService } from './catalogue.service.js';
import { isKnownCountry, type GeoService } from './geo.service.js';
import type { LocalizationService } from './localization.service.js';

export interface CatalogueRoutesOptions {
  catalogue: CatalogueService;
  localization: LocalizationService;
  geo: GeoService;
}

const publicCache = 'public, max-age=300';

/** Currencies, languages, localization and geo: what every screen needs before it renders. */
export const catalogueRoutes: FastifyPluginAsyncZod<CatalogueRoutesOptions> = async (app, opts) => {
  route(app, currenciesCall, {}, async (request, reply) =>
    sendJsonBody(request, reply, await opts.catalogue.currencies(), publicCache),
  );

  route(app, languagesCall, {}, async (request, reply) =>
    sendJsonBody(request, reply, await opts.catalogue.languages(), publicCache),
  );

  route(app, localizationCall, {}, async (request, reply) => {
    const file = await opts.localization.get(request.query.lang);
    reply.header('cache-control', publicCache);
    return {
      statusCode: 200 as const,
      language: file.language,
      url: file.url,
      translations: file.translations,
    };
  });

  route(app, geoCall, {}, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    const country = opts.geo.countryOf(request.ip);
    return {
      statusCode: 200 as const,
      data: await opts.geo.describe(country, request.query.lang),
    };
  });

  route(app, geoIpCall, {}, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    const country = opts.geo.countryOf(request.ip);
    return {
      statusCode: 200 as const,
      data: { ip: request.ip, ...(await opts.geo.describe(country, request.query.lang)) },
    };
  });

  route(app, geoCountryCall, {}, async (request, reply) => {
    const { country } = request.params;
    if (!isKnownCountry(country)) {
      throw AppError.notFound(ErrorCode.GeoUnknownCountry, `Unknown country '${country}'`);
    }
    reply.header('cache-control', publicCache);
    return {
      statusCode: 200 as const,
      data: await opts.geo.describe(country, request.query.lang),
    };
  });
};
