import { ORIGINAL_PARAMS, type OriginalGameId } from '@jackdaw/contracts';
import * as z from 'zod/mini';
import { DEFAULT_PARAMS } from './defaults';

/**
 * A game's parameters remembered on the device, checked with the contracts' schema so a stale
 * or edited value falls back to the defaults instead of earning a refused bet.
 */
export function readStoredParams(
  game: OriginalGameId,
  stored: string | null,
): Record<string, unknown> {
  if (stored === null) return DEFAULT_PARAMS[game];
  try {
    const parsed = z.safeParse(ORIGINAL_PARAMS[game], JSON.parse(stored));
    return parsed.success ? (parsed.data as Record<string, unknown>) : DEFAULT_PARAMS[game];
  } catch {
    return DEFAULT_PARAMS[game];
  }
}
