import { describe, expect, it } from 'vitest';
import { createRasterCache, rasterEtag } from './raster.js';

const later = <T>(value: T, ms = 5) =>
  new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

describe('raster cache', () => {
  it('renders a picture once for callers asking at the same time, then serves it from memory', async () => {
    const cache = createRasterCache({ maxBytes: 1000, concurrency: 2 });
    let renders = 0;
    const render = () => {
      renders += 1;
      return later(Buffer.from('picture'));
    };
    const racing = await Promise.all([1, 2, 3].map(() => cache.get('"a"', render)));
    expect(renders).toBe(1);
    expect(racing.map((answer) => answer.cached)).toEqual([false, false, false]);
    expect(await cache.get('"a"', render)).toEqual({ body: Buffer.from('picture'), cached: true });
    expect(renders).toBe(1);
    expect(cache.stats()).toEqual({ entries: 1, bytes: 7, renders: 1 });
  });

  it('keeps at most maxBytes, dropping the least recently served first', async () => {
    const cache = createRasterCache({ maxBytes: 20, concurrency: 1 });
    const ten = (fill: string) => () => Promise.resolve(Buffer.alloc(10, fill));
    await cache.get('a', ten('a'));
    await cache.get('b', ten('b'));
    await cache.get('a', ten('a')); // a is now the most recent
    await cache.get('c', ten('c')); // b goes
    expect(cache.stats()).toMatchObject({ entries: 2, bytes: 20 });
    expect((await cache.get('a', ten('a'))).cached).toBe(true);
    expect((await cache.get('b', ten('b'))).cached).toBe(false);
    // Larger than the whole cache: served, never kept.
    const huge = await cache.get('h', () => Promise.resolve(Buffer.alloc(30)));
    expect(huge.body.length).toBe(30);
    expect((await cache.get('h', () => Promise.resolve(Buffer.alloc(30)))).cached).toBe(false);
  });

  it('runs at most `concurrency` renders at once and forgets a failed one', async () => {
    const cache = createRasterCache({ maxBytes: 1000, concurrency: 2 });
    let running = 0;
    let peak = 0;
    const render = async () => {
      running += 1;
      peak = Math.max(peak, running);
      await later(null);
      running -= 1;
      return Buffer.from('x');
    };
    await Promise.all(['1', '2', '3', '4', '5'].map((key) => cache.get(key, render)));
    expect(peak).toBe(2);

    await expect(cache.get('bad', () => Promise.reject(new Error('broken svg')))).rejects.toThrow(
      'broken svg',
    );
    expect((await cache.get('bad', () => Promise.resolve(Buffer.from('ok')))).body.toString()).toBe(
      'ok',
    );
  });

  it('tags a picture by its drawing, width and format', () => {
    const tag = rasterEtag('<svg/>', 400, 'webp');
    expect(tag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    expect(rasterEtag('<svg/>', 400, 'webp')).toBe(tag);
    expect(
      new Set([
        tag,
        rasterEtag('<svg />', 400, 'webp'),
        rasterEtag('<svg/>', 200, 'webp'),
        rasterEtag('<svg/>', 400, 'avif'),
      ]).size,
    ).toBe(4);
  });
});
