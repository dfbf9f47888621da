import {
  adminTournamentBodySchema,
  DEFAULT_LANGUAGE,
  LANGUAGE_CODES,
  TOURNAMENT_MAX_PRIZE_PLACE,
  TOURNAMENT_MULTIPLIER_SCALE,
  type AdminTournament,
  type AdminTournamentBody,
  type AdminTournamentPrizeBody,
  type CurrencyCode,
  type LanguageCode,
  type TournamentEntry,
  type TournamentScoring,
} from '@jackdaw/contracts';
import { parseAmount } from '@jackdaw/money';
import * as z from 'zod/mini';
import { instantToZoned, isTimeZone, zonedToInstant } from './zoned-time';

/** A prize row as typed: places and the amount as text, the offer as its id's text. */
export interface PrizeRowDraft {
  /** A stable React key (rows are added and removed). */
  key: string;
  placeFrom: string;
  placeTo: string;
  kind: AdminTournamentPrizeBody['kind'];
  /** Major units of the reporting currency, e.g. "250" or "12.50". */
  amount: string;
  bonusOfferId: string;
}

export interface TextDraft {
  title: string;
  description: string;
  rules: string;
}

/**
 * A tournament as the form holds it: the schedule as `datetime-local` values read in its own
 * time zone, money in major units, every language's texts (empty when not written).
 */
export interface TournamentDraft {
  startsAt: string;
  endsAt: string;
  timeZone: string;
  games: string[];
  categories: string[];
  reportingCurrency: CurrencyCode;
  currencies: CurrencyCode[];
  scoring: TournamentScoring;
  /** Major units of the reporting currency; empty or 0: any bet counts. */
  minStake: string;
  entry: TournamentEntry;
  prizes: PrizeRowDraft[];
  bannerUrl: string | null;
  texts: Record<LanguageCode, TextDraft>;
}

/**
 * A field's problem, named by its text key (`form.problems.<problem>`). Fields are named
 * `startsAt`, `prizes`, `prize.<row>.amount`, `text.<LANGUAGE>.title`…
 */
export type DraftProblem =
  | 'required'
  | 'startInPast'
  | 'endBeforeStart'
  | 'timeZone'
  | 'eligible'
  | 'money'
  | 'moneyPositive'
  | 'place'
  | 'placeOrder'
  | 'firstPlace'
  | 'overlap'
  | 'gap'
  | 'offer'
  | 'englishTitle'
  | 'titleForTexts'
  | 'invalid';
export type DraftErrors = Record<string, DraftProblem>;

let rowKeys = 0;
const rowKey = () => `row-${(rowKeys += 1)}`;

/** Minor units (digits) as major units text: "125000" → "1250", "1250" → "12.50". */
export function majorOf(minor: string | null): string {
  if (!minor || !/^\d+$/.test(minor)) return '';
  const value = BigInt(minor);
  const whole = value / 100n;
  const cents = value % 100n;
  return cents === 0n ? String(whole) : `${whole}.${String(cents).padStart(2, '0')}`;
}

/** A new row after `rows`: the place after the last one, a money prize. */
export function nextPrizeRow(rows: readonly PrizeRowDraft[]): PrizeRowDraft {
  const last = Number(rows.at(-1)?.placeTo);
  const place =
    Number.isInteger(last) && last >= 1 ? Math.min(last + 1, TOURNAMENT_MAX_PRIZE_PLACE) : 1;
  return {
    key: rowKey(),
    placeFrom: String(place),
    placeTo: String(place),
    kind: 'money',
    amount: '',
    bonusOfferId: '',
  };
}

const emptyText = (): TextDraft => ({ title: '', description: '', rules: '' });

