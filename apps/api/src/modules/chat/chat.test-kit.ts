import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { nextAddress } from '../../../test/players.js';

/* What the chat's route tests share: calls with a token, and small real images. */

export interface Caller {
  token: string;
}

/** A JSON call (or a raw body with `contentType`) as a signed-in player or staff member. */
export function call(
  app: FastifyInstance,
  who: Caller,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method,
    url: `/api/v1${url}`,
    remoteAddress: nextAddress(),
    headers: { authorization: `Bearer ${who.token}`, ...headers },
    ...(payload === undefined
      ? {}
      : Buffer.isBuffer(payload)
        ? { payload }
        : { payload: payload as Record<string, unknown> }),
  });
}

/** A 4×3 picture in `format`, made by sharp. */
export function picture(format: 'png' | 'jpeg' | 'webp' | 'gif'): Promise<Buffer> {
  return sharp({ create: { width: 4, height: 3, channels: 3, background: '#f5b82e' } })
    .toFormat(format)
    .toBuffer();
}

/** Uploads raw bytes as an image of the chat (player or staff path). */
export function upload(
  app: FastifyInstance,
  who: Caller,
  bytes: Buffer,
  path = '/chat/attachments',
  contentType = 'application/octet-stream',
) {
  return call(app, who, 'POST', path, bytes, { 'content-type': contentType });
}
