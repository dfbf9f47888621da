import type { GameMode } from '@jackdaw/contracts';
import type { Session } from '../../../shared/lib/use-session';

/**
 * What happens when a player asks to play (spec core §4 "Gate rules"): `wait` while the session
 * is unknown, `sign-up` for a visitor, `deposit` for a player whose balance is zero or less, else
 * `play`. Demo needs no account.
 */
export type GateDecision = 'play' | 'wait' | 'sign-up' | 'deposit';

export function gateDecision(session: Session, mode: GameMode): GateDecision {
  if (mode === 'demo') return 'play';
  if (session.status === 'unknown') return 'wait';
  if (session.status === 'guest' || !session.user) return 'sign-up';
  return BigInt(session.user.balance.balance) <= 0n ? 'deposit' : 'play';
}