/** The form's values for a tournament, or for a new one (UTC, stake scoring, opt-in). */
export function tournamentDraftOf(tournament: AdminTournament | null): TournamentDraft {
  const texts = Object.fromEntries(
    LANGUAGE_CODES.map((language) => [language, emptyText()]),
  ) as Record<LanguageCode, TextDraft>;
  for (const text of tournament?.texts ?? []) {
    texts[text.language] = { title: text.title, description: text.description, rules: text.rules };
  }
  const zone = tournament?.timeZone ?? 'UTC';
  return {
    startsAt: instantToZoned(tournament?.startsAt, zone),
    endsAt: instantToZoned(tournament?.endsAt, zone),
    timeZone: zone,
    games: [...(tournament?.games ?? [])],
    categories: [...(tournament?.categories ?? [])],
    reportingCurrency: tournament?.reportingCurrency ?? 'USD',
    currencies: [...(tournament?.currencies ?? [])],
    scoring: tournament?.scoring ?? 'stake',
    minStake: majorOf(tournament?.minStake ?? null),
    entry: tournament?.entry ?? 'opt_in',
    prizes: tournament
      ? tournament.prizes.map((prize) => ({
          key: rowKey(),
          placeFrom: String(prize.placeFrom),
          placeTo: String(prize.placeTo),
          kind: prize.kind,
          amount: prize.kind === 'money' ? majorOf(prize.amount) : '',
          bonusOfferId: prize.kind === 'bonus' ? String(prize.bonusOfferId) : '',
        }))
      : [nextPrizeRow([])],
    bannerUrl: tournament?.bannerUrl ?? null,
    texts,
  };
}

/** How much of a language is written: all three texts, some, or none (English is used). */
export function textState(text: TextDraft): 'complete' | 'partial' | 'missing' {
  const filled = [text.title, text.description, text.rules].filter((part) => part.trim()).length;
  return filled === 3 ? 'complete' : filled === 0 ? 'missing' : 'partial';
}

const PLACE = /^\d{1,4}$/;

/** Checks the prize table: each row readable, and the rows covering places 1…n once, in order. */
function prizesOf(rows: readonly PrizeRowDraft[], errors: DraftErrors) {
  const prizes: AdminTournamentPrizeBody[] = [];
  if (rows.length === 0) errors.prizes = 'required';
  let expected = 1;
  rows.forEach((row, index) => {
    const at = (field: string) => `prize.${index}.${field}`;
    const from = PLACE.test(row.placeFrom.trim()) ? Number(row.placeFrom) : NaN;
    const to = PLACE.test(row.placeTo.trim()) ? Number(row.placeTo) : NaN;
    const placeOk = (place: number) => place >= 1 && place <= TOURNAMENT_MAX_PRIZE_PLACE;
    if (!placeOk(from)) errors[at('placeFrom')] = 'place';
    if (!placeOk(to)) errors[at('placeTo')] = 'place';
    else if (placeOk(from) && to < from) errors[at('placeTo')] = 'placeOrder';
    if (placeOk(from) && placeOk(to) && to >= from) {
      if (from !== expected) {
        errors[at('placeFrom')] = index === 0 ? 'firstPlace' : from < expected ? 'overlap' : 'gap';
      }
      expected = to + 1;
    } else if (placeOk(to)) {
      expected = to + 1;
    }
    if (row.kind === 'money') {
      const minor = row.amount.trim() ? parseAmount(row.amount, DEFAULT_LANGUAGE) : null;
      if (minor === null) errors[at('amount')] = row.amount.trim() ? 'money' : 'required';
      else if (minor <= 0n) errors[at('amount')] = 'moneyPositive';
      else prizes.push({ placeFrom: from, placeTo: to, kind: 'money', amount: String(minor) });
    } else {
      const offer = /^\d{1,10}$/.test(row.bonusOfferId) ? Number(row.bonusOfferId) : 0;
      if (!offer) errors[at('bonusOfferId')] = 'offer';
      else prizes.push({ placeFrom: from, placeTo: to, kind: 'bonus', bonusOfferId: offer });
    }
  });
  return prizes;
}

/** Where the contract schema's issue path points in the form. */
export function fieldOfPath(path: readonly PropertyKey[], body?: AdminTournamentBody): string {
  const [head, index, leaf] = path;
  if (head === 'prizes' && typeof index === 'number') {
    return `prize.${index}.${leaf === 'bonusOfferId' ? 'bonusOfferId' : leaf === 'amount' ? 'amount' : leaf === 'placeTo' ? 'placeTo' : 'placeFrom'}`;
  }
  if (head === 'texts' && typeof index === 'number') {
    const language = body?.texts[index]?.language ?? DEFAULT_LANGUAGE;
    return `text.${language}.${typeof leaf === 'string' ? leaf : 'title'}`;
  }
  if (head === 'games' || head === 'categories') return 'eligible';
  return typeof head === 'string' ? head : 'form';
}

