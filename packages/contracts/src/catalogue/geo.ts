import * as z from 'zod/mini';
import { okEnvelope } from '../envelope.js';
import { currencyCodeSchema } from './currencies.js';
import { languageParamSchema } from './languages.js';

export const geoDataSchema = z
  .object({
    /** ISO 3166-1 alpha-2, or null when the country is not known. */
    countryCode: z.nullable(z.string().check(z.length(2))),
    /** Country name in the requested language; empty when the country is not known. */
    name: z.string(),
    /** The currency we suggest for the country: its own when supported, else EUR or USD. */
    currencyIsoCode: currencyCodeSchema,
    isCountryDefined: z.boolean(),
    /**
     * The operator blocks this country: no registration, deposit, withdrawal or real-money play
     * (spec core §6: its visitors go to the not-available page). Demo play stays open.
     */
    blocked: z.boolean(),
  })
  .register(z.globalRegistry, { id: 'Geo' });
export type GeoData = z.infer<typeof geoDataSchema>;

export const geoResponseSchema = okEnvelope({ data: geoDataSchema });
export type GeoResponse = z.infer<typeof geoResponseSchema>;

export const geoIpResponseSchema = okEnvelope({
  data: z.extend(geoDataSchema, { ip: z.string() }),
});
export type GeoIpResponse = z.infer<typeof geoIpResponseSchema>;

export const geoQuerySchema = z.object({
  lang: z.optional(languageParamSchema),
});

export const geoCountryParamsSchema = z.object({
  country: z.pipe(
    z.string().check(z.regex(/^[A-Za-z]{2}$/, 'Country must be a two-letter ISO 3166-1 code')),
    z.transform((value) => value.toUpperCase()),
  ),
});

export const countrySchema = z.object({
  code: z.string().check(z.length(2)),
  currencyIsoCode: currencyCodeSchema,
  /** Names by language code (the 11 supported); English is always present. */
  names: z.record(z.string(), z.string()),
});
export type Country = z.infer<typeof countrySchema>;

export const countriesFileSchema = z.object({ countries: z.array(countrySchema) });
export type CountriesFile = z.infer<typeof countriesFileSchema>;
