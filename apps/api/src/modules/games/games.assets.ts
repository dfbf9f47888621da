import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ErrorCode, GAME_COVER_WIDTHS, GAME_PROVIDER_LOGO_WIDTHS } from '@jackdaw/contracts';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { apiRoot } from '../../config.js';
import { AppError } from '../../lib/app-error.js';
import type { GameProviderRegistry } from './game-provider.js';
import type { GamesRepository } from './games.repository.js';
import { gameCoverSvg, type CoverGame, type CoverSize } from './images.js';
import {
  createRasterCache,
  RASTER_FORMATS,
  RASTER_TYPES,
  rasterEtag,
  renderSvg,
  type RasterFormat,
} from './raster.js';

const assetsDir = join(apiRoot, 'src/modules/games/assets');
const vectorCache = 'public, max-age=604800';
/** Raster URLs change with nothing but the game's name or art; the ETag revalidates after that. */
const rasterCache = 'public, max-age=2592000';
/** How long what a cover is drawn from (name, provider) is trusted before it is read again. */
const NAME_TTL = 5 * 60_000;
const NAMES_KEPT = 10_000;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const coverFile = new RegExp(
  `^(?:(small|large)\\.svg|(${GAME_COVER_WIDTHS.join('|')})\\.(${RASTER_FORMATS.join('|')}))$`,
);
const logoFile = new RegExp(
  `^(${GAME_PROVIDER_LOGO_WIDTHS.join('|')})\\.(${RASTER_FORMATS.join('|')})$`,
);

export interface GamesAssetsOptions {
  repository: GamesRepository;
  providers: GameProviderRegistry;
  /** Encoded covers and logos kept in memory (default 32 MiB). */
  rasterCacheBytes?: number;
}

/**
 * Game covers and provider logos, served from the site root (`/static/...`) like the flags:
 * the own studio's covers are drawn from their titles' artwork, other games' from the uuid;
 * logos are files of this module with a default icon. Both are
 * also served as WebP and AVIF at fixed widths, rendered from the SVG once and then answered
 * from memory with an ETag.
 */
export const gamesAssets: FastifyPluginAsync<GamesAssetsOptions> = async (
  app,
  { repository, providers, rasterCacheBytes = 32 * 1024 * 1024 },
) => {
  const rasters = createRasterCache({ maxBytes: rasterCacheBytes, concurrency: 2 });

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
  const providerLogo = (alias: string) => {
    const file = providers.get(alias)?.logo ?? 'default.svg';
    return logo(file).catch(() => logo('default.svg'));
  };

  /** What each cover is drawn from, by uuid (null: no such game), read once per page of covers. */
  const covers = new Map<string, { at: number; game: Promise<CoverGame | null> }>();
  const coverGame = (uuid: string) => {
    const hit = covers.get(uuid);
    if (hit && Date.now() - hit.at < NAME_TTL) return hit.game;
    const game = repository
      .findForLaunch({ uuid })
      .then((row) =>
        row
          ? { uuid, name: row.name, providerAlias: row.provider_alias, externalId: row.external_id }
          : null,
      );
    covers.delete(uuid);
    covers.set(uuid, { at: Date.now(), game });
    if (covers.size > NAMES_KEPT) covers.delete(covers.keys().next().value!);
    game.catch(() => covers.delete(uuid));
    return game;
  };

  const sendRaster = async (
    request: FastifyRequest,
    reply: FastifyReply,
    svg: string,
    width: number,
    format: RasterFormat,
  ) => {
    const etag = rasterEtag(svg, width, format);
    reply.header('cache-control', rasterCache).header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    const started = performance.now();
    const { body, cached } = await rasters.get(etag, () => renderSvg(svg, width, format));
    // Shows in the browser's network panel whether this answer cost a render.
    reply.header(
      'server-timing',
      cached
        ? 'raster;desc="cached"'
        : `raster;desc="rendered";dur=${(performance.now() - started).toFixed(1)}`,
    );
    return reply.type(RASTER_TYPES[format]).send(body);
  };

  app.get<{ Params: { file: string } }>(
    '/static/providers/:file',
    { schema: { hide: true } },
    async (request, reply) => {
      const alias = /^([a-z0-9-]{1,40})\.svg$/.exec(request.params.file)?.[1];
      if (!alias) throw AppError.notFound(ErrorCode.RouteNotFound, 'No such logo');
      const svg = await providerLogo(alias);
      return reply.header('cache-control', vectorCache).type('image/svg+xml').send(svg);
    },
  );

  app.get<{ Params: { alias: string; file: string } }>(
    '/static/providers/:alias/:file',
    { schema: { hide: true } },
    async (request, reply) => {
      const match = logoFile.exec(request.params.file);
      if (!match || !/^[a-z0-9-]{1,40}$/.test(request.params.alias)) {
        throw AppError.notFound(ErrorCode.RouteNotFound, 'No such logo');
      }
      const svg = await providerLogo(request.params.alias);
      return sendRaster(request, reply, svg, Number(match[1]), match[2] as RasterFormat);
    },
  );

  app.get<{ Params: { uuid: string; file: string } }>(
    '/static/games/:uuid/:file',
    { schema: { hide: true } },
    async (request, reply) => {
      const match = coverFile.exec(request.params.file);
      const uuid = request.params.uuid.toLowerCase();
      const game = match && uuidPattern.test(uuid) ? await coverGame(uuid) : null;
      if (!match || game === null) {
        throw AppError.notFound(ErrorCode.GameNotFound, 'No such game cover');
      }
      const [, size, width, format] = match;
      if (size) {
        return reply
          .header('cache-control', vectorCache)
          .type('image/svg+xml')
          .send(gameCoverSvg(game, size as CoverSize));
      }
      const svg = gameCoverSvg(game, 'large');
      return sendRaster(request, reply, svg, Number(width), format as RasterFormat);
    },
  );
};
