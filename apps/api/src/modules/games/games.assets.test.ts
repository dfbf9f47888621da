import { API_PREFIX, GAME_COVER_WIDTHS, type GamesResponse } from '@jackdaw/contracts';
import { SLOT_TITLES } from '@jackdaw/games';
import { symbolArt, TITLE_ART } from '@jackdaw/games/art';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper.js';
import { nextAddress } from '../../../test/players.js';
import { gameUuid } from './games.seed.js';

const testApp = useTestApp();

const fetchStatic = (url: string, headers: Record<string, string> = {}) =>
  testApp().app.inject({ url, headers, remoteAddress: nextAddress() });

async function firstPage(): Promise<GamesResponse['data']> {
  const response = await testApp().app.inject({
    url: `${API_PREFIX}/games?take=15`,
    remoteAddress: nextAddress(),
  });
  return (response.json() as GamesResponse).data;
}

describe('raster covers', () => {
  it('renders every width in WebP and AVIF from the SVG artwork, square and sized', async () => {
    const [game] = await firstPage();
    const etags = new Set<string>();
    for (const width of GAME_COVER_WIDTHS) {
      for (const format of ['webp', 'avif'] as const) {
        const response = await fetchStatic(`/static/games/${game!.uuid}/${width}.${format}`);
        expect(response.statusCode, response.body).toBe(200);
        expect(response.headers['content-type']).toBe(`image/${format}`);
        expect(response.headers['cache-control']).toBe('public, max-age=2592000');
        const meta = await sharp(response.rawPayload).metadata();
        expect(meta.format).toBe(format === 'webp' ? 'webp' : 'heif');
        expect([meta.width, meta.height]).toEqual([width, width]);
        // Drawn, not a flat fill: the picture carries the artwork (or the name and gradient).
        const { channels } = await sharp(response.rawPayload).stats();
        expect(channels[0]!.stdev).toBeGreaterThan(5);
        etags.add(String(response.headers.etag));
      }
    }
    expect(etags.size).toBe(GAME_COVER_WIDTHS.length * 2);
  });

  it('renders a picture once: later requests come from memory, and a known ETag gets 304', async () => {
    // The first game's covers were rendered by the test above.
    const games = (await firstPage()).slice(1);
    expect(games.length).toBeGreaterThan(1);
    const urls = games.map((game) => game.image);
    const first = await Promise.all(urls.map((url) => fetchStatic(url)));
    for (const response of first) {
      expect(response.statusCode).toBe(200);
      expect(response.headers['server-timing']).toMatch(/^raster;desc="rendered";dur=/);
    }
    const again = await Promise.all(urls.map((url) => fetchStatic(url)));
    again.forEach((response, index) => {
      expect(response.headers['server-timing']).toBe('raster;desc="cached"');
      expect(response.headers.etag).toBe(first[index]!.headers.etag);
      expect(response.rawPayload.equals(first[index]!.rawPayload)).toBe(true);
    });

    const etag = String(first[0]!.headers.etag);
    const revalidated = await fetchStatic(urls[0]!, { 'if-none-match': etag });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload.length).toBe(0);
    expect(revalidated.headers.etag).toBe(etag);
  });

  it('lists the WebP widths in imageSrcset, each of them served', async () => {
    const [game] = await firstPage();
    const entries = game!.imageSrcset.split(', ').map((entry) => entry.split(' '));
    expect(entries.map(([, width]) => width)).toEqual(GAME_COVER_WIDTHS.map((w) => `${w}w`));
    expect(entries.map(([url]) => url)).toContain(game!.image);
    expect(entries.map(([url]) => url)).toContain(game!.imageLarge);
    for (const [url] of entries) expect((await fetchStatic(url!)).statusCode).toBe(200);
  });

  it('answers 404 JSON for an unknown uuid, width or format', async () => {
    const [game] = await firstPage();
    for (const url of [
      '/static/games/00000000-0000-4000-8000-000000000000/400.webp',
      '/static/games/not-a-uuid/400.webp',
      `/static/games/${game!.uuid}/300.webp`,
      `/static/games/${game!.uuid}/400.png`,
      `/static/games/${game!.uuid}/400.webp.svg`,
    ]) {
      const response = await fetchStatic(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toContain('application/json');
      expect(response.json()).toMatchObject({ statusCode: 404, code: 'GAME.NOT_FOUND' });
    }
  });
});

describe('own studio covers', () => {
  it('draws each own game from its title’s artwork: valid SVG, distinct, rendered to WebP', async () => {
    const svgs = new Set<string>();
    const rasters = new Set<string>();
    for (const title of SLOT_TITLES) {
      const uuid = gameUuid('jackdaw', title.id);
      const response = await fetchStatic(`/static/games/${uuid}/large.svg`);
      expect(response.statusCode, title.id).toBe(200);
      expect(response.headers['content-type']).toContain('image/svg+xml');
      const svg = response.body;
      expect(svg).toContain(TITLE_ART[title.id]!.scene);
      for (const id of TITLE_ART[title.id]!.cover) expect(svg).toContain(symbolArt(title.id, id)!);
      expect(svg).not.toContain('<text');
      const meta = await sharp(Buffer.from(svg)).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['svg', 512, 512]);
      svgs.add(svg);

      const webp = await fetchStatic(`/static/games/${uuid}/200.webp`);
      expect(webp.statusCode).toBe(200);
      const picture = await sharp(webp.rawPayload).metadata();
      expect([picture.format, picture.width, picture.height]).toEqual(['webp', 200, 200]);
      rasters.add(String(webp.headers.etag));
    }
    expect(svgs.size).toBe(SLOT_TITLES.length);
    expect(rasters.size).toBe(SLOT_TITLES.length);
  });
});

describe('raster provider logos', () => {
  it('renders logos at 120, 240 and 360 px wide, the default icon for a provider without one', async () => {
    for (const width of [120, 240, 360]) {
      const own = await fetchStatic(`/static/providers/jackdaw/${width}.webp`);
      expect(own.statusCode).toBe(200);
      expect(own.headers['content-type']).toBe('image/webp');
      const meta = await sharp(own.rawPayload).metadata();
      expect([meta.width, meta.height]).toEqual([width, width / 3]);
    }
    const own = await fetchStatic('/static/providers/jackdaw/240.avif');
    const unknown = await fetchStatic('/static/providers/acme/240.avif');
    const fallback = await fetchStatic('/static/providers/nobody/240.avif');
    expect([own.statusCode, unknown.statusCode, fallback.statusCode]).toEqual([200, 200, 200]);
    expect(unknown.headers.etag).toBe(fallback.headers.etag);
    expect(unknown.headers.etag).not.toBe(own.headers.etag);
  });

  it('answers 404 for another width, format or a malformed alias', async () => {
    for (const url of [
      '/static/providers/jackdaw/100.webp',
      '/static/providers/jackdaw/240.gif',
      '/static/providers/Jack_daw/240.webp',
    ]) {
      const response = await fetchStatic(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ code: 'ROUTE.NOT_FOUND' });
    }
  });
});
