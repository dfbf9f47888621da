import { createReadStream } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { ErrorCode, languageFromFileCode } from '@jackdaw/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../lib/app-error.js';
import { sendJsonBody } from '../../lib/cached-json.js';
import { listCountries } from './geo.service.js';
import type { LocalizationService } from './localization.service.js';

const require = createRequire(import.meta.url);
const flagsDir = join(dirname(require.resolve('flag-icons/package.json')), 'flags/4x3');

/** `Localization+(en).json`; a '+' decoded as a space is accepted too. */
const localizationFile = /^Localization[+ ]\(([a-z]{2,3})\)\.json$/;

/**
 * Files served from the site root rather than the API: the dictionaries, the countries file and
 * the flags. They exist without a site build, so tests and a bare API serve them too.
 */
export const catalogueAssets: FastifyPluginAsync<{ localization: LocalizationService }> = async (
  app,
  opts,
) => {
  app.get<{ Params: { file: string } }>(
    '/langs/:file',
    { schema: { hide: true } },
    async (request, reply) => {
      const match = localizationFile.exec(request.params.file);
      const language = match?.[1] ? languageFromFileCode(match[1]) : undefined;
      if (!language) {
        throw AppError.notFound(
          ErrorCode.LocalizationNotFound,
          `No localization file '${request.params.file}'`,
        );
      }
      return sendJsonBody(
        request,
        reply,
        await opts.localization.get(language),
        'public, max-age=300',
      );
    },
  );

  let countriesBody: string | undefined;
  app.get('/static/countries.json', { schema: { hide: true } }, async (_request, reply) => {
    countriesBody ??= JSON.stringify({ countries: listCountries() });
    return reply
      .header('cache-control', 'public, max-age=86400')
      .type('application/json; charset=utf-8')
      .send(countriesBody);
  });

  app.get<{ Params: { file: string } }>(
    '/flags/:file',
    { schema: { hide: true } },
    async (request, reply) => {
      const match = /^([a-z]{2})\.svg$/.exec(request.params.file);
      if (!match) throw AppError.notFound(ErrorCode.RouteNotFound, 'No such flag');
      const stream = createReadStream(join(flagsDir, `${match[1]}.svg`));
      await new Promise<void>((resolve, reject) => {
        stream.once('open', () => resolve());
        stream.once('error', () =>
          reject(AppError.notFound(ErrorCode.RouteNotFound, 'No such flag')),
        );
      });
      return reply
        .header('cache-control', 'public, max-age=604800')
        .type('image/svg+xml')
        .send(stream);
    },
  );
};
