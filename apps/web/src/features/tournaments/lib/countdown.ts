/**
 * The tournament timers (engagement §9: days, hours, minutes, seconds), pure so that the switch
 * from upcoming to running to finished is tested without a clock.
 */

const SECOND_MS = 1000;
const MINUTE_S = 60;
const HOUR_S = 3600;
const DAY_S = 86_400;

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** Whether nothing is left (every part 0). */
  over: boolean;
}

/**
 * `ms` split into the timer's units, never negative. Seconds round up, so the timer reads
 * 0 seconds only once the moment has come, never a second early.
 *
 * @example countdownParts(90_061_500) // { days: 1, hours: 1, minutes: 1, seconds: 2, over: false }
 */
export function countdownParts(ms: number): CountdownParts {
  const total = Number.isFinite(ms) ? Math.max(0, Math.ceil(ms / SECOND_MS)) : 0;
  return {
    days: Math.floor(total / DAY_S),
    hours: Math.floor((total % DAY_S) / HOUR_S),
    minutes: Math.floor((total % HOUR_S) / MINUTE_S),
    seconds: total % MINUTE_S,
    over: total === 0,
  };
}

export type ClockPhase = 'upcoming' | 'running' | 'finished';

/** Where a schedule stands at `now` (epoch ms): the start belongs to the run, the end does not. */
export function phaseAt(schedule: { startsAt: number; endsAt: number }, now: number): ClockPhase {
  if (now < schedule.startsAt) return 'upcoming';
  if (now < schedule.endsAt) return 'running';
  return 'finished';
}

const ORDER: Record<ClockPhase, number> = { upcoming: 0, running: 1, finished: 2 };

/** The later of two phases: a tournament only moves forward. */
export function laterPhase(a: ClockPhase, b: ClockPhase): ClockPhase {
  return ORDER[b] > ORDER[a] ? b : a;
}

/**
 * The phase to show: the server's, moved on by the clock when the page stays open across a
 * start or an end, but never moved back (a phone whose clock runs late must not show a running
 * tournament as upcoming again). The server settles a finished tournament; until the next answer
 * the page shows it as finished at its end, as a player watching the timer expects.
 */
export function shownPhase(
  server: ClockPhase,
  schedule: { startsAt: number; endsAt: number },
  now: number,
): ClockPhase {
  return laterPhase(server, phaseAt(schedule, now));
}

export interface Countdown {
  phase: ClockPhase;
  /** What the timer counts to: the end of a running tournament, the start of an upcoming one. */
  target: 'start' | 'end' | null;
  parts: CountdownParts | null;
}

/** The timer of a tournament at `now`: to its start, to its end, or none once it is over. */
export function countdown(
  server: ClockPhase,
  schedule: { startsAt: number; endsAt: number },
  now: number,
): Countdown {
  const phase = shownPhase(server, schedule, now);
  if (phase === 'upcoming') {
    return { phase, target: 'start', parts: countdownParts(schedule.startsAt - now) };
  }
  if (phase === 'running') {
    return { phase, target: 'end', parts: countdownParts(schedule.endsAt - now) };
  }
  return { phase, target: null, parts: null };
}

/**
 * How long until the shown phase changes by itself (the next start or end), for a page that
 * refetches then; null when nothing is left to wait for.
 */
export function msUntilNextPhase(
  server: ClockPhase,
  schedule: { startsAt: number; endsAt: number },
  now: number,
): number | null {
  const phase = shownPhase(server, schedule, now);
  if (phase === 'upcoming') return Math.max(0, schedule.startsAt - now);
  if (phase === 'running') return Math.max(0, schedule.endsAt - now);
  return null;
}

/**
 * An answer with the server's clock, and how far the phone's clock is behind it (ms to add to
 * `Date.now()`), measured when the answer arrived: a phone set a few minutes wrong must not start
 * or end a tournament early. The network's delay makes it late by at most that delay.
 */
export function withClock<T extends { serverTime: string }>(
  response: T,
  receivedAt: number = Date.now(),
): T & { clockOffset: number } {
  const server = Date.parse(response.serverTime);
  return { ...response, clockOffset: Number.isNaN(server) ? 0 : server - receivedAt };
}
