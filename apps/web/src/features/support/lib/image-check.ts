import { CHAT_IMAGE_MAX_BYTES, CHAT_IMAGE_TYPES } from '@jackdaw/contracts';

export type ChatImageType = (typeof CHAT_IMAGE_TYPES)[number];

/** Why a picked file cannot go, named like the server's refusals (413, 415). */
export type ImageProblem = 'type' | 'size' | 'empty';

/**
 * Checks a picked file before any upload: the server takes JPEG, PNG, WebP or GIF up to 5 MB
 * (CHAT_IMAGE_*) and refuses the rest, so the player is told at once rather than after sending
 * megabytes. The server still reads the bytes themselves; this looks at the browser's type.
 */
export function imageProblem(file: { type: string; size: number }): ImageProblem | null {
  if (!(CHAT_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size <= 0) return 'empty';
  if (file.size > CHAT_IMAGE_MAX_BYTES) return 'size';
  return null;
}

export function isChatImageType(type: string): type is ChatImageType {
  return (CHAT_IMAGE_TYPES as readonly string[]).includes(type);
}