/**
 * Reads the draft into the body the API takes, or the fields that need a correction. With `now`
 * (epoch ms), a start before it is refused, as the server does on create and edit alike. The
 * body is then checked against the contract's own schema, so the form refuses what it would.
 */
export function tournamentBodyOf(
  draft: TournamentDraft,
  now?: number,
): { body: AdminTournamentBody; errors?: undefined } | { body?: undefined; errors: DraftErrors } {
  const errors: DraftErrors = {};
  const zoneOk = isTimeZone(draft.timeZone);
  if (!zoneOk) errors.timeZone = 'timeZone';
  const startsAt = zoneOk ? zonedToInstant(draft.startsAt, draft.timeZone) : null;
  const endsAt = zoneOk ? zonedToInstant(draft.endsAt, draft.timeZone) : null;
  if (!draft.startsAt) errors.startsAt = 'required';
  else if (zoneOk && !startsAt) errors.startsAt = 'invalid';
  else if (startsAt && now !== undefined && Date.parse(startsAt) < now) {
    errors.startsAt = 'startInPast';
  }
  if (!draft.endsAt) errors.endsAt = 'required';
  else if (zoneOk && !endsAt) errors.endsAt = 'invalid';
  else if (startsAt && endsAt && endsAt <= startsAt) errors.endsAt = 'endBeforeStart';

  if (draft.games.length === 0 && draft.categories.length === 0) errors.eligible = 'eligible';

  let minStake = '0';
  if (draft.minStake.trim()) {
    const minor = parseAmount(draft.minStake, DEFAULT_LANGUAGE);
    if (minor === null || minor < 0n) errors.minStake = 'money';
    else minStake = String(minor);
  }

  const prizes = prizesOf(draft.prizes, errors);

  const texts: AdminTournamentBody['texts'] = [];
  for (const language of LANGUAGE_CODES) {
    const text = draft.texts[language];
    const state = textState(text);
    if (language === DEFAULT_LANGUAGE && !text.title.trim()) {
      errors[`text.${language}.title`] = 'englishTitle';
    } else if (state !== 'missing' && !text.title.trim()) {
      errors[`text.${language}.title`] = 'titleForTexts';
    }
    if (state !== 'missing' || language === DEFAULT_LANGUAGE) {
      texts.push({
        language,
        title: text.title.trim(),
        description: text.description.trim(),
        rules: text.rules.trim(),
      });
    }
  }

  if (Object.keys(errors).length) return { errors };
  const body: AdminTournamentBody = {
    startsAt: startsAt!,
    endsAt: endsAt!,
    timeZone: draft.timeZone,
    games: [...draft.games],
    categories: [...draft.categories],
    reportingCurrency: draft.reportingCurrency,
    currencies: [...draft.currencies],
    scoring: draft.scoring,
    minStake,
    entry: draft.entry,
    prizes,
    bannerUrl: draft.bannerUrl,
    texts,
  };
  const checked = z.safeParse(adminTournamentBodySchema, body);
  if (!checked.success) {
    for (const issue of checked.error.issues) {
      errors[fieldOfPath(issue.path, body)] ??= 'invalid';
    }
    return { errors };
  }
  return { body: checked.data };
}

/** Points as staff read them: money of the reporting currency, or a multiplier (×12.50). */
export function pointsKind(scoring: TournamentScoring): 'money' | 'multiplier' {
  return scoring === 'multiplier' ? 'multiplier' : 'money';
}

/** Multiplier points (hundredths) as "×12.50". */
export function multiplierOf(points: string): string {
  const value = BigInt(/^\d+$/.test(points) ? points : '0');
  const scale = BigInt(TOURNAMENT_MULTIPLIER_SCALE);
  return `×${value / scale}.${String(value % scale).padStart(2, '0')}`;
}
