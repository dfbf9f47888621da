import type { GameMode } from '@jackdaw/contracts';
import type { Session } from '../../../shared/lib/use-session';

/**
 * The mode a game opens in (issue 19): the one asked for when the link names it; otherwise real
 * money for a signed-in player with a positive balance, and the demo for everyone else when the
 * game has one (a game without a demo opens for real and the gate asks for sign-up or deposit).
 * A game whose gate always applies (`realFirst`: the crash game, spec core §4 "the gate blocks
 * signed-out users and players with no balance") opens for real unless the demo is asked for.
 * `null` while the session is unknown, so that nobody is sent into the wrong mode meanwhile.
 * Cards use the same rule for their link and their "Demo" badge.
 */
export function launchModeFor({
  session,
  hasDemo,
  requested,
  realFirst = false,
}: {
  session: Session;
  hasDemo: boolean;
  requested: GameMode | null;
  realFirst?: boolean;
}): GameMode | null {
  if (requested) return requested;
  if (realFirst) return 'real';
  if (session.status === 'unknown') return null;
  if (session.user && BigInt(session.user.balance.balance) > 0n) return 'real';
  return hasDemo ? 'demo' : 'real';
}

/** The `mode` query parameter when it holds a mode, else `null` (the rule above decides). */
export function requestedMode(value: string | null): GameMode | null {
  return value === 'real' || value === 'demo' ? value : null;
}
