/**
 * A title's artwork: SVG markup strings, no framework, so the game client (Preact), the verify
 * page (React) and the server's covers (a string to rasterise) draw the same pictures.
 */
export interface TitleArt {
  /** Tile colours behind the symbols: regular, wild, scatter. */
  tiles: { regular: string; wild: string; scatter: string };
  /** Each symbol's drawing in a 100×100 box, without its tile. Pictures only: never `<text>`. */
  symbols: Readonly<Record<string, string>>;
  /**
   * The cover's scene in a 256×256 box; the lobby shows it cropped to 4:3, so what matters sits
   * between y = 32 and y = 224. Gradient ids start with `s` (the cover is its own document).
   */
  scene: string;
  /** The symbols the cover shows: the hero in the middle, then left and right. */
  cover: readonly [string, string, string];
}
