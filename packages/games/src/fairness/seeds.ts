import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, randomBytes, utf8ToBytes } from '@noble/hashes/utils.js';

/** A fresh server seed: 32 random bytes as 64 lower-case hex characters. */
export function generateServerSeed(): string {
  return bytesToHex(randomBytes(32));
}

/**
 * The commitment shown to the player before play: SHA-256 of the seed's text (not of its
 * decoded bytes), the convention third-party verifiers use.
 */
export function hashServerSeed(serverSeed: string): string {
  return bytesToHex(sha256(utf8ToBytes(serverSeed)));
}

/** A default client seed for a player who has not chosen one: 16 random hex characters. */
export function generateClientSeed(): string {
  return bytesToHex(randomBytes(8));
}

export const CLIENT_SEED_MAX_LENGTH = 64;

export type ClientSeedProblem = 'empty' | 'too-long' | 'not-printable';

/**
 * Why a client seed cannot be used, or null when it can. Printable ASCII only (space to tilde):
 * the seed is part of the HMAC message, and other characters would let two seeds that look the
 * same on screen produce different rounds.
 */
export function clientSeedProblem(clientSeed: string): ClientSeedProblem | null {
  if (clientSeed.length === 0) return 'empty';
  if (clientSeed.length > CLIENT_SEED_MAX_LENGTH) return 'too-long';
  if (!/^[\x20-\x7e]+$/.test(clientSeed)) return 'not-printable';
  return null;
}

export function isValidClientSeed(clientSeed: string): boolean {
  return clientSeedProblem(clientSeed) === null;
}

/** A player's active seed pair: the server seed stays secret until the pair is rotated. */
export interface SeedPair {
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  /** The nonce the next round will use. */
  nonce: number;
}

export interface SeedRotation {
  /** The pair just retired, server seed included: every round played under it can be checked. */
  revealed: SeedPair;
  /** The new pair, from nonce 0; only its hash may be shown until the next rotation. */
  next: SeedPair;
}

/** A new seed pair for a player (first visit), with a fresh or chosen client seed. */
export function createSeedPair(clientSeed: string = generateClientSeed()): SeedPair {
  const problem = clientSeedProblem(clientSeed);
  if (problem) throw new RangeError(`client seed is invalid: ${problem}`);
  const serverSeed = generateServerSeed();
  return { serverSeed, serverSeedHash: hashServerSeed(serverSeed), clientSeed, nonce: 0 };
}

/**
 * Retires the current pair (revealing its server seed) and starts a new one. The client seed
 * carries over unless the player chose a new one with the rotation.
 *
 * @example
 * const { revealed, next } = rotateSeeds(current, 'my new seed');
 * // store next; show revealed.serverSeed so the player can verify past rounds
 */
export function rotateSeeds(current: SeedPair, nextClientSeed?: string): SeedRotation {
  return {
    revealed: { ...current },
    next: createSeedPair(nextClientSeed ?? current.clientSeed),
  };
}
