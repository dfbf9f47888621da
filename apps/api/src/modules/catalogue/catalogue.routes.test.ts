import {
  CURRENCY_CODES,
  currenciesResponseSchema,
  ErrorCode,
  errorBodySchema,
  geoIpResponseSchema,
  geoResponseSchema,
  LANGUAGE_CODES,
  languagesResponseSchema,
  localizationPath,
  localizationResponseSchema,
} from '@jackdaw/contracts';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { useTestApp } from '../../../test/helper.js';

const testApp = useTestApp({ config: { geoCountryOverride: 'IN' } });

async function get(url: string) {
  return testApp().app.inject({ method: 'GET', url });
}

async function expectError(url: string, statusCode: number, code: string) {
  const response = await get(url);
  expect(response.statusCode).toBe(statusCode);
  const body = z.parse(errorBodySchema, response.json());
  expect(body.code).toBe(code);
  expect(body.message.length).toBeGreaterThan(0);
}

describe('GET /api/v1/users/currencies', () => {
  it('answers the 14 currencies in the order of the spec', async () => {
    const response = await get('/api/v1/users/currencies');
    expect(response.statusCode).toBe(200);
    const body = z.parse(currenciesResponseSchema, response.json());
    expect(body.currencies.map((currency) => currency.isoCode)).toEqual([...CURRENCY_CODES]);
    expect(body.currencies.every((currency) => currency.name === currency.isoCode)).toBe(true);
    expect(body.currencies.find((c) => c.isoCode === 'INR')).toMatchObject({
      sign: '₹',
      signPosition: 'before',
    });
    expect(response.headers['cache-control']).toContain('max-age=300');
  });

  it('answers 304 when the caller already holds the same list', async () => {
    const first = await get('/api/v1/users/currencies');
    const again = await testApp().app.inject({
      url: '/api/v1/users/currencies',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('ignores unknown query parameters rather than failing', async () => {
    expect((await get('/api/v1/users/currencies?foo=bar')).statusCode).toBe(200);
  });
});

describe('GET /api/v1/users/languages', () => {
  it('answers the 11 languages with a locally served flag each', async () => {
    const body = z.parse(languagesResponseSchema, (await get('/api/v1/users/languages')).json());
    expect(body.languages.map((language) => language.isoCode)).toEqual([...LANGUAGE_CODES]);
    for (const language of body.languages) {
      expect(language.image).toMatch(/^\/flags\/[a-z]{2}\.svg$/);
      const flag = await get(language.image);
      expect(flag.statusCode).toBe(200);
      expect(flag.headers['content-type']).toContain('image/svg+xml');
    }
  });
});

describe('GET /api/v1/localization', () => {
  it('defaults to English', async () => {
    const body = z.parse(localizationResponseSchema, (await get('/api/v1/localization')).json());
    expect(body.language).toBe('EN');
    expect(body.url).toBe('/langs/Localization+(en).json');
    expect(Object.keys(body.translations).length).toBeGreaterThan(0);
  });

  it('takes the code in any casing', async () => {
    const body = z.parse(
      localizationResponseSchema,
      (await get('/api/v1/localization?lang=kz')).json(),
    );
    expect(body.language).toBe('KZ');
    expect(body.url).toBe('/langs/Localization+(kk).json');
  });

  it('refuses an unsupported language', async () => {
    await expectError('/api/v1/localization?lang=de', 400, ErrorCode.RequestInvalid);
    await expectError('/api/v1/localization?lang=', 400, ErrorCode.RequestInvalid);
  });
});

describe('GET /langs/Localization+(code).json', () => {
  it.each(LANGUAGE_CODES)('serves the %s dictionary with an entity tag', async (code) => {
    const response = await get(localizationPath(code));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    const etag = response.headers.etag;
    expect(etag).toBeTruthy();
    const again = await testApp().app.inject({
      method: 'GET',
      url: localizationPath(code),
      headers: { 'if-none-match': String(etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('uses kk for Kazakh and rus for Russian, as the site asks', async () => {
    expect((await get('/langs/Localization+(kk).json')).statusCode).toBe(200);
    expect((await get('/langs/Localization+(rus).json')).statusCode).toBe(200);
    await expectError('/langs/Localization+(kz).json', 404, ErrorCode.LocalizationNotFound);
    await expectError('/langs/Localization+(ru).json', 404, ErrorCode.LocalizationNotFound);
  });

  it('answers 404 with a code for anything else under /langs', async () => {
    await expectError('/langs/Localization+(de).json', 404, ErrorCode.LocalizationNotFound);
    await expectError('/langs/..%2Fpackage.json', 404, ErrorCode.LocalizationNotFound);
    await expectError('/langs/Localization+(en).json.bak', 404, ErrorCode.LocalizationNotFound);
  });
});

describe('geo', () => {
  it('GET /geo answers the country with its currency (override for local testing)', async () => {
    const body = z.parse(geoResponseSchema, (await get('/api/v1/geo')).json());
    expect(body.data).toEqual({
      countryCode: 'IN',
      name: 'India',
      currencyIsoCode: 'INR',
      isCountryDefined: true,
      blocked: false,
    });
  });

  it('GET /geo/ip answers the caller address too', async () => {
    const body = z.parse(geoIpResponseSchema, (await get('/api/v1/geo/ip?lang=TR')).json());
    expect(body.data.ip).toBe('127.0.0.1');
    expect(body.data.name).toBe('Hindistan');
  });

  it('GET /geo/{country} names the country in the asked language', async () => {
    const turkey = z.parse(geoResponseSchema, (await get('/api/v1/geo/tr?lang=ru')).json());
    expect(turkey.data).toMatchObject({
      countryCode: 'TR',
      currencyIsoCode: 'TRY',
      isCountryDefined: true,
    });
    expect(turkey.data.name).toBe('Турция');
    const germany = z.parse(geoResponseSchema, (await get('/api/v1/geo/DE')).json());
    expect(germany.data.currencyIsoCode).toBe('EUR');
    const japan = z.parse(geoResponseSchema, (await get('/api/v1/geo/JP')).json());
    expect(japan.data.currencyIsoCode).toBe('USD');
  });

  it('refuses unknown and malformed countries and languages with a code', async () => {
    await expectError('/api/v1/geo/ZZ', 404, ErrorCode.GeoUnknownCountry);
    await expectError('/api/v1/geo/USA', 400, ErrorCode.RequestInvalid);
    await expectError('/api/v1/geo/1', 400, ErrorCode.RequestInvalid);
    await expectError('/api/v1/geo/%00%00', 400, ErrorCode.RequestInvalid);
    await expectError('/api/v1/geo/IN?lang=xx', 400, ErrorCode.RequestInvalid);
    await expectError('/api/v1/geo?lang=123', 400, ErrorCode.RequestInvalid);
    await expectError('/api/v1/geo/ip?lang=', 400, ErrorCode.RequestInvalid);
  });
});

describe('GET /static/countries.json', () => {
  it('lists every country with a supported currency and a name in each language', async () => {
    const response = await get('/static/countries.json');
    expect(response.statusCode).toBe(200);
    const { countries } = response.json() as {
      countries: { code: string; currencyIsoCode: string; names: Record<string, string> }[];
    };
    expect(countries.length).toBeGreaterThan(240);
    const bangladesh = countries.find((country) => country.code === 'BD');
    expect(bangladesh?.currencyIsoCode).toBe('BDT');
    expect(bangladesh?.names.EN).toBe('Bangladesh');
    expect(bangladesh?.names.RU).toBe('Бангладеш');
    for (const country of countries) {
      expect(CURRENCY_CODES).toContain(country.currencyIsoCode);
      expect(Object.keys(country.names).sort()).toEqual([...LANGUAGE_CODES].sort());
    }
  });
});

describe('flags', () => {
  it('answers 404 for an unknown or malformed flag', async () => {
    await expectError('/flags/qq.svg', 404, ErrorCode.RouteNotFound);
    await expectError('/flags/..%2F..%2Fpackage.json', 404, ErrorCode.RouteNotFound);
  });
});
