import type { TitleArt } from './types.js';

export { emptyTileMarkup, tileMarkup, type ArtSymbol } from './tile.js';
export type { TitleArt } from './types.js';

/**
 * Each title's artwork as its own chunk, for a client that shows one title at a time (the game
 * client): about 2 kB gzipped each instead of all five in its main bundle.
 */
export const TITLE_ART_LOADERS: Readonly<Record<string, () => Promise<TitleArt>>> = {
  'fruit-classic': () => import('./fruit-classic.js').then((m) => m.fruitClassicArt),
  'jungle-ways': () => import('./jungle-ways.js').then((m) => m.jungleWaysArt),
  'pharaohs-tomb': () => import('./pharaohs-tomb.js').then((m) => m.pharaohsTombArt),
  'dragons-hoard': () => import('./dragons-hoard.js').then((m) => m.dragonsHoardArt),
  'abyss-ways': () => import('./abyss-ways.js').then((m) => m.abyssWaysArt),
};

/** A title's artwork, or undefined for a title this build has none for. */
export function loadTitleArt(titleId: string): Promise<TitleArt | undefined> {
  const load = Object.hasOwn(TITLE_ART_LOADERS, titleId) ? TITLE_ART_LOADERS[titleId] : undefined;
  return load ? load() : Promise.resolve(undefined);
}
