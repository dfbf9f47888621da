import type { SymbolKind } from '../slots/engine/types.js';
import { starPoints } from './draw.js';
import type { TitleArt } from './types.js';

/** What a drawing needs to know of a symbol. */
export interface ArtSymbol {
  id: string;
  kind: SymbolKind;
}

const DEFAULT_TILES: TitleArt['tiles'] = {
  regular: '#355070',
  wild: '#5a189a',
  scatter: '#9d0208',
};

/** Any symbol of a title newer than this build: a gem in a colour of its own, still no text. */
function unknownArt(symbolId: string): string {
  let hash = 0;
  for (const char of symbolId) hash = (hash * 31 + char.charCodeAt(0)) % 360;
  return `<polygon points="50,86 16,42 30,20 70,20 84,42" fill="hsl(${hash} 65% 55%)" stroke="#1b1b1b" stroke-width="3" stroke-linejoin="round"/><path d="M16 42H84M30 20L40 42L50 86L60 42L70 20" fill="none" stroke="#1b1b1b" stroke-width="2" opacity=".4"/>`;
}

/** The wild's mark, the same on every title: a gold seal in the corner. */
const WILD_SEAL = `<circle cx="82" cy="82" r="13" fill="#ffd60a" stroke="#7a5c00" stroke-width="2"/><polygon points="${starPoints(82, 83, 9, 4)}" fill="#5a189a"/>`;

/** The tile alone, in the kind's colour: what shows while a title's artwork is on its way. */
export function emptyTileMarkup(kind: SymbolKind, art?: TitleArt): string {
  return `<rect x="3" y="3" width="94" height="94" rx="16" fill="${(art?.tiles ?? DEFAULT_TILES)[kind]}"/><rect x="3" y="3" width="94" height="46" rx="16" fill="#fff" opacity=".07"/>`;
}

/**
 * A symbol on its tile from a title's artwork (undefined: a title without any), as the inner
 * markup of `<svg viewBox="0 0 100 100">`. Whoever places it gives that element the symbol's
 * name as its accessible label, in the player's language.
 */
export function tileMarkup(art: TitleArt | undefined, symbol: ArtSymbol): string {
  const drawing = art && Object.hasOwn(art.symbols, symbol.id) ? art.symbols[symbol.id] : undefined;
  return `${emptyTileMarkup(symbol.kind, art)}${drawing ?? unknownArt(symbol.id)}${symbol.kind === 'wild' ? WILD_SEAL : ''}`;
}
