import { describe, expect, it } from 'vitest';
import { SLOT_TITLES } from '../titles/index.js';
import { emptyTileMarkup } from './tile.js';
import { loadTitleArt, TITLE_ART_LOADERS } from './load.js';
import {
  AVIATOR_TITLE_ID,
  aviatorCoverSvg,
  ORIGINALS_COVER_IDS,
  originalsCoverSvg,
  titleCoverSvg,
  symbolArt,
  symbolSvg,
  symbolTile,
  TITLE_ART,
} from './index.js';

/**
 * Checks that markup is a well-formed tree of SVG elements with nothing but whitespace between
 * them: a picture, never a word (a `<text>`, or letters left between tags).
 */
function problemsOf(markup: string): string[] {
  const problems: string[] = [];
  const open: string[] = [];
  const tag = /<(\/?)([a-zA-Z]+)((?:\s+[\w:-]+="[^"<>]*")*)\s*(\/?)>/g;
  let last = 0;
  for (const match of markup.matchAll(tag)) {
    const between = markup.slice(last, match.index);
    if (between.trim()) problems.push(`content between tags: ${JSON.stringify(between)}`);
    last = match.index + match[0].length;
    const [, closing, name, , selfClosing] = match;
    if (/^(text|tspan|textPath|foreignObject|image|script)$/i.test(name!)) {
      problems.push(`<${name}> element`);
    }
    if (closing) {
      if (open.pop() !== name) problems.push(`</${name}> closes nothing open`);
    } else if (!selfClosing) open.push(name!);
  }
  const rest = markup.slice(last);
  if (rest.trim()) problems.push(`not markup: ${JSON.stringify(rest.slice(0, 40))}`);
  if (open.length) problems.push(`unclosed: ${open.join(', ')}`);
  return problems;
}

describe('title artwork', () => {
  it('draws every symbol of every title, and only titles that exist', () => {
    expect(Object.keys(TITLE_ART).sort()).toEqual(SLOT_TITLES.map((title) => title.id).sort());
    for (const title of SLOT_TITLES) {
      const art = TITLE_ART[title.id]!;
      expect(Object.keys(art.symbols).sort(), title.id).toEqual(
        title.symbols.map((symbol) => symbol.id).sort(),
      );
      for (const symbol of title.symbols) {
        expect(symbolArt(title.id, symbol.id), `${title.id} ${symbol.id}`).toMatch(/^<\w/);
      }
      for (const id of art.cover) expect(art.symbols[id], `${title.id} cover ${id}`).toBeDefined();
    }
  });

  it('is pictures only: well-formed SVG elements, no <text>, no letters between tags', () => {
    for (const title of SLOT_TITLES) {
      const art = TITLE_ART[title.id]!;
      for (const symbol of title.symbols) {
        expect(problemsOf(symbolTile(title.id, symbol)), `${title.id} ${symbol.id}`).toEqual([]);
      }
      expect(problemsOf(art.scene), `${title.id} scene`).toEqual([]);
      expect(problemsOf(titleCoverSvg(title.id, title.name, 256)!), `${title.id} cover`).toEqual(
        [],
      );
    }
    // The check itself catches what it is for.
    expect(problemsOf('<g><text x="1">D</text></g>')).toEqual(
      expect.arrayContaining(['<text> element', 'content between tags: "D"']),
    );
    expect(problemsOf('<g><circle r="1"/>')).toEqual(['unclosed: g']);
  });

  it('gives each symbol of a title a drawing of its own', () => {
    for (const title of SLOT_TITLES) {
      const drawings = new Set(title.symbols.map((symbol) => symbolArt(title.id, symbol.id)));
      expect(drawings.size, title.id).toBe(title.symbols.length);
    }
  });

  it('marks wilds with the same seal on every title, and draws an unknown symbol without text', () => {
    for (const title of SLOT_TITLES) {
      for (const symbol of title.symbols) {
        expect(symbolTile(title.id, symbol).includes('fill="#5a189a"/>'), symbol.id).toBe(
          symbol.kind === 'wild',
        );
      }
    }
    const unknown = symbolTile('a-title-from-the-future', { id: 'XY', kind: 'regular' });
    expect(problemsOf(unknown)).toEqual([]);
    expect(unknown).not.toContain('XY');
  });

  it('labels a whole symbol SVG with the name given, escaped', () => {
    const svg = symbolSvg('fruit-classic', { id: 'CH', kind: 'regular' }, 'চেরি <"&>');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).toContain('aria-label="চেরি &#60;&#34;&#38;&#62;"');
    expect(problemsOf(svg)).toEqual([]);
  });

  it('draws the crash game’s cover as a picture of its own, labelled with the name given', () => {
    const cover = titleCoverSvg(AVIATOR_TITLE_ID, 'Aviator <&>', 512)!;
    expect(cover).toBe(aviatorCoverSvg('Aviator <&>', 512));
    expect(cover).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="512" height="512"/);
    expect(cover).toContain('aria-label="Aviator &#60;&#38;&#62;"');
    expect(problemsOf(cover)).toEqual([]);
    const slotCovers = SLOT_TITLES.map((title) => titleCoverSvg(title.id, 'Aviator <&>', 512));
    expect(slotCovers).not.toContain(cover);
  });

  it('draws each original’s cover as a picture of its own, in every size asked', () => {
    expect([...ORIGINALS_COVER_IDS].sort()).toEqual([
      'dice',
      'flip',
      'hilo',
      'keno',
      'limbo',
      'mines',
      'plinko',
      'wheel',
    ]);
    const covers = ORIGINALS_COVER_IDS.map((id) => titleCoverSvg(id, `${id} <&>`, 256));
    ORIGINALS_COVER_IDS.forEach((id, i) => {
      const cover = covers[i]!;
      expect(cover, id).toBe(originalsCoverSvg(id, `${id} <&>`, 256));
      expect(cover, id).toMatch(
        /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="256" height="256"/,
      );
      expect(cover, id).toContain(`aria-label="${id} &#60;&#38;&#62;"`);
      expect(problemsOf(cover), id).toEqual([]);
      // No remote or embedded assets: everything is drawn here.
      expect(cover, id).not.toMatch(/href|url\((?!#)/);
      expect(titleCoverSvg(id, id, 512), id).toMatch(/^<svg [^>]*width="512" height="512"/);
    });
    // Pictures, not one picture relabelled: the same label gives eight different drawings.
    const same = ORIGINALS_COVER_IDS.map((id) => originalsCoverSvg(id, 'Original', 256));
    expect(new Set(same).size).toBe(ORIGINALS_COVER_IDS.length);
    const others = [...SLOT_TITLES.map((title) => title.id), AVIATOR_TITLE_ID];
    for (const id of others) expect(same).not.toContain(titleCoverSvg(id, 'Original', 256));
  });

  it('has no cover for a title without artwork', () => {
    expect(titleCoverSvg('nothing-here', 'x', 256)).toBeUndefined();
    expect(originalsCoverSvg('fruit-classic', 'x', 256)).toBeUndefined();
    expect(originalsCoverSvg('toString', 'x', 256)).toBeUndefined();
  });

  it('loads each title’s artwork on its own, the same drawings as the whole set', async () => {
    expect(Object.keys(TITLE_ART_LOADERS).sort()).toEqual(Object.keys(TITLE_ART).sort());
    for (const title of SLOT_TITLES) {
      expect(await loadTitleArt(title.id)).toBe(TITLE_ART[title.id]);
    }
    expect(await loadTitleArt('nothing-here')).toBeUndefined();
    expect(await loadTitleArt('toString')).toBeUndefined();
    expect(problemsOf(emptyTileMarkup('scatter', TITLE_ART['abyss-ways']))).toEqual([]);
  });
});
