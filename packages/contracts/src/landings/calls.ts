import * as z from 'zod/mini';
import { defineCall, errorResponses } from '../call.js';
import { currencyCodeSchema } from '../catalogue/currencies.js';
import {
  languageCodeSchema,
  languageParamSchema,
  DEFAULT_LANGUAGE,
} from '../catalogue/languages.js';
import { API_PREFIX, okEnvelope } from '../envelope.js';
import { storableText } from '../primitives.js';
import type { GAME_LANDINGS } from './landings.js';
import {
  LANDING_SOURCES,
  WHEEL_SPIN_ANGLES,
  WHEEL_TYPES,
  landingSourceSchema,
  wheelAttempts,
  wheelPathSegment,
  wheelTypeSchema,
  type LandingSource,
  type WheelType,
} from './landings.js';

/**
 * The landings' public calls (issue 25): a landing's texts and prize, its visit and wheel-spin
 * counters. A landing source travels in paths as two segments, `{kind}/{name}`: `wheel:olympus`
 * is `/landings/wheel/olympus`, `wheel:coinStrike` `/landings/wheel/coin-strike` (the wheel's
 * site path segment, wheelPathSegment), `game:plinko` `/landings/game/plinko`.
 */

export const LANDING_KINDS = ['wheel', 'game'] as const;
export type LandingKind = (typeof LANDING_KINDS)[number];

/** The two path segments of a landing source. */
export function landingPathParams(source: LandingSource): { kind: LandingKind; name: string } {
  const [kind, name] = source.split(':') as [LandingKind, string];
  return { kind, name: kind === 'wheel' ? wheelPathSegment(name as WheelType) : name };
}

const SOURCE_BY_PATH = new Map<string, LandingSource>(
  LANDING_SOURCES.map((source) => {
    const { kind, name } = landingPathParams(source);
    return [`${kind}/${name}`, source];
  }),
);

/** The landing source two path segments name, or undefined (the server answers 404). */
export function landingSourceFromPath(kind: string, name: string): LandingSource | undefined {
  return SOURCE_BY_PATH.get(`${kind}/${name}`);
}

/** The wheel type a path segment names (`coin-strike` → `coinStrike`), or undefined. */
export function wheelTypeFromPath(segment: string): WheelType | undefined {
  return WHEEL_TYPES.find((type) => wheelPathSegment(type) === segment);
}

/** Where the site shows the landing: a wheel's page, or a game's registration popup. */
export function landingSitePath(source: LandingSource): string {
  const { kind, name } = landingPathParams(source);
  if (kind === 'wheel') return `/land/wheels/${name}`;
  // The spec's spelling of the aviator popup is `aviatore-registration`.
  const popup = name === 'aviator' ? 'aviatore' : name;
  return `/?popup=${popup}-registration`;
}

const pathSegment = z.string().check(z.regex(/^[a-z0-9-]{1,40}$/, 'Expected a path segment'));

/** `/landings/:kind/:name`: unknown pairs → 404 LANDING.NOT_FOUND. */
export const landingParamsSchema = z.object({
  kind: z.enum(LANDING_KINDS),
  name: pathSegment,
});
export type LandingParams = z.infer<typeof landingParamsSchema>;

/** `/landings/wheel/:type`: the wheel's path segment (`coin-strike`); unknown → 404. */
export const landingWheelParamsSchema = z.object({ type: pathSegment });
export type LandingWheelParams = z.infer<typeof landingWheelParamsSchema>;

// ---------------------------------------------------------------------------------------------
// Texts

/**
 * Placeholders a landing text may hold; the player call fills them from the prize in the
 * visitor's currency: `{percent}` (headline percent), `{amount}` (largest bonus, e.g.
 * `300 USD`), `{spins}` (free-spin count), `{game}` (free-spin game's name).
 */
export const LANDING_TEXT_PLACEHOLDERS = ['percent', 'amount', 'spins', 'game'] as const;
export const LANDING_TEXT_LIMITS = { title: 120, body: 600, cta: 40, prizeLine: 160 } as const;

const PLACEHOLDER = /\{([^{}]*)\}/g;
const knownPlaceholders = (value: string) =>
  [...value.matchAll(PLACEHOLDER)].every((match) =>
    (LANDING_TEXT_PLACEHOLDERS as readonly string[]).includes(match[1]!),
  );
const hasNoControl = (value: string) =>
  // eslint-disable-next-line no-control-regex -- refusing control characters is the point
  !/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/.test(value);

const landingText = (min: number, max: number) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(min),
      z.maxLength(max),
      storableText,
      z.refine(hasNoControl, 'Text must not contain control characters'),
      z.refine(
        knownPlaceholders,
        `Placeholders: ${LANDING_TEXT_PLACEHOLDERS.map((name) => `{${name}}`).join(', ')}`,
      ),
    );

/** A landing's texts in one language (operator-edited, or the defaults). */
export const landingTextsSchema = z.object({
  title: landingText(1, LANDING_TEXT_LIMITS.title),
  body: landingText(0, LANDING_TEXT_LIMITS.body),
  /** The call to action (the sign-up or spin button). */
  cta: landingText(1, LANDING_TEXT_LIMITS.cta),
  /** The prize line under the wheel and in win-wheel. */
  prizeLine: landingText(1, LANDING_TEXT_LIMITS.prizeLine),
});
export type LandingTexts = z.infer<typeof landingTextsSchema>;

// ---------------------------------------------------------------------------------------------
// Prize

export const landingFreeSpinsSchema = z.object({
  count: z.int(),
  game: z.object({ alias: z.string(), name: z.string() }),
});
export type LandingFreeSpins = z.infer<typeof landingFreeSpinsSchema>;

