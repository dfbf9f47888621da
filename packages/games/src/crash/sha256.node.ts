import { createHash, createHmac } from 'node:crypto';

/** sha256.ts with Node's native crypto: generating a chain of ten million hashes takes 15 s. */
export const sha256Hex = (hex: string): string =>
  createHash('sha256').update(Buffer.from(hex, 'hex')).digest('hex');

export const hmacHex = (keyHex: string, message: string): string =>
  createHmac('sha256', keyHex).update(message).digest('hex');
