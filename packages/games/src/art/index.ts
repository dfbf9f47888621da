import { abyssWaysArt } from './abyss-ways.js';
import { AVIATOR_TITLE_ID, aviatorCoverSvg } from './aviator.js';
import { dragonsHoardArt } from './dragons-hoard.js';
import { fruitClassicArt } from './fruit-classic.js';
import { jungleWaysArt } from './jungle-ways.js';
import { originalsCoverSvg } from './originals.js';
import { pharaohsTombArt } from './pharaohs-tomb.js';
import { tileMarkup, type ArtSymbol } from './tile.js';
import type { TitleArt } from './types.js';

export { AVIATOR_TITLE_ID, aviatorCoverSvg } from './aviator.js';
export {
  ORIGINALS_COVER_IDS,
  isOriginalsCoverId,
  originalsCoverSvg,
  type OriginalsCoverId,
} from './originals.js';
export { emptyTileMarkup, tileMarkup, type ArtSymbol } from './tile.js';
export type { TitleArt } from './types.js';

/** Every title's artwork by title id. A test holds that each symbol of each title has one. */
export const TITLE_ART: Readonly<Record<string, TitleArt>> = {
  'fruit-classic': fruitClassicArt,
  'jungle-ways': jungleWaysArt,
  'pharaohs-tomb': pharaohsTombArt,
  'dragons-hoard': dragonsHoardArt,
  'abyss-ways': abyssWaysArt,
};

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

/** The drawing of a title's symbol in a 100×100 box, without its tile; undefined if none. */
export function symbolArt(titleId: string, symbolId: string): string | undefined {
  const art = TITLE_ART[titleId];
  return art && Object.hasOwn(art.symbols, symbolId) ? art.symbols[symbolId] : undefined;
}

/**
 * A symbol on its tile, as the inner markup of `<svg viewBox="0 0 100 100">`: the reels, the
 * paytable and the verify page put it in an element that carries the symbol's name as its
 * accessible label, in the player's language.
 */
export function symbolTile(titleId: string, symbol: ArtSymbol): string {
  return tileMarkup(TITLE_ART[titleId], symbol);
}

/** A symbol on its tile as a whole SVG document, labelled with `label`. */
export function symbolSvg(titleId: string, symbol: ArtSymbol, label: string, size = 100): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100" role="img" aria-label="${escapeXml(label)}">${symbolTile(titleId, symbol)}</svg>`;
}

/**
 * A title's cover, `px` square: its scene with its three cover symbols standing in it (no
 * tiles, no text: the lobby prints the name under it); the crash game's is its plane over its
 * curve (`aviator.ts`), an original's its own picture (`originals.ts`). Undefined for a title
 * without artwork.
 */
export function titleCoverSvg(titleId: string, label: string, px: number): string | undefined {
  if (titleId === AVIATOR_TITLE_ID) return aviatorCoverSvg(label, px);
  const original = originalsCoverSvg(titleId, label, px);
  if (original) return original;
  const art = TITLE_ART[titleId];
  if (!art) return undefined;
  const [hero, left, right] = art.cover.map((id) => art.symbols[id] ?? '');
  const shadow = (cx: number, cy: number, rx: number) =>
    `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${rx / 5}" fill="#000" opacity=".35"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${px}" height="${px}" viewBox="0 0 256 256" role="img" aria-label="${escapeXml(label)}"><defs><clipPath id="c"><rect width="256" height="256" rx="20"/></clipPath><radialGradient id="h"><stop offset="0" stop-color="#fff" stop-opacity=".45"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs><g clip-path="url(#c)">${art.scene}<circle cx="128" cy="104" r="78" fill="url(#h)"/>${shadow(128, 164, 46)}<g transform="translate(70 44) scale(1.16)">${hero}</g>${shadow(57, 206, 34)}${shadow(199, 206, 34)}<g transform="translate(12 118) scale(.9)">${left}</g><g transform="translate(154 118) scale(.9)">${right}</g></g></svg>`;
}
