import * as z from 'zod/mini';

/**
 * The prize wheels' types (engagement §3 "Wheel"), in the spec's spelling. Each has a landing at
 * `/land/wheels/{wheelPathSegment(type)}` (issue 25); fruity gives one attempt, the others two.
 */
export const WHEEL_TYPES = [
  'girls',
  'teenagers',
  'cards',
  'aviator',
  'chicks-turkey',
  'chicks-bangladesh',
  'chicks-uzbekistan',
  'crazy-time',
  'roulette',
  'sweet-bonanza',
  'olympus',
  'coinStrike',
  'energyJoker',
  'plinko',
  'fruity',
] as const;
export type WheelType = (typeof WHEEL_TYPES)[number];
export const wheelTypeSchema = z.enum(WHEEL_TYPES);

/** Engagement §9: attempts at the start (fruity 1, the others 2) and where each spin stops. */
export const WHEEL_ATTEMPTS = 2;
export const FRUITY_WHEEL_ATTEMPTS = 1;
export const WHEEL_SPIN_ANGLES = [715, 1410] as const;
export const wheelAttempts = (type: WheelType): number =>
  type === 'fruity' ? FRUITY_WHEEL_ATTEMPTS : WHEEL_ATTEMPTS;

/** The URL segment of a wheel's landing: the spec's camelCase names in kebab case. */
export const wheelPathSegment = (type: WheelType): string =>
  type.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** The game landings with a registration popup of their own (engagement §2). */
export const GAME_LANDINGS = ['aviator', 'coin-strike', 'energy-joker', 'plinko'] as const;
export type GameLanding = (typeof GAME_LANDINGS)[number];

/**
 * Where a sign-up came from, sent with it: a wheel's landing (`wheel:{type}`) or a game
 * landing's registration popup (`game:{landing}`). The account is tied to that landing's offer
 * and counted in its funnel.
 */
export const LANDING_SOURCES = [
  ...WHEEL_TYPES.map((type) => `wheel:${type}` as const),
  ...GAME_LANDINGS.map((game) => `game:${game}` as const),
] as const;
export type LandingSource = (typeof LANDING_SOURCES)[number];
export const landingSourceSchema = z.enum(LANDING_SOURCES);
