import {
  DEFAULT_LANGUAGE,
  ErrorCode,
  GAME_CATEGORIES,
  TOURNAMENT_MULTIPLIER_SCALE,
  type AdminTournamentBody,
  type AdminTournamentPrizeBody,
  type AdminTournamentStatus,
  type AdminTournamentText,
  type LanguageCode,
  type TournamentPrizeFund,
  type TournamentScoring,
  type TournamentStatus,
} from '@jackdaw/contracts';

/*
 * The tournaments' pure rules: status by the schedule, the console body's checks, texts by
 * language, the prize table, points of a bet, masked names. No I/O: unit-tested in rules.test.ts.
 */

/** The longest tournament the console takes. */
export const MAX_DURATION_MS = 366 * 24 * 60 * 60 * 1000;
/** Finished tournaments the public list shows. */
export const FINISHED_LISTED = 20;

export interface Schedule {
  startsAt: Date;
  endsAt: Date;
  cancelledAt: Date | null;
}

/** Where a tournament stands at `now` (the console also sees `cancelled`). */
export function statusOf(schedule: Schedule, now: Date): AdminTournamentStatus {
  if (schedule.cancelledAt) return 'cancelled';
  if (now < schedule.startsAt) return 'upcoming';
  if (now < schedule.endsAt) return 'running';
  return 'finished';
}

/** The public status (a cancelled tournament is never shown to players). */
export const publicStatusOf = (schedule: Schedule, now: Date): TournamentStatus => {
  const status = statusOf(schedule, now);
  return status === 'cancelled' ? 'finished' : status;
};

/** Whether `zone` is an IANA time zone this runtime knows. */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export interface Problem {
  code: ErrorCode;
  message: string;
}

const invalid = (message: string): Problem => ({ code: ErrorCode.TournamentInvalid, message });
const ELIGIBLE_CATEGORIES = new Set(
  GAME_CATEGORIES.map((category) => category.slug).filter((slug) => slug !== 'favorite'),
);

/**
 * What is wrong with a create or edit body at `now`, or null. The games' existence and the bonus
 * offers' are checked by the caller against the catalogue and the bonus engine.
 */
export function bodyProblem(body: AdminTournamentBody, now: Date): Problem | null {
  const startsAt = new Date(body.startsAt);
  const endsAt = new Date(body.endsAt);
  if (endsAt <= startsAt) return invalid('The end must come after the start.');
  if (startsAt < now) return invalid('The start must not be in the past.');
  if (endsAt.getTime() - startsAt.getTime() > MAX_DURATION_MS) {
    return invalid('A tournament lasts at most 366 days.');
  }
  if (!isTimeZone(body.timeZone)) return invalid(`Unknown time zone ${body.timeZone}.`);
  if (body.games.length === 0 && body.categories.length === 0) {
    return invalid('Name at least one eligible game or category.');
  }
  const unknown = body.categories.find((slug) => !ELIGIBLE_CATEGORIES.has(slug));
  if (unknown) return invalid(`Unknown category ${unknown}.`);
  const prizes = prizeTableProblem(body.prizes);
  if (prizes) return invalid(prizes);
  const texts = textsProblem(body.texts);
  if (texts) return invalid(texts);
  return null;
}

/** Rows must cover places 1…n once each, in any order; money prizes are positive. */
export function prizeTableProblem(prizes: readonly AdminTournamentPrizeBody[]): string | null {
  const rows = [...prizes].sort((a, b) => a.placeFrom - b.placeFrom);
  let next = 1;
  for (const row of rows) {
    if (row.placeTo < row.placeFrom) {
      return `Places ${row.placeFrom}–${row.placeTo}: the last place is before the first.`;
    }
    if (row.placeFrom !== next) {
      return row.placeFrom < next
        ? `Place ${row.placeFrom} has two prizes.`
        : `Places ${next}–${row.placeFrom - 1} have no prize.`;
    }
    if (row.kind === 'money' && BigInt(row.amount) <= 0n) {
      return `Places ${row.placeFrom}–${row.placeTo}: a money prize must be positive.`;
    }
    next = row.placeTo + 1;
  }
  return null;
}

export function textsProblem(texts: readonly AdminTournamentText[]): string | null {
  const seen = new Set<string>();
  for (const text of texts) {
    if (seen.has(text.language)) return `Texts in ${text.language} are given twice.`;
    seen.add(text.language);
  }
  return seen.has(DEFAULT_LANGUAGE) ? null : 'English texts are required.';
}

