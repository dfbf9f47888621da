/**
 * The site's verify page and the query it reads, shared by the game client's fairness panel
 * (which links to it) and the page itself. A real round is found by its id (the page fetches
 * it for the signed-in player); a demo round is stored for no one, so its link carries the
 * seeds and the bet instead. A crash round is public: `?crash=<roundId>` (its number in the
 * published chain) is checked for anyone.
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
}

const numberKeys = ['bet', 'lines', 'nonce', 'crash'] as const;
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
  // A crash round is numbered from 1.
  if (query.crash === 0) delete query.crash;
  return query;
}