/**
 * What a landing gives, in one currency: the configured offer's figures (minor units) and the
 * free spins. The server draws nothing: every spin answers this prize.
 */
export const landingPrizeSchema = z.object({
  offerId: z.int(),
  /** Headline percent of the first deposit: the offer's fast percent when it has one. */
  percent: z.int(),
  /** The headline percent holds for a deposit within this many minutes of sign-up, else `basePercent`. */
  fastMinutes: z.nullable(z.int()),
  basePercent: z.int(),
  /** Largest bonus, minor units of `currency`. */
  maxAmount: z.int(),
  /** Smallest qualifying deposit, minor units of `currency`. */
  minDeposit: z.int(),
  currency: currencyCodeSchema,
  freeSpins: z.nullable(landingFreeSpinsSchema),
});
export type LandingPrize = z.infer<typeof landingPrizeSchema>;

// ---------------------------------------------------------------------------------------------
// Player calls

export const landingQuerySchema = z.object({
  lang: z._default(languageParamSchema, DEFAULT_LANGUAGE),
  /** The visitor's currency (a guess by country); default the site's, USD. */
  currency: z.optional(currencyCodeSchema),
});
export type LandingQuery = z.input<typeof landingQuerySchema>;

/** The wheel of a wheel landing (engagement §9: attempts and where each spin stops). */
export const landingWheelSchema = z.object({
  type: wheelTypeSchema,
  attempts: z.int(),
  angles: z.array(z.int()),
});

export const landingResponseSchema = okEnvelope({
  source: landingSourceSchema,
  kind: z.enum(LANDING_KINDS),
  /** null for a game landing. */
  wheel: z.nullable(landingWheelSchema),
  /** The language the texts are in (the asked one). */
  language: languageCodeSchema,
  /** Placeholders already filled. */
  texts: landingTextsSchema,
  prize: landingPrizeSchema,
});
export type LandingResponse = z.infer<typeof landingResponseSchema>;

/** The page's own id of this visit (made once per tab and kept): a reload is not a new visit. */
export const landingVisitIdSchema = z.string().check(z.uuid());

export const landingVisitBodySchema = z.object({ visitId: landingVisitIdSchema });
export type LandingVisitBody = z.infer<typeof landingVisitBodySchema>;
export const landingVisitResponseSchema = okEnvelope({
  /** false: this visit id was counted before. */
  counted: z.boolean(),
});

/** Attempt 1 or 2 (fruity: 1 only → 422 LANDING.ATTEMPT_INVALID). */
export const landingSpinBodySchema = z.object({
  visitId: landingVisitIdSchema,
  attempt: z.int().check(z.gte(1), z.lte(2)),
  /** The currency the prize is answered in (as the landing call's); default USD. */
  currency: z.optional(currencyCodeSchema),
});
export type LandingSpinBody = z.infer<typeof landingSpinBodySchema>;
export const landingSpinResponseSchema = okEnvelope({
  type: wheelTypeSchema,
  attempt: z.int(),
  /** Where this spin stops (715° first, 1410° second). */
  angle: z.int(),
  attemptsLeft: z.int(),
  /** false: this visit's attempt was counted before (a repeated request). */
  counted: z.boolean(),
  prize: landingPrizeSchema,
});
export type LandingSpinResponse = z.infer<typeof landingSpinResponseSchema>;

/** The spin angle and the attempts left after `attempt` on a wheel. */
export function wheelSpinOutcome(type: WheelType, attempt: number) {
  return {
    angle: WHEEL_SPIN_ANGLES[attempt - 1]!,
    attemptsLeft: Math.max(0, wheelAttempts(type) - attempt),
  };
}

export const landingCall = defineCall({
  method: 'GET',
  path: `${API_PREFIX}/landings/:kind/:name`,
  tags: ['landings'],
  summary: "A landing's texts in a language and its prize in a currency",
  description:
    'Unknown landing → 404 LANDING.NOT_FOUND; unsupported `lang` → 400 REQUEST.INVALID. Texts: ' +
    'the operator’s for the language, else the defaults, placeholders filled.',
  auth: 'none',
  params: landingParamsSchema,
  query: landingQuerySchema,
  responses: { 200: landingResponseSchema, ...errorResponses(404) },
});

export const landingVisitCall = defineCall({
  method: 'POST',
  path: `${API_PREFIX}/landings/:kind/:name/visit`,
  tags: ['landings'],
  summary: 'Count a visit of a landing (once per visit id)',
  description: 'Unknown landing → 404 LANDING.NOT_FOUND; too many from one address → 429.',
  auth: 'none',
  params: landingParamsSchema,
  body: landingVisitBodySchema,
  responses: { 200: landingVisitResponseSchema, ...errorResponses(404) },
});

export const landingSpinCall = defineCall({
  method: 'POST',
  path: `${API_PREFIX}/landings/wheel/:type/spin`,
  tags: ['landings'],
  summary: "Count a wheel spin and answer where it stops and the wheel's prize",
  description:
    'Unknown wheel → 404 LANDING.NOT_FOUND; an attempt the wheel does not have (fruity 2) → ' +
    '422 LANDING.ATTEMPT_INVALID; attempt outside 1..2 → 400; too many → 429.',
  auth: 'none',
  params: landingWheelParamsSchema,
  body: landingSpinBodySchema,
  responses: { 200: landingSpinResponseSchema, ...errorResponses(404, 422) },
});

/** The landings of the four game registration popups, by popup name (engagement §2). */
export const GAME_LANDING_POPUPS = {
  'aviatore-registration': 'game:aviator',
  'coin-strike-registration': 'game:coin-strike',
  'energy-joker-registration': 'game:energy-joker',
  'plinko-registration': 'game:plinko',
} as const satisfies Record<string, `game:${(typeof GAME_LANDINGS)[number]}`>;
