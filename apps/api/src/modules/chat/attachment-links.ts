import { createHmac, timingSafeEqual } from 'node:crypto';
import { SIGNED_ATTACHMENT_MINUTES } from '@jackdaw/contracts';

/*
 * Signed links to chat images (issue 22: images "served privately"). An image is never public:
 * a message carries `/static/chat/<id>?expires=<unix seconds>&signature=<hex>`, where the
 * signature is an HMAC-SHA256 of `<id>.<expires>` with a key derived from the server's secret.
 * Anyone holding the link may see the image until it expires, and nobody can make a link for
 * another image or a later time.
 */

/** Expiries are rounded up to this step, so that a page loaded twice names the same link. */
const STEP_SECONDS = 300;

export interface AttachmentLinks {
  /** The link to an image, valid SIGNED_ATTACHMENT_MINUTES (to five minutes more) from `now`. */
  url(id: number, now?: Date): string;
  /** Whether `signature` is this server's for the image and `expires`, and `expires` is ahead. */
  verify(id: number, expires: number, signature: string, now?: Date): boolean;
}

/** Links signed with a key derived from `secret` (the server's JWT secret), for this use only. */
export function createAttachmentLinks(secret: string): AttachmentLinks {
  const key = createHmac('sha256', secret).update('jackdaw chat attachment links').digest();
  const sign = (id: number, expires: number) =>
    createHmac('sha256', key).update(`${id}.${expires}`).digest('hex');
  return {
    url(id, now = new Date()) {
      const until = Math.floor(now.getTime() / 1000) + SIGNED_ATTACHMENT_MINUTES * 60;
      const expires = Math.ceil(until / STEP_SECONDS) * STEP_SECONDS;
      return `/static/chat/${id}?expires=${expires}&signature=${sign(id, expires)}`;
    },
    verify(id, expires, signature, now = new Date()) {
      if (!Number.isSafeInteger(expires) || expires * 1000 <= now.getTime()) return false;
      if (!/^[0-9a-f]{64}$/.test(signature)) return false;
      return timingSafeEqual(Buffer.from(sign(id, expires), 'hex'), Buffer.from(signature, 'hex'));
    },
  };
}