/** The texts in `language`, English where it has none (English is always there). */
export function textsIn<T extends { language: string }>(
  texts: readonly T[],
  language: LanguageCode,
): T {
  return (
    texts.find((text) => text.language === language) ??
    texts.find((text) => text.language === DEFAULT_LANGUAGE) ??
    texts[0]!
  );
}

/** The prize row of `place`, or undefined when the place wins nothing. */
export function prizeOf<P extends { placeFrom: number; placeTo: number }>(
  prizes: readonly P[],
  place: number,
): P | undefined {
  return prizes.find((row) => row.placeFrom <= place && place <= row.placeTo);
}

/** The last place that wins something. */
export const lastPrizePlace = (prizes: readonly AdminTournamentPrizeBody[]) =>
  prizes.reduce((last, row) => Math.max(last, row.placeTo), 0);

/** The prize fund at a glance: money summed over every place, how many places win a bonus. */
export function prizeFundOf(
  prizes: readonly AdminTournamentPrizeBody[],
  currency: TournamentPrizeFund['currency'],
): TournamentPrizeFund {
  let money = 0n;
  let places = 0;
  let bonusPlaces = 0;
  for (const row of prizes) {
    const count = row.placeTo - row.placeFrom + 1;
    places += count;
    if (row.kind === 'money') money += BigInt(row.amount) * BigInt(count);
    else bonusPlaces += count;
  }
  return { currency, money: money.toString(), places, bonusPlaces };
}

/**
 * A round's multiplier in points (hundredths, rounded down): win ÷ stake. A stake of zero has
 * no multiplier.
 */
export function multiplierPoints(win: bigint, stake: bigint): bigint {
  if (stake <= 0n || win <= 0n) return 0n;
  return (win * BigInt(TOURNAMENT_MULTIPLIER_SCALE)) / stake;
}

/**
 * What a qualifying stake adds to an entry's points at once: its amount for `stake`, its round's
 * win for `win` when the win comes with the stake (own games), nothing else; `multiplier`
 * scoring keeps the best, see `bestOf`.
 */
export function stakePoints(scoring: TournamentScoring, stake: bigint, win: bigint): bigint {
  if (scoring === 'stake') return stake;
  if (scoring === 'win') return win;
  return multiplierPoints(win, stake);
}

/** How entries combine a new figure with their points: summed, or the best one kept. */
export const combines = (scoring: TournamentScoring): 'sum' | 'best' =>
  scoring === 'multiplier' ? 'best' : 'sum';

/**
 * A name as the public leaderboard shows it: first letter, three stars, last letter ("J***n");
 * a name shorter than two letters: "Player ***" and the id's last two digits.
 */
export function maskName(name: string | undefined, userId: number): string {
  const letters = [...(name ?? '').trim()];
  if (letters.length >= 2) return `${letters[0]}***${letters[letters.length - 1]}`;
  return `Player ***${String(userId).slice(-2).padStart(2, '0')}`;
}

/** The game a bet's metadata names: the provider's game id (`gameId`) or the studio's (`game`). */
export function gameIdOf(metadata: Record<string, unknown> | undefined): string | undefined {
  const id = metadata?.gameId ?? metadata?.game;
  if (typeof id === 'string') return id;
  if (typeof id === 'number') return String(id);
  return undefined;
}

/**
 * The round a bet or win belongs to, so a win finds the stake it multiplies: the round, and the
 * bet where one round holds several (the crash game's two panels); without a round, the key.
 * Rounds are told apart per player and tournament, so providers' round ids need not differ.
 */
export function roundRefOf(
  metadata: Record<string, unknown> | undefined,
  fallback: string,
): string {
  const round = metadata?.roundId;
  if (typeof round !== 'string' && typeof round !== 'number') return `key:${fallback}`;
  const bet = metadata?.betId;
  const suffix = typeof bet === 'string' || typeof bet === 'number' ? `:${bet}` : '';
  return `round:${round}${suffix}`;
}

/** The ledger key of a place's prize: one movement per tournament and place, ever. */
export const prizeKey = (tournamentId: number, place: number) =>
  `tournament:${tournamentId}:place:${place}`;
