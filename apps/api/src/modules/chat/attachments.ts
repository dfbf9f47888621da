import {
  CHAT_IMAGE_MAX_BYTES,
  CHAT_IMAGE_TYPES,
  ErrorCode,
  type ChatAttachment,
} from '@jackdaw/contracts';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import sharp from 'sharp';
import type { SqlRunner, SqlSession } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { pictureTypeOf } from '../uploads/index.js';
import type { AttachmentLinks } from './attachment-links.js';
import { chatRepository as repo } from './chat.repository.js';

/*
 * Chat images: taken as the raw bytes of the request's body (like the uploads module's pictures),
 * checked by their first bytes and by sharp, kept in the database, and served only through a
 * signed link (attachment-links.ts).
 */

const tooLarge = () =>
  new AppError(413, ErrorCode.ChatImageTooLarge, 'An image may be at most 5 MB.');
const wrongType = (message = 'Only JPEG, PNG, WebP and GIF images are accepted.') =>
  new AppError(415, ErrorCode.ChatImageType, message);

/**
 * Lets the routes of the plugin it is called in take an image's raw bytes as the body (any
 * content type: what the bytes are is decided by `inspectImage`, never by a header). A body
 * announced or arriving larger than CHAT_IMAGE_MAX_BYTES is refused while it arrives with
 * 413 CHAT.IMAGE_TOO_LARGE: nothing past the limit is kept.
 */
export function acceptRawImages(app: FastifyInstance): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (request, payload, done) => {
    const announced = Number(request.headers['content-length']);
    if (Number.isFinite(announced) && announced > CHAT_IMAGE_MAX_BYTES) {
      payload.resume();
      done(tooLarge(), undefined);
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const settle = (error: Error | null, body?: Buffer) => {
      if (settled) return;
      settled = true;
      payload.removeListener('data', onData);
      payload.removeListener('end', onEnd);
      payload.removeListener('error', onError);
      done(error, body);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > CHAT_IMAGE_MAX_BYTES) {
        payload.resume();
        settle(tooLarge());
      } else chunks.push(chunk);
    };
    const onEnd = () => settle(null, Buffer.concat(chunks, size));
    const onError = (error: Error) => settle(error);
    payload.on('data', onData);
    payload.on('end', onEnd);
    payload.on('error', onError);
  });
}

export interface InspectedImage {
  type: (typeof CHAT_IMAGE_TYPES)[number];
  width: number;
  height: number;
}

/**
 * What an image is: JPEG, PNG, WebP or GIF by its first bytes (the uploads module's check), and
 * readable by sharp; else 415 CHAT.IMAGE_TYPE. Over the size limit: 413 CHAT.IMAGE_TOO_LARGE.
 */
export async function inspectImage(body: unknown): Promise<InspectedImage> {
  if (!Buffer.isBuffer(body) || body.length === 0) {
    throw wrongType('Send the image itself as the body (JPEG, PNG, WebP or GIF).');
  }
  if (body.length > CHAT_IMAGE_MAX_BYTES) throw tooLarge();
  const type = pictureTypeOf(body)?.type;
  if (!type || !(CHAT_IMAGE_TYPES as readonly string[]).includes(type)) throw wrongType();
  try {
    const { width, height } = await sharp(body, { limitInputPixels: 40_000_000 }).metadata();
    if (!width || !height) throw wrongType('The image cannot be read.');
    return { type: type as InspectedImage['type'], width, height };
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw wrongType('The image cannot be read.');
  }
}

export const attachmentView = (
  row: { id: number; contentType: string; size: number },
  links: AttachmentLinks,
): ChatAttachment => ({
  id: row.id,
  type: row.contentType as ChatAttachment['type'],
  size: row.size,
  url: links.url(row.id),
});

const notFound = () => AppError.notFound(ErrorCode.ChatNotFound, 'No such image.');

/**
 * GET /static/chat/<id>?expires=…&signature=…: an image, for the holder of a valid signed link
 * only (else 404 CHAT.NOT_FOUND, whether the image exists or not). Private and never stored by
 * a cache (`private, no-store`), with nosniff so a browser never reads it as anything else.
 */
export const chatAttachmentAssets: FastifyPluginAsync<{
  sql: SqlRunner;
  links: AttachmentLinks;
}> = async (app, { sql, links }) => {
  app.get<{ Params: { id: string }; Querystring: { expires?: string; signature?: string } }>(
    '/static/chat/:id',
    // A file, not a call: kept out of the API's OpenAPI document.
    { schema: { hide: true } },
    async (request, reply) => {
      const { id: rawId } = request.params;
      const { expires, signature } = request.query;
      if (!/^[1-9]\d{0,9}$/.test(rawId) || typeof expires !== 'string') throw notFound();
      if (typeof signature !== 'string' || !/^\d{1,12}$/.test(expires)) throw notFound();
      const id = Number(rawId);
      if (id > 2_147_483_647 || !links.verify(id, Number(expires), signature)) throw notFound();
      const image = await repo.attachmentBytes(sql, id);
      if (!image) throw notFound();
      return reply
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', 'inline')
        .type(image.contentType)
        .send(image.bytes);
    },
  );
};

/** Whose image it is: the player's or a staff member's. */
export type AttachmentOwner = { userId: number } | { staffId: number };

/** Checks an image (`inspectImage`) and keeps it for its owner's next message. */
export async function storeImage(
  session: SqlSession,
  owner: AttachmentOwner,
  body: unknown,
): Promise<{ id: number; contentType: string; size: number }> {
  const image = await inspectImage(body);
  return repo.insertAttachment(session, {
    owner,
    contentType: image.type,
    bytes: body as Buffer,
    width: image.width,
    height: image.height,
  });
}

/**
 * Locks the image a message is about to carry and checks it may: it exists and is the
 * writer's own (else 404 CHAT.NOT_FOUND: another's image is not even confirmed to exist), and no
 * message carries it yet (409 CHAT.ATTACHMENT_USED). `use` then ties it to the message.
 */
export async function claimImage(
  tx: SqlSession,
  id: number,
  owner: AttachmentOwner,
): Promise<{ use(messageId: number): Promise<void> }> {
  const row = await repo.lockAttachment(tx, id);
  const mine =
    row !== undefined &&
    ('userId' in owner ? row.ownerUserId === owner.userId : row.ownerStaffId === owner.staffId);
  if (!mine) throw AppError.notFound(ErrorCode.ChatNotFound, 'No such image.');
  if (row.messageId !== null) {
    throw new AppError(409, ErrorCode.ChatAttachmentUsed, 'This image is in a message already.');
  }
  return { use: (messageId) => repo.useAttachment(tx, id, messageId) };
}
