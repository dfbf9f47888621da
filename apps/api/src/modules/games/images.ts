import { createHash } from 'node:crypto';
import { GAME_COVER_WIDTHS, type GameCoverWidth } from '@jackdaw/contracts';
import { titleCoverSvg } from '@jackdaw/games/art';
import { jackdawProvider } from './providers/jackdaw/jackdaw.provider.js';
import type { RasterFormat } from './raster.js';

/** Sizes in pixels of the SVG covers (square tiles); the raster covers are drawn from `large`. */
export const COVER_SIZES = { small: 256, large: 512 } as const;
export type CoverSize = keyof typeof COVER_SIZES;

/** A cover as SVG, derived from the uuid (spec core §3 "Game"). */
export const coverUrl = (uuid: string, size: CoverSize) => `/static/games/${uuid}/${size}.svg`;

/** A cover rendered at one of `GAME_COVER_WIDTHS`. */
export const rasterCoverUrl = (
  uuid: string,
  width: GameCoverWidth,
  format: RasterFormat = 'webp',
) => `/static/games/${uuid}/${width}.${format}`;

/** Every WebP width of a cover as an `<img srcset>` value. */
export const coverSrcset = (uuid: string) =>
  GAME_COVER_WIDTHS.map((width) => `${rasterCoverUrl(uuid, width)} ${width}w`).join(', ');

/** A provider's logo; the route answers the default icon for a provider without one. */
export const providerLogoUrl = (alias: string) => `/static/providers/${alias}.svg`;

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * A cover drawn from the uuid (two hues and a pattern angle) with the game's name: every game
 * has a distinct, stable image without an image host, and SVG stays sharp at any size.
 */
export function coverSvg(uuid: string, name: string, size: CoverSize): string {
  const digest = createHash('sha256').update(uuid).digest();
  const hue = (digest[0]! * 360) / 256;
  const hue2 = (hue + 40 + (digest[1]! % 120)) % 360;
  const angle = digest[2]! % 180;
  const px = COVER_SIZES[size];
  const words = name.split(/\s+/);
  const lines: string[] = [];
  for (const word of words) {
    const last = lines.at(-1);
    if (last !== undefined && (last + ' ' + word).length <= 12)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  const text = lines
    .slice(0, 3)
    .map(
      (line, index) =>
        `<text x="128" y="${128 + (index - (Math.min(lines.length, 3) - 1) / 2) * 30}" text-anchor="middle" dominant-baseline="middle">${escapeXml(line)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${px}" height="${px}" viewBox="0 0 256 256" role="img" aria-label="${escapeXml(name)}">
<defs><linearGradient id="g" gradientTransform="rotate(${angle} .5 .5)"><stop offset="0" stop-color="hsl(${hue.toFixed(0)} 70% 38%)"/><stop offset="1" stop-color="hsl(${hue2.toFixed(0)} 75% 22%)"/></linearGradient></defs>
<rect width="256" height="256" rx="20" fill="url(#g)"/>
<circle cx="${40 + (digest[3]! % 176)}" cy="${40 + (digest[4]! % 176)}" r="${30 + (digest[5]! % 50)}" fill="#fff" opacity=".08"/>
<g fill="#fff" font-family="system-ui,sans-serif" font-size="26" font-weight="700">${text}</g>
</svg>`;
}

/** What a cover is drawn from: the game and who provides it. */
export interface CoverGame {
  uuid: string;
  name: string;
  providerAlias: string;
  /** The provider's id of the game: the title id for the own studio's. */
  externalId: string;
}

/**
 * A game's cover: an own-studio title's is drawn from its artwork (its scene and its top
 * symbols, `@jackdaw/games/art`), any other game's is generated from its uuid and name.
 */
export function gameCoverSvg(game: CoverGame, size: CoverSize): string {
  const own =
    game.providerAlias === jackdawProvider.alias
      ? titleCoverSvg(game.externalId, game.name, COVER_SIZES[size])
      : undefined;
  return own ?? coverSvg(game.uuid, game.name, size);
}
