import { createHash } from 'node:crypto';
import { ErrorCode, UPLOAD_MAX_BYTES, type AdminUpload } from '@jackdaw/contracts';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import sharp from 'sharp';
import type { SqlRunner, SqlSession } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';

/** What the first bytes of a known picture look like, and its type and file extension. */
const SIGNATURES: { type: string; ext: string; test: (bytes: Buffer) => boolean }[] = [
  {
    // GIF87a / GIF89a: taken by the support chat only (`pictureTypeOf`), not by staff uploads.
    type: 'image/gif',
    ext: 'gif',
    test: (b) => ['GIF87a', 'GIF89a'].includes(b.toString('latin1', 0, 6)),
  },
  {
    type: 'image/png',
    ext: 'png',
    test: (b) =>
      b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  { type: 'image/jpeg', ext: 'jpg', test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  {
    type: 'image/webp',
    ext: 'webp',
    test: (b) => b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP',
  },
  {
    // An ISO-BMFF `ftyp` box whose major or a compatible brand is AVIF.
    type: 'image/avif',
    ext: 'avif',
    test: (b) => {
      if (b.length < 16 || b.toString('latin1', 4, 8) !== 'ftyp') return false;
      const boxSize = Math.min(b.readUInt32BE(0), b.length, 64);
      for (let at = 8; at + 4 <= boxSize; at += 4) {
        if (at === 12) continue; // the minor version, not a brand
        if (['avif', 'avis'].includes(b.toString('latin1', at, at + 4))) return true;
      }
      return false;
    },
  },
];

/** The types staff uploads take (banner art, game covers). */
const UPLOAD_TYPES = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/avif']);
const EXT_TYPES = new Map(SIGNATURES.map((signature) => [signature.ext, signature.type]));

/**
 * What a picture is by its first bytes (PNG signature, JPEG SOI, RIFF…WEBP, an AVIF `ftyp` box,
 * GIF87a/89a), never by its name or a header; undefined for anything else. Whether the bytes
 * are a readable picture is for `sharp` to say after this.
 */
export function pictureTypeOf(bytes: Buffer): { type: string; ext: string } | undefined {
  const signature = SIGNATURES.find((candidate) => candidate.test(bytes));
  return signature && { type: signature.type, ext: signature.ext };
}
const uploadPath = /^\/static\/uploads\/([0-9a-f]{64})\.(png|jpg|webp|avif)$/;

/** The stable, content-addressed URL of an upload. */
export const uploadUrl = (sha256: string, ext: string) => `/static/uploads/${sha256}.${ext}`;

const unsupported = (message: string) => new AppError(415, ErrorCode.UnsupportedMediaType, message);

interface UploadRow {
  sha256: string;
  content_type: string;
  ext: string;
  size: number;
  width: number;
  height: number;
}

const viewOf = (row: UploadRow): AdminUpload => ({
  url: uploadUrl(row.sha256, row.ext),
  contentType: row.content_type,
  size: Number(row.size),
  width: Number(row.width),
  height: Number(row.height),
});

export interface UploadsService {
  /**
   * Checks a picture (PNG, JPEG, WebP or AVIF by its first bytes, decodable, ≤ 2 MiB: else 415 /
   * 413) and stores it in the caller's transaction; the same bytes again are the same upload.
   */
  store(tx: SqlSession, body: unknown, staffId: number): Promise<AdminUpload>;
  /** The upload a `/static/uploads/…` URL names, read in the caller's transaction, or null. */
  find(tx: SqlSession, url: string): Promise<AdminUpload | null>;
}

export function createUploadsService(): UploadsService {
  return {
    async store(tx, body, staffId) {
      if (!Buffer.isBuffer(body) || body.length === 0) {
        throw unsupported('Send the picture itself as the body (PNG, JPEG, WebP or AVIF).');
      }
      if (body.length > UPLOAD_MAX_BYTES) {
        throw new AppError(413, ErrorCode.RequestTooLarge, 'A picture may be at most 2 MiB.');
      }
      const signature = pictureTypeOf(body);
      if (!signature || !UPLOAD_TYPES.has(signature.type))
        throw unsupported('Only PNG, JPEG, WebP and AVIF pictures are accepted.');
      let width: number | undefined;
      let height: number | undefined;
      try {
        ({ width, height } = await sharp(body, { limitInputPixels: 40_000_000 }).metadata());
      } catch {
        throw unsupported('The picture cannot be read.');
      }
      if (!width || !height) throw unsupported('The picture cannot be read.');
      const sha256 = createHash('sha256').update(body).digest('hex');
      await tx.query(
        `insert into uploads (sha256, content_type, ext, bytes, size, width, height, created_by)
         values ($1, $2, $3, $4, $5, $6, $7, $8) on conflict (sha256) do nothing`,
        [sha256, signature.type, signature.ext, body, body.length, width, height, staffId],
      );
      return {
        url: uploadUrl(sha256, signature.ext),
        contentType: signature.type,
        size: body.length,
        width,
        height,
      };
    },
    async find(tx, url) {
      const match = uploadPath.exec(url);
      if (!match) return null;
      const [row] = await tx.query<UploadRow>(
        `select sha256, content_type, ext, size, width, height from uploads
         where sha256 = $1 and ext = $2`,
        [match[1], match[2]],
      );
      return row ? viewOf(row) : null;
    },
  };
}

/** Bytes and headers of the uploads served lately, so a busy banner reads the database once. */
const SERVED_KEPT_BYTES = 16 * 1024 * 1024;

/**
 * GET /static/uploads/<sha256>.<ext>: an upload's bytes. The URL names the content, so the answer
 * never changes: cached a year, immutable. Unknown → 404 ROUTE.NOT_FOUND.
 */
export const uploadsAssets: FastifyPluginAsync<{ sql: SqlRunner }> = async (app, { sql }) => {
  const kept = new Map<string, Buffer>();
  let keptBytes = 0;
  app.get<{ Params: { file: string } }>(
    '/static/uploads/:file',
    // A file, not a call: kept out of the API's OpenAPI document.
    { schema: { hide: true } },
    async (request, reply) => {
      const match = /^([0-9a-f]{64})\.(png|jpg|webp|avif)$/.exec(request.params.file);
      if (!match) throw new AppError(404, ErrorCode.RouteNotFound, 'No such upload.');
      const [, sha256, ext] = match as unknown as [string, string, string];
      const etag = `"${sha256}"`;
      reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('etag', etag)
        .header('x-content-type-options', 'nosniff')
        .type(EXT_TYPES.get(ext)!);
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      let bytes = kept.get(request.params.file);
      if (!bytes) {
        const [row] = await sql.query<{ bytes: Uint8Array }>(
          'select bytes from uploads where sha256 = $1 and ext = $2',
          [sha256, ext],
        );
        if (!row) throw new AppError(404, ErrorCode.RouteNotFound, 'No such upload.');
        bytes = Buffer.from(row.bytes);
        if (bytes.length <= SERVED_KEPT_BYTES / 8) {
          kept.set(request.params.file, bytes);
          keptBytes += bytes.length;
          for (const [key, value] of kept) {
            if (keptBytes <= SERVED_KEPT_BYTES) break;
            kept.delete(key);
            keptBytes -= value.length;
          }
        }
      }
      return reply.send(bytes);
    },
  );
};

/**
 * Lets the routes of the plugin it is called in take a picture's raw bytes as the body (any
 * image type or application/octet-stream); what the bytes are is decided by `store`, and a body
 * over 2 MiB is refused while it arrives (413 REQUEST.TOO_LARGE).
 */
export function acceptRawPictures(app: FastifyInstance): void {
  app.addContentTypeParser(
    /^(?:image\/[a-z0-9.+-]+|application\/octet-stream)$/i,
    { parseAs: 'buffer', bodyLimit: UPLOAD_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );
}
