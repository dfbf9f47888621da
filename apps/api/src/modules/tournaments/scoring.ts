import type { CurrencyCode } from '@jackdaw/contracts';
import type { SqlSession } from '../../db/client.js';
import { convertMinor, type Rates } from '../reports/index.js';
import type { MovementEvent, StakeEvent } from '../wallet/index.js';
import {
  combines,
  gameIdOf,
  maskName,
  multiplierPoints,
  roundRefOf,
  stakePoints,
} from './rules.js';
import { tournamentsRepository as repo, type LiveTournament } from './tournaments.repository.js';

/*
 * Points in the transaction of the bet or win that earns them (DESIGN.md "Money is a ledger":
 * typed hooks). With no tournament running a bet costs one read of the `tournaments_live` index.
 */

export interface ScoringDeps {
  /** Exchange rates read in the caller's transaction (a per-instance copy, at most a minute old). */
  rates(tx: SqlSession): Promise<Rates>;
  /** A game's catalogue categories by its provider and the provider's game id (null: unknown). */
  categoriesOf(tx: SqlSession, provider: string, gameId: string): Promise<string[] | null>;
  /** The player's display name (masked before it is stored). */
  nameOf(tx: SqlSession, userId: number): Promise<string | undefined>;
}

/** Whether a stake on `provider`'s game `gameId` counts in `tournament`. */
async function eligible(
  deps: ScoringDeps,
  tx: SqlSession,
  tournament: LiveTournament,
  event: { provider: string; gameId: string | undefined; currency: CurrencyCode },
  categories: { value?: string[] | null },
): Promise<boolean> {
  const { currencies, games } = tournament;
  if (currencies.length > 0 && !currencies.includes(event.currency)) return false;
  if (tournament.categories.includes('popular')) return true;
  if (event.gameId === undefined) return false;
  // Games are matched by provider and game id; the studio's ids are its aliases (README).
  if (games.some((game) => game.provider === event.provider && game.alias === event.gameId)) {
    return true;
  }
  if (tournament.categories.length === 0) return false;
  // One catalogue read per bet at most, shared by the tournaments that name categories.
  if (!('value' in categories)) {
    categories.value = await deps.categoriesOf(tx, event.provider, event.gameId);
  }
  return (categories.value ?? []).some((slug) => tournament.categories.includes(slug));
}

/** Enters the player where entry is automatic; answers whether they take part. */
async function enterIfAutomatic(
  deps: ScoringDeps,
  tx: SqlSession,
  tournament: LiveTournament,
  userId: number,
  currency: CurrencyCode,
): Promise<boolean> {
  if (tournament.entry !== 'automatic') return false;
  const name = maskName(await deps.nameOf(tx, userId), userId);
  await repo.enter(tx, { tournamentId: tournament.id, userId, currency, name });
  return true;
}

/** A rollback's points come off every running tournament its bet scored in. */
async function rollBack(tx: SqlSession, live: LiveTournament[], event: StakeEvent) {
  const betKey = event.key.startsWith('reverse:') ? event.key.slice('reverse:'.length) : event.key;
  const byId = new Map(live.map((tournament) => [tournament.id, tournament]));
  const undone = await repo.rollBack(tx, [...byId.keys()], event.userId, betKey);
  for (const bet of undone) {
    const tournament = byId.get(bet.tournamentId)!;
    if (!(await repo.scoringOpen(tx, tournament.id))) continue;
    if (combines(tournament.scoring) === 'best') {
      const best = await repo.bestMultiplier(tx, tournament.id, event.userId);
      await repo.score(tx, tournament.id, event.userId, 'set', best);
    } else {
      const given = tournament.scoring === 'stake' ? bet.stake : bet.win;
      await repo.score(tx, tournament.id, event.userId, 'sum', -given);
    }
  }
}

/**
 * The stake hook (ledger.onStake): a qualifying bet is recorded per running tournament, enters
 * the player where entry is automatic, and scores: its stake, and for the casino's own games,
 * whose win comes with the stake (`settled`), its win or multiplier too.
 */
export function tournamentStakeHook(deps: ScoringDeps) {
  return async function tournamentStake(event: StakeEvent): Promise<void> {
    const stake = event.split.real + event.split.bonus;
    if (stake === 0n) return;
    const { tx, userId, currency } = event;
    const live = await repo.live(tx);
    if (live.length === 0) return;
    if (stake < 0n) return rollBack(tx, live, event);
    const gameId = gameIdOf(event.metadata);
    const categories: { value?: string[] | null } = {};
    let rates: Rates | undefined;
    for (const tournament of live) {
      const game = { provider: event.provider, gameId, currency };
      if (!(await eligible(deps, tx, tournament, game, categories))) continue;
      rates ??= await deps.rates(tx);
      const reporting = tournament.reportingCurrency;
      const converted = convertMinor(stake, currency, reporting, rates);
      if (converted <= 0n || converted < tournament.minStake) continue;
      const { open, entered } = await repo.scoringOpenFor(tx, tournament.id, userId);
      if (!open) continue;
      if (!entered && !(await enterIfAutomatic(deps, tx, tournament, userId, currency))) continue;
      const win = event.settled ? convertMinor(event.settled.win, currency, reporting, rates) : 0n;
      // The multiplier from the bet's own currency: conversion rounding never moves it.
      const points =
        tournament.scoring === 'multiplier'
          ? multiplierPoints(event.settled?.win ?? 0n, stake)
          : stakePoints(tournament.scoring, converted, win);
      // The bet's record and its points in one statement: a replayed key scores nothing.
      await repo.scoreBet(
        tx,
        {
          tournamentId: tournament.id,
          userId,
          betKey: event.key,
          roundRef: roundRefOf(event.metadata, event.key),
          stake: converted,
          win,
        },
        combines(tournament.scoring),
        points,
      );
    }
  };
}

/**
 * The win hook (ledger.onMovement, kind `win`): a win paired with a qualifying bet of its round
 * (provider games and the crash game's cash-outs post wins apart from their bets) adds to `win`
 * points and may raise the round's multiplier. Free rounds have no qualifying bet: they score
 * nothing.
 */
export function tournamentWinHook(deps: ScoringDeps) {
  return async function tournamentWin(event: MovementEvent): Promise<void> {
    if (event.kind !== 'win' || event.amount <= 0n) return;
    const { tx, userId } = event;
    const live = await repo.live(tx);
    if (live.length === 0) return;
    const byId = new Map(live.map((tournament) => [tournament.id, tournament]));
    const roundRef = roundRefOf(event.metadata, event.key);
    const rounds = await repo.round(tx, [...byId.keys()], userId, roundRef);
    if (rounds.length === 0) return;
    const rates = await deps.rates(tx);
    for (const round of rounds) {
      const tournament = byId.get(round.tournamentId)!;
      if (!(await repo.scoringOpen(tx, tournament.id))) continue;
      const win = convertMinor(event.amount, event.currency, tournament.reportingCurrency, rates);
      await repo.addWin(tx, round.first, win);
      if (tournament.scoring === 'win') {
        await repo.score(tx, tournament.id, userId, 'sum', win);
      } else if (tournament.scoring === 'multiplier') {
        const best = multiplierPoints(round.win + win, round.stake);
        await repo.score(tx, tournament.id, userId, 'best', best);
      }
    }
  };
}
