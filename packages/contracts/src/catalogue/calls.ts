import { defineCall, errorResponses } from '../call.js';
import { API_PREFIX } from '../envelope.js';
import { currenciesResponseSchema } from './currencies.js';
import {
  geoCountryParamsSchema,
  geoIpResponseSchema,
  geoQuerySchema,
  geoResponseSchema,
} from './geo.js';
import {
  languagesResponseSchema,
  localizationQuerySchema,
  localizationResponseSchema,
} from './languages.js';

/** What every screen needs before it renders: currencies, languages, dictionary, geo. */

export const currenciesCall = defineCall({
  method: 'GET',
  path: `${API_PREFIX}/users/currencies`,
  tags: ['catalogue'],
  summary: 'The currencies a player can hold',
  auth: 'none',
  responses: { 200: currenciesResponseSchema, ...errorResponses() },
});

export const languagesCall = defineCall({
  method: 'GET',
  path: `${API_PREFIX}/users/languages`,
  tags: ['catalogue'],
  summary: 'The languages of the site, with their flags',
  auth: 'none',
  responses: { 200: languagesResponseSchema, ...errorResponses() },
});

export const localizationCall = defineCall({
  method: 'GET',
  path: `${API_PREFIX}/localization`,
  tags: ['catalogue'],
  summary: 'The dictionary of one language (the same file as /langs/Localization+(xx).json)',
  auth: 'none',
  query: localizationQuerySchema,
  responses: { 200: localizationResponseSchema, ...errorResponses() },
});

export const geoCall = defineCall({
  method: 'GET',
  path: `${API_PREFIX}/geo`,
  tags: ['geo'],
  summary: "The caller's country by IP, and the currency we suggest for it",
  auth: 'none',
  query: geoQuerySchema,
  responses: { 200: geoResponseSchema, ...errorResponses() },
});

export const geoIpCall = defineCall({
  method: 'GET',
  path: `${API_PREFIX}/geo/ip`,
  tags: ['geo'],
  summary: "The caller's IP address and its country",
  auth: 'none',
  query: geoQuerySchema,
  responses: { 200: geoIpResponseSchema, ...errorResponses() },
});

export const geoCountryCall = defineCall({
  method: 'GET',
  path: `${API_PREFIX}/geo/:country`,
  tags: ['geo'],
  summary: 'A country by its ISO 3166-1 alpha-2 code',
  auth: 'none',
  params: geoCountryParamsSchema,
  query: geoQuerySchema,
  responses: { 200: geoResponseSchema, ...errorResponses(404) },
});
