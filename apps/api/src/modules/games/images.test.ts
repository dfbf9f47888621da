import { SLOT_TITLES } from '@jackdaw/games';
import { aviatorCoverSvg, symbolArt, TITLE_ART } from '@jackdaw/games/art';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { gameCoverSvg, type CoverGame } from './images.js';
import { gameUuid } from './games.seed.js';

const own = (titleId: string, name: string): CoverGame => ({
  uuid: gameUuid('jackdaw', titleId),
  name,
  providerAlias: 'jackdaw',
  externalId: titleId,
});

describe('game covers', () => {
  it('draws each own title from its artwork: its scene and its three cover symbols, no text', () => {
    for (const title of SLOT_TITLES) {
      const svg = gameCoverSvg(own(title.id, title.name), 'large');
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="512" height="512"/);
      expect(svg).toContain(`aria-label="${title.name.replace("'", '&#39;')}"`);
      expect(svg).toContain(TITLE_ART[title.id]!.scene);
      for (const id of TITLE_ART[title.id]!.cover) {
        expect(svg, `${title.id} ${id}`).toContain(symbolArt(title.id, id)!);
      }
      expect(svg).not.toContain('<text');
    }
  });

  it('draws the crash game from its own artwork: the plane over its curve, no text', async () => {
    const svg = gameCoverSvg(own('aviator', 'Aviator'), 'large');
    expect(svg).toBe(aviatorCoverSvg('Aviator', 512));
    expect(svg).not.toContain('<text');
    expect(gameCoverSvg(own('aviator', 'Aviator'), 'small')).toContain('width="256"');
    const raster = await sharp(Buffer.from(svg)).resize(200).webp().toBuffer();
    expect(await sharp(raster).metadata()).toMatchObject({ width: 200, height: 200 });
  });

  it('keeps the generated cover for other providers’ games and for a title without artwork', () => {
    const thirdParty = { ...own('fruit-classic', 'Fruit Classic'), providerAlias: 'acme' };
    const unknown = own('brand-new-title', 'Brand New');
    for (const game of [thirdParty, unknown]) {
      const svg = gameCoverSvg(game, 'small');
      expect(svg).toContain('<linearGradient id="g"');
      expect(svg).toContain(`>${game.name.split(' ')[0]}`);
    }
    expect(gameCoverSvg(thirdParty, 'small')).not.toContain(TITLE_ART['fruit-classic']!.scene);
  });

  it('gives each own title a cover that stays distinct at 200 px', async () => {
    const titles = [...SLOT_TITLES, { id: 'aviator', name: 'Aviator' }];
    const thumbs = await Promise.all(
      titles.map(async (title) => {
        const svg = Buffer.from(gameCoverSvg(own(title.id, title.name), 'large'));
        expect((await sharp(svg).metadata()).format).toBe('svg');
        // 200 px, then the colour layout at 8×8: what tells covers apart at a glance.
        const small = await sharp(svg, { density: (72 * 200) / 512 })
          .resize(200)
          .webp()
          .toBuffer();
        return sharp(small).resize(8, 8, { fit: 'fill' }).removeAlpha().raw().toBuffer();
      }),
    );
    for (let a = 0; a < thumbs.length; a += 1) {
      for (let b = a + 1; b < thumbs.length; b += 1) {
        let difference = 0;
        for (let i = 0; i < thumbs[a]!.length; i += 1) {
          difference += Math.abs(thumbs[a]![i]! - thumbs[b]![i]!);
        }
        const mean = difference / thumbs[a]!.length;
        expect(mean, `${titles[a]!.id} vs ${titles[b]!.id}`).toBeGreaterThan(30);
      }
    }
  });
});
