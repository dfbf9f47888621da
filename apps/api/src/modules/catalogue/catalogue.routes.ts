import {
  currenciesResponseSchema,
  ErrorCode,
  geoCountryParamsSchema,
  geoIpResponseSchema,
  geoQuerySchema,
  geoResponseSchema,
  languagesResponseSchema,
  localizationQuerySchema,
  localizationResponseSchema,
} from '@jackdaw/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.js';
import { sendJsonBody } from '../../lib/cached-json.js';
import { errorResponses, notFoundResponse } from '../../lib/http.js';
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
  app.get(
    '/users/currencies',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'The currencies a player can hold',
        response: { 200: currenciesResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      sendJsonBody(request, reply, await opts.catalogue.currencies(), publicCache),
  );

  app.get(
    '/users/languages',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'The languages of the site, with their flags',
        response: { 200: languagesResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      sendJsonBody(request, reply, await opts.catalogue.languages(), publicCache),
  );

  app.get(
    '/localization',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'The dictionary of one language (the same file as /langs/Localization+(xx).json)',
        querystring: localizationQuerySchema,
        response: { 200: localizationResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const file = await opts.localization.get(request.query.lang);
      reply.header('cache-control', publicCache);
      return {
        statusCode: 200 as const,
        language: file.language,
        url: file.url,
        translations: file.translations,
      };
    },
  );

  app.get(
    '/geo',
    {
      schema: {
        tags: ['geo'],
        summary: "The caller's country by IP, and the currency we suggest for it",
        querystring: geoQuerySchema,
        response: { 200: geoResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const country = opts.geo.countryOf(request.ip);
      return {
        statusCode: 200 as const,
        data: await opts.geo.describe(country, request.query.lang),
      };
    },
  );

  app.get(
    '/geo/ip',
    {
      schema: {
        tags: ['geo'],
        summary: "The caller's IP address and its country",
        querystring: geoQuerySchema,
        response: { 200: geoIpResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const country = opts.geo.countryOf(request.ip);
      return {
        statusCode: 200 as const,
        data: { ip: request.ip, ...(await opts.geo.describe(country, request.query.lang)) },
      };
    },
  );

  app.get(
    '/geo/:country',
    {
      schema: {
        tags: ['geo'],
        summary: 'A country by its ISO 3166-1 alpha-2 code',
        params: geoCountryParamsSchema,
        querystring: geoQuerySchema,
        response: { 200: geoResponseSchema, ...notFoundResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { country } = request.params;
      if (!isKnownCountry(country)) {
        throw AppError.notFound(ErrorCode.GeoUnknownCountry, `Unknown country '${country}'`);
      }
      reply.header('cache-control', publicCache);
      return {
        statusCode: 200 as const,
        data: await opts.geo.describe(country, request.query.lang),
      };
    },
  );
};
