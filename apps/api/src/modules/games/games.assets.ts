import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ErrorCode } from '@jackdaw/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { apiRoot } from '../../config.js';
import { AppError } from '../../lib/app-error.js';
import type { GameProviderRegistry } from './game-provider.js';
import type { GamesRepository } from './games.repository.js';
import { COVER_SIZES, coverSvg, type CoverSize } from './images.js';

const assetsDir = join(apiRoot, 'src/modules/games/assets');
const immutable = 'public, max-age=604800';

/**
 * Game covers and provider logos, served from the site root (`/static/...`) like the flags:
 * covers are drawn from the uuid, logos are files of this module with a default icon.
 */
export const gamesAssets: FastifyPluginAsync<{
  repository: GamesRepository;
  providers: GameProviderRegistry;
}> = async (app, { repository, providers }) => {
  const logos = new Map<string, Promise<string>>();
  const logo = (file: string) => {
    let svg = logos.get(file);
    if (!svg) {
      svg = readFile(join(assetsDir, file), 'utf8');
      logos.set(file, svg);
      svg.catch(() => logos.delete(file));
    }
    return svg;
  };

  app.get<{ Params: { file: string } }>(
    '/static/providers/:file',
    { schema: { hide: true } },
    async (request, reply) => {
      const alias = /^([a-z0-9-]{1,40})\.svg$/.exec(request.params.file)?.[1];
      if (!alias) throw AppError.notFound(ErrorCode.RouteNotFound, 'No such logo');
      const file = providers.get(alias)?.logo ?? 'default.svg';
      const svg = await logo(file).catch(() => logo('default.svg'));
      return reply.header('cache-control', immutable).type('image/svg+xml').send(svg);
    },
  );

  app.get<{ Params: { uuid: string; file: string } }>(
    '/static/games/:uuid/:file',
    { schema: { hide: true } },
    async (request, reply) => {
      const size = /^(small|large)\.svg$/.exec(request.params.file)?.[1] as CoverSize | undefined;
      const uuid = request.params.uuid.toLowerCase();
      const valid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(uuid);
      const game = size && valid ? await repository.findForLaunch({ uuid }) : undefined;
      if (!game || !size || !(size in COVER_SIZES)) {
        throw AppError.notFound(ErrorCode.GameNotFound, 'No such game cover');
      }
      return reply
        .header('cache-control', immutable)
        .type('image/svg+xml')
        .send(coverSvg(game.uuid, game.name, size));
    },
  );
};
