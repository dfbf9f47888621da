import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * SHA-256 of a hash's 32 bytes (given and answered as 64 hex digits), and HMAC-SHA256 keyed by
 * a round's hash over the salt, in plain JavaScript for the browser (the verify page, the game
 * client); Node takes sha256.node.ts instead (package.json "imports").
 */
export const sha256Hex = (hex: string): string => bytesToHex(sha256(hexToBytes(hex)));

export const hmacHex = (keyHex: string, message: string): string =>
  bytesToHex(hmac(sha256, utf8ToBytes(keyHex), utf8ToBytes(message)));
