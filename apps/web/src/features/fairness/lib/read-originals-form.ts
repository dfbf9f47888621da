import {
  ORIGINAL_GAMES,
  originalActionSchema,
  type OriginalGameId,
  type VerifyPageQuery,
} from '@jackdaw/contracts';
import { formatAmount, parseAmount } from '@jackdaw/money';
import * as z from 'zod/mini';
import type { OriginalsRoundToCheck } from './check-originals-round';

/** The originals' form as typed: text fields, parameters and actions as JSON. */
export interface OriginalsForm {
  game: string;
  bet: string;
  nonce: string;
  clientSeed: string;
  serverSeed: string;
  serverSeedHash: string;
  params: string;
  actions: string;
}

type Language = Parameters<typeof parseAmount>[1];

const paramsSchema = z.record(z.string(), z.unknown());
const actionsSchema = z.array(originalActionSchema);

export const isOriginalGameId = (game: string | undefined): game is OriginalGameId =>
  (ORIGINAL_GAMES as readonly string[]).includes(game ?? '');

/** The form filled from a game's link (`?game=dice&params=…`), or empty for the first game. */
export function originalsFormFromQuery(query: VerifyPageQuery, language: Language): OriginalsForm {
  const linked = isOriginalGameId(query.game);
  return {
    game: linked ? (query.game as string) : ORIGINAL_GAMES[0],
    bet: linked && query.bet !== undefined ? formatAmount(query.bet, language) : '',
    nonce: linked && query.nonce !== undefined ? String(query.nonce) : '',
    clientSeed: (linked && query.clientSeed) || '',
    serverSeed: (linked && query.serverSeed) || '',
    serverSeedHash: (linked && query.serverSeedHash) || '',
    params: linked && query.params ? JSON.stringify(query.params) : '',
    actions: linked && query.actions?.length ? JSON.stringify(query.actions) : '',
  };
}

function parseJson<T>(text: string, schema: z.ZodMiniType<T>): T | null {
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * The round the form names, or null when a field does not read (the game's own rules are
 * checked by the replay, which names what it refuses). Empty actions: none (one-shot games).
 */
export function readOriginalsForm(
  form: OriginalsForm,
  language: Language,
  maxWin: number | null,
): OriginalsRoundToCheck | null {
  const bet = parseAmount(form.bet, language);
  const nonce = /^\d{1,9}$/.test(form.nonce.trim()) ? Number(form.nonce.trim()) : null;
  const params = parseJson(form.params.trim() || '{}', paramsSchema);
  const actions = parseJson(form.actions.trim() || '[]', actionsSchema);
  if (
    !isOriginalGameId(form.game) ||
    bet === null ||
    bet <= 0n ||
    bet > BigInt(Number.MAX_SAFE_INTEGER) ||
    nonce === null ||
    params === null ||
    actions === null ||
    !form.serverSeed.trim() ||
    !form.clientSeed
  ) {
    return null;
  }
  return {
    game: form.game,
    params,
    actions,
    bet: Number(bet),
    maxWin,
    serverSeed: form.serverSeed.trim(),
    serverSeedHash: form.serverSeedHash.trim(),
    clientSeed: form.clientSeed,
    nonce,
  };
}
