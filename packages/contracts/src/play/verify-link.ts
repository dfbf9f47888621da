import * as z from 'zod/mini';
import { originalActionSchema, type OriginalAction } from './originals.js';

/**
 * The site's verify page and the query it reads, shared by the game client's fairness panel
 * (which links to it) and the page itself. A real round is found by its id (the page fetches
 * it for the signed-in player); a demo round is stored for no one, so its link carries the
 * seeds and the bet instead. A crash round is public: `?crash=<roundId>` (its number in the
 * published chain) is checked for anyone. An original's demo round also carries its game's
 * parameters and the actions played (step games), as JSON.
 *
 * @example
 * verifyPageSearch({ game: 'mines', bet: 100, nonce: 3, clientSeed, serverSeed,
 *   params: { mines: 3 }, actions: [{ type: 'reveal', tile: 7 }, { type: 'cashout' }] });
 */
export const VERIFY_PAGE_PATH = '/verify';

export interface VerifyPageQuery {
  round?: string;
  game?: string;
  bet?: number;
  lines?: number | null;
  nonce?: number;
  clientSeed?: string;
  serverSeedHash?: string;
  serverSeed?: string;
  /** A crash round's number (1, 2, 3…): the page checks it against the published chain. */
  crash?: number;
  /** An original's parameters (ORIGINAL_PARAMS of its game), as the round was bet. */
  params?: Record<string, unknown>;
  /** An original step game's actions in order, a cash-out last where taken. */
  actions?: OriginalAction[];
  /** The maximum win per bet the round was settled with, minor units (a capped win). */
  maxWin?: number;
}

const numberKeys = ['bet', 'lines', 'nonce', 'crash', 'maxWin'] as const;
/** Longest JSON read back: a hilo round of 52 skips and its guesses fits. */
const JSON_MAX_LENGTH = 4_000;
const paramsSchema = z.record(z.string(), z.unknown());
const actionsSchema = z.array(originalActionSchema).check(z.maxLength(200));

function readJson<T>(text: string | null, schema: z.ZodMiniType<T>): T | undefined {
  if (!text || text.length > JSON_MAX_LENGTH) return undefined;
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
const textKeys = ['round', 'game', 'clientSeed', 'serverSeedHash', 'serverSeed'] as const;

/** `?round=…`, `?game=…&bet=…` or `?crash=…`, without the parts that are unknown. */
export function verifyPageSearch(query: VerifyPageQuery): string {
  const params = new URLSearchParams();
  for (const key of textKeys) {
    const value = query[key];
    if (value !== undefined && value !== '') params.set(key, value);
  }
  for (const key of numberKeys) {
    const value = query[key];
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  if (query.params) params.set('params', JSON.stringify(query.params));
  if (query.actions) params.set('actions', JSON.stringify(query.actions));
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** Reads what verifyPageSearch wrote; anything malformed is left out. */
export function readVerifyPageSearch(search: string): VerifyPageQuery {
  const params = new URLSearchParams(search);
  const query: VerifyPageQuery = {};
  for (const key of textKeys) {
    const value = params.get(key);
    if (value) query[key] = value.slice(0, 200);
  }
  for (const key of numberKeys) {
    const value = params.get(key);
    if (value !== null && /^\d{1,15}$/.test(value)) query[key] = Number(value);
  }
  const originalParams = readJson(params.get('params'), paramsSchema);
  if (originalParams) query.params = originalParams;
  const actions = readJson(params.get('actions'), actionsSchema);
  if (actions) query.actions = actions;
  // A crash round is numbered from 1.
  if (query.crash === 0) delete query.crash;
  return query;
}
