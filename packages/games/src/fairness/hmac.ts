import { hmac, type _HMAC } from '@noble/hashes/hmac.js';
import { sha256, type _SHA256 } from '@noble/hashes/sha2.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * HMAC-SHA256(key = serverSeed, message) into `out`, in plain JavaScript for the browser (the
 * verifier, the game client); Node takes hmac.node.ts instead (package.json "imports").
 */
type KeyedHmac = _HMAC<_SHA256>;

/**
 * HMACs keyed with the server seeds used last. Keying costs more than hashing a block, and a
 * player plays round after round under one seed, so a keyed state is kept per seed and copied
 * into its scratch instance for each block instead of being rebuilt. Single-threaded and
 * synchronous, so one scratch instance per seed is safe.
 */
const keyed = new Map<string, { keyed: KeyedHmac; scratch: KeyedHmac }>();
/** Seeds kept keyed at most; the oldest goes first. */
const KEYED_SEEDS = 256;

export function hmacBlock(serverSeed: string, message: Uint8Array, out: Uint8Array): void {
  let entry = keyed.get(serverSeed);
  if (!entry) {
    const state: KeyedHmac = hmac.create(sha256, utf8ToBytes(serverSeed));
    entry = { keyed: state, scratch: state.clone() };
    if (keyed.size >= KEYED_SEEDS) keyed.delete(keyed.keys().next().value!);
    keyed.set(serverSeed, entry);
  }
  // _cloneInto is noble's public copy-into-existing-instance, what clone() calls internally.
  entry.keyed._cloneInto(entry.scratch).update(message).digestInto(out);
}
