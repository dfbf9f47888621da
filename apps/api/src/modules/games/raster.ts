import { createHash } from 'node:crypto';
import sharp from 'sharp';

/** Formats the picture routes render from SVG. */
export const RASTER_FORMATS = ['webp', 'avif'] as const;
export type RasterFormat = (typeof RASTER_FORMATS)[number];

export const RASTER_TYPES: Record<RasterFormat, string> = {
  webp: 'image/webp',
  avif: 'image/avif',
};

/** Bump when the drawing or the encoder settings change, so entity tags change with the bytes. */
const RENDER_VERSION = '1';

// The renders are cached below; libvips' own operation cache would only hold copies.
sharp.cache(false);

export interface RasterImage {
  body: Buffer;
  etag: string;
}

/** The entity tag of an SVG rendered at a width and format, known before any rendering. */
export function rasterEtag(svg: string, width: number, format: RasterFormat): string {
  const digest = createHash('sha256')
    .update(`${RENDER_VERSION}\n${format}\n${width}\n${svg}`)
    .digest('base64url')
    .slice(0, 27);
  return `"${digest}"`;
}

/** Rasterises an SVG at `width` pixels (height by its aspect), drawn at that size, not scaled. */
export async function renderSvg(svg: string, width: number, format: RasterFormat): Promise<Buffer> {
  const source = Buffer.from(svg);
  const { width: intrinsic = width } = await sharp(source).metadata();
  const image = sharp(source, { density: (72 * width) / intrinsic }).resize({ width });
  return format === 'webp'
    ? image.webp({ quality: 82 }).toBuffer()
    : image.avif({ quality: 55, effort: 2 }).toBuffer();
}

export interface RasterCacheOptions {
  /** Bytes of encoded images kept in memory; the least recently served go first. */
  maxBytes: number;
  /** Renders at once (each takes a libvips thread for 40-250 ms); the others wait their turn. */
  concurrency: number;
}

/**
 * Encoded pictures by entity tag: each is rendered once (concurrent requests for the same one
 * share the render) and then served from memory, least recently used first out.
 */
export function createRasterCache({ maxBytes, concurrency }: RasterCacheOptions) {
  const done = new Map<string, Buffer>();
  const pending = new Map<string, Promise<Buffer>>();
  const queue: (() => void)[] = [];
  let bytes = 0;
  let running = 0;
  let renders = 0;

  async function slot<T>(work: () => Promise<T>): Promise<T> {
    if (running >= concurrency) await new Promise<void>((resume) => queue.push(resume));
    running += 1;
    try {
      return await work();
    } finally {
      running -= 1;
      queue.shift()?.();
    }
  }

  function keep(etag: string, body: Buffer) {
    if (body.length > maxBytes) return;
    done.set(etag, body);
    bytes += body.length;
    for (const [oldest, old] of done) {
      if (bytes <= maxBytes) break;
      done.delete(oldest);
      bytes -= old.length;
    }
  }

  return {
    /** The picture of `etag`, rendered by `render` the first time (`cached` false then). */
    async get(
      etag: string,
      render: () => Promise<Buffer>,
    ): Promise<{ body: Buffer; cached: boolean }> {
      const hit = done.get(etag);
      if (hit) {
        done.delete(etag);
        done.set(etag, hit);
        return { body: hit, cached: true };
      }
      let promise = pending.get(etag);
      if (!promise) {
        promise = slot(() => {
          renders += 1;
          return render();
        });
        pending.set(etag, promise);
        promise.then(
          (body) => keep(etag, body),
          () => undefined,
        );
        const clear = () => pending.delete(etag);
        promise.then(clear, clear);
      }
      return { body: await promise, cached: false };
    },
    stats: () => ({ entries: done.size, bytes, renders }),
  };
}

export type RasterCache = ReturnType<typeof createRasterCache>;
